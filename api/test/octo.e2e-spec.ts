import { Types } from 'mongoose';
import { TourBookingsService } from '../src/bookings/tours/tour-bookings.service';
import { inDays, insertDestination, tourBody } from './utils/fixtures';
import { useTestApp } from './utils/test-app';

const MINUTE = 60_000;
const DATE = inDays(7);
const AT_NINE = `${DATE}T09:00:00+00:00`;
const CAPABILITIES = 'octo/content, octo/pricing';

describe('OCTO API for resellers', () => {
  const t = useTestApp({ signIn: 'admin', env: { OCTO_RATE_LIMIT: '100000' } });

  const admin = () => ({ Authorization: `Bearer ${t.token}` });
  async function reseller(name: string): Promise<{ id: string; key: string; keyId: string }> {
    const created = await t.http
      .post('/api/admin/resellers')
      .set(admin())
      .send({ name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com` })
      .expect(201);
    const issued = await t.http
      .post(`/api/admin/resellers/${created.body.id}/keys`)
      .set(admin())
      .expect(201);
    return { id: created.body.id as string, key: issued.body.key as string, keyId: issued.body.id };
  }
  const octo = (key: string) => ({
    get: (path: string) =>
      t.http
        .get(`/octo${path}`)
        .set('Authorization', `Bearer ${key}`)
        .set('Octo-Capabilities', CAPABILITIES),
    post: (path: string, body: object = {}) =>
      t.http
        .post(`/octo${path}`)
        .set('Authorization', `Bearer ${key}`)
        .set('Octo-Capabilities', CAPABILITIES)
        .send(body),
  });
  const reserve = (key: string, productId: string, units = 1, extra: object = {}) =>
    octo(key).post('/bookings', {
      productId,
      optionId: 'DEFAULT',
      availabilityId: AT_NINE,
      unitItems: Array.from({ length: units }, () => ({ unitId: 'ticket' })),
      ...extra,
    });
  const seatsLeft = async (destinationId: string) => {
    const { body } = await t.http
      .get(`/api/destination/${destinationId}/availability`)
      .query({ date: DATE })
      .expect(200);
    return (body.slots as { time: string; left: number }[]).find((s) => s.time === '09:00')!.left;
  };

  it('keeps a reseller key out of the site and the site token out of OCTO; a revoked key gets 401', async () => {
    const { id, key, keyId } = await reseller('Key Checks');
    await octo(key).get('/supplier').expect(200);
    // A site token is no reseller key, and a reseller key no site token.
    const asSite = await t.http.get('/octo/supplier').set(admin()).expect(401);
    expect(asSite.body).toEqual({ error: 'UNAUTHORIZED', errorMessage: expect.any(String) });
    await t.http.get('/api/admin/resellers').set('Authorization', `Bearer ${key}`).expect(401);
    await t.http.get('/octo/supplier').expect(401);
    // The admin lists the key, never the key itself.
    const listed = await t.http.get('/api/admin/resellers').set(admin()).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    await t.http.delete(`/api/admin/resellers/${id}/keys/${keyId}`).set(admin()).expect(204);
    const revoked = await octo(key).get('/supplier').expect(401);
    expect(revoked.body.error).toBe('UNAUTHORIZED');
    // A reseller turned off is refused with any of its keys.
    const other = await reseller('Turned Off');
    await t.http
      .patch(`/api/admin/resellers/${other.id}`)
      .set(admin())
      .send({ active: false })
      .expect(200);
    expect((await octo(other.key).get('/products').expect(403)).body.error).toBe('FORBIDDEN');
  });

  it("remembers a reservation's language from the OCTO request's Accept-Language", async () => {
    const productId = await insertDestination(t.connection, { tourTimes: ['09:00'] });
    const { key } = await reseller('Language Reseller');
    const made = await octo(key)
      .post('/bookings', {
        productId,
        optionId: 'DEFAULT',
        availabilityId: AT_NINE,
        unitItems: [{ unitId: 'ticket' }],
      })
      .set('Accept-Language', 'es-MX, en;q=0.5')
      .expect(200);
    const plain = await reserve(key, productId, 1).expect(200);
    const bookings = t.connection.collection('tour_bookings');
    expect((await bookings.findOne({ reference: made.body.supplierReference }))?.lang).toBe('es');
    expect((await bookings.findOne({ reference: plain.body.supplierReference }))?.lang).toBe('en');
  });

  it('answers each reseller its own bookings only', async () => {
    const productId = await insertDestination(t.connection, { tourTimes: ['09:00'] });
    const first = await reseller('First Reseller');
    const second = await reseller('Second Reseller');
    const made = await reserve(first.key, productId, 2, { resellerReference: 'R-1' }).expect(200);
    expect(made.body.status).toBe('ON_HOLD');
    await octo(first.key).get(`/bookings/${made.body.uuid}`).expect(200);
    const theirs = await octo(second.key).get(`/bookings/${made.body.uuid}`).expect(400);
    expect(theirs.body).toMatchObject({ error: 'INVALID_BOOKING_UUID', uuid: made.body.uuid });
    await octo(second.key).post(`/bookings/${made.body.uuid}/cancel`).expect(400);
    await octo(second.key)
      .post(`/bookings/${made.body.uuid}/confirm`, { contact: { fullName: 'X' } })
      .expect(400);
    expect(
      (await octo(second.key).get('/bookings?resellerReference=R-1').expect(200)).body,
    ).toEqual([]);
    const bySupplier = await octo(second.key)
      .get(`/bookings?supplierReference=${made.body.supplierReference}`)
      .expect(200);
    expect(bySupplier.body).toEqual([]);
    expect(
      (await octo(first.key).get('/bookings?resellerReference=R-1').expect(200)).body,
    ).toHaveLength(1);
  });

  it('frees the seats of a reservation that expires, as a hold of the site', async () => {
    const productId = await insertDestination(t.connection, {
      tourTimes: ['09:00'],
      capacityPerSlot: 5,
    });
    const { key } = await reseller('Expiring');
    const made = await reserve(key, productId, 3).expect(200);
    expect(await seatsLeft(productId)).toBe(2);
    const stored = await t.app
      .get(TourBookingsService)
      .ledger.byReference(made.body.supplierReference);
    expect(stored).toMatchObject({
      status: 'held',
      channel: 'octo',
      reseller: { name: 'Expiring' },
    });
    // Time passes: the hold and its claims lapse.
    const past = new Date(Date.now() - 5 * MINUTE);
    const _id = new Types.ObjectId(String(stored!._id));
    await t.connection
      .collection('tour_bookings')
      .updateOne({ _id }, { $set: { holdExpiresAt: past } });
    await t.connection
      .collection('seat_claims')
      .updateMany({ bookingId: _id }, { $set: { expiresAt: past } });
    expect(await t.app.get(TourBookingsService).lifecycle.sweep()).toBeGreaterThanOrEqual(1);
    expect(await seatsLeft(productId)).toBe(5);
    const after = await octo(key).get(`/bookings/${made.body.uuid}`).expect(200);
    expect(after.body).toMatchObject({ status: 'EXPIRED', utcExpiresAt: null });
    const late = await octo(key).post(`/bookings/${made.body.uuid}/confirm`, {
      contact: { fullName: 'Late' },
    });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('UNPROCESSABLE_ENTITY');
  });

  it('confirms a reservation into a booking on the manifest, the admin list and the audit trail', async () => {
    const productId = await insertDestination(t.connection, { tourTimes: ['09:00'] });
    const { id, key } = await reseller('Lisbon Tours Co.');
    const made = await reserve(key, productId, 2).expect(200);
    const confirmed = await octo(key)
      .post(`/bookings/${made.body.uuid}/confirm`, {
        resellerReference: 'LT-77',
        contact: { firstName: 'Rita', lastName: 'Alves', emailAddress: 'rita@example.com' },
      })
      .expect(200);
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', resellerReference: 'LT-77' });
    const manifest = await t.http
      .get('/api/admin/manifest')
      .query({ destinationId: productId, date: DATE, time: '09:00' })
      .set(admin())
      .expect(200);
    expect(manifest.body.bookings).toEqual([
      expect.objectContaining({
        name: 'Rita Alves',
        tickets: 2,
        status: 'confirmed',
        reseller: 'Lisbon Tours Co.',
      }),
    ]);
    const list = await t.http
      .get('/api/booking')
      .query({ from: DATE, to: DATE, destinationId: productId })
      .set(admin())
      .expect(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        channel: 'octo',
        reseller: 'Lisbon Tours Co.',
        status: 'confirmed',
      }),
    ]);
    const theirs = await t.http.get(`/api/admin/resellers/${id}/bookings`).set(admin()).expect(200);
    expect(theirs.body.data).toEqual([
      expect.objectContaining({
        uuid: made.body.uuid,
        status: 'confirmed',
        resellerReference: 'LT-77',
      }),
    ]);
    const audit = await t.http
      .get('/api/admin/audit')
      .query({ kind: 'tour-booking' })
      .set(admin())
      .expect(200);
    expect(JSON.stringify(audit.body)).toContain('confirmed');
    // Cancelled by the reseller: its seats free again.
    await octo(key).post(`/bookings/${made.body.uuid}/cancel`, { reason: 'Guest ill' }).expect(200);
    expect(await seatsLeft(productId)).toBe(20);
  });

  it('never oversells the last seats: 50 reservations from two resellers and 50 site bookings at once', async () => {
    const productId = await insertDestination(t.connection, {
      tourTimes: ['09:00'],
      capacityPerSlot: 10,
    });
    const [a, b] = [await reseller('Race A'), await reseller('Race B')];
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) => reserve(i % 2 ? a.key : b.key, productId)),
      ...Array.from({ length: 50 }, (_, i) =>
        t.http.post('/api/booking').send(
          tourBody(productId, {
            tickets: 1,
            time: '09:00',
            date: DATE,
            email: `guest${i}@example.com`,
          }),
        ),
      ),
    ]);
    const octoAnswers = answers.slice(0, 50);
    const siteAnswers = answers.slice(50);
    const sold =
      octoAnswers.filter((r) => r.status === 200).length +
      siteAnswers.filter((r) => r.status === 201).length;
    expect(sold).toBe(10);
    for (const refused of octoAnswers.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('UNPROCESSABLE_ENTITY');
    }
    for (const refused of siteAnswers.filter((r) => r.status !== 201))
      expect(refused.status).toBe(409);
    expect(await seatsLeft(productId)).toBe(0);
    const live = await t.connection.collection('tour_bookings').countDocuments({
      destinationId: new Types.ObjectId(productId),
      status: { $in: ['held', 'confirmed'] },
    });
    expect(live).toBe(10);
    const slot = await octo(a.key)
      .post('/availability', { productId, optionId: 'DEFAULT', availabilityIds: [AT_NINE] })
      .expect(200);
    expect(slot.body[0]).toMatchObject({ status: 'SOLD_OUT', vacancies: 0, available: false });
  }, 120_000);
});
