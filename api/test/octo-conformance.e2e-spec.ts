import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import * as octoTypes from '@octocloud/types';
import { inDays, insertDestination } from './utils/fixtures';
import { ContractProxy, startContractProxy, UPSTREAM_HEADER } from './utils/contract-proxy';
import { useTestApp } from './utils/test-app';

/**
 * Conformance with the OCTO specification, checked by the tools of its own package (@octocloud/types): the
 * flows its validator runs go through Prism's proxy on the package's OpenAPI document (every request and
 * response checked against it), and every response parses with the package's zod schemas. The document
 * writes its paths with a trailing slash (`/supplier/`) under a server's base path; the API serves them at
 * `/octo` without the slash, as the specification's prose does, so the copy Prism reads says so.
 */

/** What the tests ask of a zod schema of the package: read structurally, so tsc never expands its types. */
interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { message: string } };
}
/** The package's schemas these flows parse with. */
type SchemaName =
  | 'zAvailabilitiesAvailabilityCalendarResponse'
  | 'zAvailabilitiesAvailabilityCheckResponse'
  | 'zBookingsBookingCancellationResponse'
  | 'zBookingsBookingConfirmationResponse'
  | 'zBookingsBookingReservationResponse'
  | 'zBookingsBookingUpdateResponse'
  | 'zBookingsExtendReservationResponse'
  | 'zBookingsGetBookingResponse'
  | 'zBookingsGetBookingsResponse'
  | 'zErrorBadRequest'
  | 'zErrorInvalidAvailabilityId'
  | 'zErrorInvalidBookingUuid'
  | 'zErrorInvalidOptionId'
  | 'zErrorInvalidProductId'
  | 'zErrorInvalidUnitId'
  | 'zErrorUnprocessableEntity'
  | 'zProductsGetProductResponse'
  | 'zProductsGetProductsResponse'
  | 'zSuppliersGetResponse';
const octo = octoTypes as unknown as Record<SchemaName, Schema>;

const DATE = inDays(9);
const AT_NINE = `${DATE}T09:00:00+00:00`;
const CAPABILITIES = 'octo/content, octo/pricing';
const CATEGORIES = [
  { key: 'adult', name: 'Adult', price: 45, takesSeat: true },
  { key: 'child', name: 'Child (4-11)', price: 25, takesSeat: true, ageNote: '4 to 11 years' },
];

/** The package's document with the trailing slashes of its paths dropped, written where Prism reads it. */
function octoDocument(): string {
  const source = readFileSync(require.resolve('@octocloud/types/src/openapi.yaml'), 'utf8');
  const path = join(mkdtempSync(join(tmpdir(), 'octo-openapi-')), 'openapi.yaml');
  const served = source
    // `  /supplier/:` -> `  /octo/supplier:` (only the keys of `paths` are indented two and start with /).
    .replace(/^ {2}(\/[^\s:]*?)\/?:$/gm, '  /octo$1:')
    // `type: object, allOf: [$ref], nullable: true` (a booking's cancellation, voucher, a unit's ticket): in
    // OpenAPI 3.0 `nullable` does not reach into `allOf`, so Prism refuses the null the specification means
    // (its zod schemas, made from the same source, are `X | null`). Written as the schemas say it.
    .replace(
      /\n( +)type: object\n\1allOf:\n\1 {2}- \$ref: ("[^"]+")\n\1nullable: true/g,
      '\n$1anyOf:\n$1  - $ref: $2\n$1  - enum: [null]',
    );
  writeFileSync(path, served);
  return path;
}

describe('OCTO conformance (Prism on the specification, the package zod schemas)', () => {
  jest.setTimeout(90_000);
  const t = useTestApp({ signIn: 'admin', env: { OCTO_RATE_LIMIT: '100000' } });
  let proxy: ContractProxy;
  let key: string;
  let plain: string;
  let family: string;
  const parseFailures: string[] = [];

  beforeAll(async () => {
    const server = t.app.getHttpServer() as Server;
    if (!server.listening) await t.app.listen(0, '127.0.0.1');
    proxy = await startContractProxy(octoDocument());
    const admin = { Authorization: `Bearer ${t.token}` };
    const created = await t.http
      .post('/api/admin/resellers')
      .set(admin)
      .send({ name: 'Conformance', email: 'conformance@example.com' })
      .expect(201);
    key = (await t.http.post(`/api/admin/resellers/${created.body.id}/keys`).set(admin).expect(201))
      .body.key;
    plain = await insertDestination(t.connection, {
      tourTimes: ['09:00', '14:00'],
      capacityPerSlot: 8,
    });
    family = await insertDestination(t.connection, {
      title: 'Family boat trip',
      tourTimes: ['09:00'],
      capacityPerSlot: 3,
      priceCategories: CATEGORIES,
    });
  });

  afterAll(async () => {
    const report = await proxy?.stop();
    if (!report) return;
    console.log(
      `OCTO conformance: ${report.requests} requests through Prism, ${report.violations.length} response violations, ${report.requestViolations.length} request violations, ${parseFailures.length} zod failures`,
    );
    expect([...report.violations, ...report.requestViolations, ...report.undocumented]).toEqual([]);
    expect(parseFailures).toEqual([]);
    // Every flow went through Prism, none around it.
    expect(report.requests).toBeGreaterThan(20);
  });

  const port = () => String(((t.app.getHttpServer() as Server).address() as AddressInfo).port);
  const send = (method: 'get' | 'post' | 'patch', path: string, body?: object) => {
    const call = request(proxy.url)
      [method](`/octo${path}`)
      .set(UPSTREAM_HEADER, port())
      .set('Authorization', `Bearer ${key}`)
      .set('Octo-Capabilities', CAPABILITIES);
    return body ? call.send(body) : call;
  };
  /** Sends through Prism, checks the status, and parses the answer with the package's schema. */
  async function check(
    schema: Schema,
    status: number,
    method: 'get' | 'post' | 'patch',
    path: string,
    body?: object,
  ) {
    const answer = await send(method, path, body);
    expect({ path, status: answer.status, body: answer.body }).toMatchObject({ status });
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) parseFailures.push(`${method} ${path}: ${parsed.error?.message}`);
    expect(answer.headers['octo-capabilities']).toBe(CAPABILITIES);
    return answer.body;
  }
  const reserveBody = (fields: object = {}) => ({
    productId: family,
    optionId: 'DEFAULT',
    availabilityId: AT_NINE,
    unitItems: [{ unitId: 'adult' }, { unitId: 'child' }],
    ...fields,
  });

  it('supplier, products and one product', async () => {
    await check(octo.zSuppliersGetResponse, 200, 'get', '/supplier');
    const products = await check(octo.zProductsGetProductsResponse, 200, 'get', '/products');
    expect(products.map((p: { id: string }) => p.id).sort()).toEqual([plain, family].sort());
    const product = await check(
      octo.zProductsGetProductResponse,
      200,
      'get',
      `/products/${family}`,
    );
    expect(
      product.options[0].units.map((u: { id: string; type: string }) => [u.id, u.type]),
    ).toEqual([
      ['adult', 'ADULT'],
      ['child', 'CHILD'],
    ]);
  });

  it('availability calendar and availability check', async () => {
    const calendar = await check(
      octo.zAvailabilitiesAvailabilityCalendarResponse,
      200,
      'post',
      '/availability/calendar',
      {
        productId: plain,
        optionId: 'DEFAULT',
        localDateStart: DATE,
        localDateEnd: inDays(12),
        units: [{ id: 'ticket', quantity: 2 }],
      },
    );
    expect(calendar[0]).toMatchObject({
      localDate: DATE,
      available: true,
      capacity: 16,
      vacancies: 16,
    });
    const times = await check(
      octo.zAvailabilitiesAvailabilityCheckResponse,
      200,
      'post',
      '/availability',
      {
        productId: plain,
        optionId: 'DEFAULT',
        localDate: DATE,
      },
    );
    expect(times.map((a: { id: string }) => a.id)).toEqual([AT_NINE, `${DATE}T14:00:00+00:00`]);
    await check(octo.zAvailabilitiesAvailabilityCheckResponse, 200, 'post', '/availability', {
      productId: plain,
      optionId: 'DEFAULT',
      availabilityIds: [AT_NINE],
    });
  });

  it('reserve, extend, confirm, update, get, list and cancel', async () => {
    const held = await check(
      octo.zBookingsBookingReservationResponse,
      200,
      'post',
      '/bookings',
      reserveBody({ expirationMinutes: 15 }),
    );
    expect(held).toMatchObject({ status: 'ON_HOLD', availabilityId: AT_NINE });
    expect(held.pricing).toMatchObject({ retail: 7000, currency: 'USD' });
    const extended = await check(
      octo.zBookingsExtendReservationResponse,
      200,
      'post',
      `/bookings/${held.uuid}/extend`,
      { expirationMinutes: 60 },
    );
    expect(Date.parse(extended.utcExpiresAt)).toBeGreaterThan(Date.parse(held.utcExpiresAt));
    const confirmed = await check(
      octo.zBookingsBookingConfirmationResponse,
      200,
      'post',
      `/bookings/${held.uuid}/confirm`,
      {
        resellerReference: 'CONF-1',
        contact: { fullName: 'Maria Silva', emailAddress: 'maria@example.com', locales: ['en'] },
      },
    );
    expect(confirmed).toMatchObject({
      status: 'CONFIRMED',
      resellerReference: 'CONF-1',
      utcExpiresAt: null,
    });
    const updated = await check(
      octo.zBookingsBookingUpdateResponse,
      200,
      'patch',
      `/bookings/${held.uuid}`,
      {
        notes: 'Window seats please',
      },
    );
    expect(updated.notes).toBe('Window seats please');
    await check(octo.zBookingsGetBookingResponse, 200, 'get', `/bookings/${held.uuid}`);
    const listed = await check(
      octo.zBookingsGetBookingsResponse,
      200,
      'get',
      '/bookings?resellerReference=CONF-1',
    );
    expect(listed).toHaveLength(1);
    await check(
      octo.zBookingsGetBookingsResponse,
      200,
      'get',
      `/bookings?supplierReference=${held.supplierReference}`,
    );
    const cancelled = await check(
      octo.zBookingsBookingCancellationResponse,
      200,
      'post',
      `/bookings/${held.uuid}/cancel`,
      {
        reason: 'Plans changed',
      },
    );
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancellation: { reason: 'Plans changed' },
    });
  });

  it('a sold-out slot, invalid ids and missing unit items get the specification errors', async () => {
    await check(
      octo.zBookingsBookingReservationResponse,
      200,
      'post',
      '/bookings',
      reserveBody({ unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'child' }] }),
    );
    const soldOut = await check(
      octo.zErrorUnprocessableEntity,
      400,
      'post',
      '/bookings',
      reserveBody(),
    );
    expect(soldOut.error).toBe('UNPROCESSABLE_ENTITY');
    const product = await check(
      octo.zErrorInvalidProductId,
      400,
      'post',
      '/bookings',
      reserveBody({ productId: '0123456789abcdef01234567' }),
    );
    expect(product.error).toBe('INVALID_PRODUCT_ID');
    const option = await check(
      octo.zErrorInvalidOptionId,
      400,
      'post',
      '/bookings',
      reserveBody({ optionId: 'nope' }),
    );
    expect(option.error).toBe('INVALID_OPTION_ID');
    const unit = await check(
      octo.zErrorInvalidUnitId,
      400,
      'post',
      '/bookings',
      reserveBody({ unitItems: [{ unitId: 'senior' }] }),
    );
    expect(unit.error).toBe('INVALID_UNIT_ID');
    const availability = await check(
      octo.zErrorInvalidAvailabilityId,
      400,
      'post',
      '/bookings',
      reserveBody({ availabilityId: `${DATE}T11:00:00+00:00` }),
    );
    expect(availability.error).toBe('INVALID_AVAILABILITY_ID');
    const noUnits = await check(
      octo.zErrorBadRequest,
      400,
      'post',
      '/bookings',
      reserveBody({ unitItems: [] }),
    );
    expect(noUnits.error).toBe('BAD_REQUEST');
    const booking = await check(
      octo.zErrorInvalidBookingUuid,
      400,
      'get',
      '/bookings/8b1f0c5e-3a56-4c1e-9a44-2b9f5f5a7e11',
    );
    expect(booking.error).toBe('INVALID_BOOKING_UUID');
    const checkProduct = await check(octo.zErrorInvalidProductId, 400, 'post', '/availability', {
      productId: 'nope',
      optionId: 'DEFAULT',
      localDate: DATE,
    });
    expect(checkProduct.error).toBe('INVALID_PRODUCT_ID');
  });
});
