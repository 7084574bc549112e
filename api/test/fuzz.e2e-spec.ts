import { AUDIT_DAYS } from '../src/audit/audit.service';
import fc from 'fast-check';
import { inDays, insertDestination, insertOffer, stayBody, tourBody } from './utils/fixtures';
import { useTestApp } from './utils/test-app';

/**
 * Random bodies on the public writes: whatever arrives, the answer is never a 5xx nor a stack trace, and a
 * refused request (4xx) leaves every collection as it was. Each property stops after a time budget, so the
 * file stays quick on a slow machine; the runs it reached are still checked.
 */

/** Per endpoint; fast-check stops starting new runs past it. */
const TIME_BUDGET_MS = 6000;
const MAX_RUNS = 150;

/** What Node or Nest print when an error escapes: a frame line, or a file position. */
const STACK_TRACE = /\n\s+at |\bat [\w.<>]+ \(|\.(?:ts|js):\d+:\d+/;

/** Any JSON value, including deep-ish and odd ones (operators, prototype keys, huge numbers). */
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(
    { $gt: '' },
    { $ne: null },
    // Parsed, so __proto__ is an own key as it is in a request body (a literal would set the prototype).
    JSON.parse('{"__proto__":{"admin":true}}') as unknown,
    { constructor: { prototype: {} } },
    1e308,
    -1,
    0,
    2 ** 53 + 1,
    '',
    ' ',
    '0000-00-00',
    '2026-02-30',
    '25:99',
    'a'.repeat(5000),
  ),
);

/** A body built on a valid one: each field kept, dropped or replaced, plus a few unknown fields. */
function around(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, value]) => [key, fc.oneof(fc.constant(value), jsonValue)]),
  );
  const mutated = fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), jsonValue, { maxKeys: 3 }),
    )
    .map(([known, unknown]) => ({ ...unknown, ...known }));
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: jsonValue });
}

/** A body as raw text: mostly JSON, sometimes broken JSON or something that is not JSON at all. */
function raw(valid: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: around(valid).map((body) => JSON.stringify(body) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: around(valid).map((body) => (JSON.stringify(body) ?? 'null').slice(0, -1)),
    },
  );
}

/**
 * Collections a refused request writes to by design, left out of "a 4xx leaves nothing written":
 * login_failures counts wrong passwords (the throttle), and auth_tokens gets the verification token of an
 * accepted register after its answer (register answers alike, then writes), which can land while the next
 * body is being tried; so can that register's mail in the outbox (and the budget slot it takes), and the
 * outbox worker's leases as it sends.
 */
const WRITTEN_ON_PURPOSE = new Set([
  'login_failures',
  'auth_tokens',
  'outbox',
  'outbox_leases',
  // The outbox's queue of mails due: its worker takes entries off it every few seconds.
  'outbox_due',
  'quota_tokens',
]);

describe('fuzzed public writes', () => {
  const t = useTestApp();
  let destinationId: string;
  let offerId: string;

  beforeAll(async () => {
    destinationId = await insertDestination(t.connection);
    offerId = await insertOffer(t.connection);
  });

  /** The number of documents in every collection, by name. */
  async function snapshot(): Promise<Record<string, number>> {
    const collections = await t.connection.db!.listCollections({}, { nameOnly: true }).toArray();
    const counts = await Promise.all(
      collections.map(
        async ({ name }) => [name, await t.connection.collection(name).countDocuments()] as const,
      ),
    );
    return Object.fromEntries(
      counts.filter(
        ([name]) =>
          !name.startsWith('system.') &&
          !WRITTEN_ON_PURPOSE.has(name) &&
          // The audit trail's day copies and their marker are written a moment after the entries, off the
          // request (and by the start's one-off build): copies of audit_entries, which is counted.
          !name.startsWith(AUDIT_DAYS),
      ),
    );
  }

  async function fuzz(path: string, valid: Record<string, unknown>): Promise<void> {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(raw(valid), async (body) => {
        const before = await snapshot();
        const res = await t.http.post(path).set('Content-Type', 'application/json').send(body);
        seen.add(res.status);
        expect(res.status).toBeLessThan(500);
        expect(res.text).not.toMatch(STACK_TRACE);
        if (res.status >= 400) expect(await snapshot()).toEqual(before);
      }),
      { numRuns: MAX_RUNS, interruptAfterTimeLimit: TIME_BUDGET_MS, markInterruptAsFailure: false },
    );
    // The property ran and reached the refusals it is about.
    expect([...seen].some((status) => status >= 400 && status < 500)).toBe(true);
  }

  it('never fails on register', () =>
    fuzz('/auth/register', {
      username: 'Ann Lee',
      email: 'ann@example.com',
      password: 'secret123',
    }));

  it('never fails on login', () =>
    fuzz('/auth/login', { email: 'ann@example.com', password: 'secret123' }));

  it('never fails on a tour booking', () =>
    fuzz('/api/booking', tourBody(destinationId, { extras: false })));

  it('never fails on a stay booking', () =>
    fuzz('/api/bookingapartment', stayBody(offerId, { checkOut: inDays(13), guests: 2 })));

  it('never fails on a contact message', () =>
    fuzz('/api/contact', {
      name: 'Mia Stone',
      email: 'mia@example.com',
      phone: '+1 202 555 0143',
      message: 'Do you offer group discounts?',
      location: { lat: 40.7128, lng: -74.006 },
    }));
});
