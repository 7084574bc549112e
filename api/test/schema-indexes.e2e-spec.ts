import { Types } from 'mongoose';
import { createTestApp, TestApp } from './utils/test-app';

// The tests' database is FerretDB 1.x, as `npm start`'s embedded one: it gets the schemas' unique indexes only
// (see src/database/schema-indexes.service.ts). MongoDB's full set is what the index-coverage check judges.
describe('schema indexes on the embedded database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const indexNames = async (app: TestApp, collection: string) =>
    (await app.connection.collection(collection).indexes()).map(({ name }) => name).sort();

  it('builds the unique indexes, which FerretDB enforces, and none it would never read by', async () => {
    expect(await indexNames(t, 'tour_bookings')).toEqual(['_id_', 'reference_1']);
    expect(await indexNames(t, 'seat_claims')).toEqual(['_id_', 'slot_1_seat_1']);
    expect(await indexNames(t, 'outbox')).toEqual(['_id_', 'key_1']);
    expect(await indexNames(t, 'audit_entries')).toEqual(['_id_']);
    expect(await indexNames(t, 'quota_tokens')).toEqual(['_id_']);

    // The rule a unique index is still holds: one claim per seat of a tour time.
    const claim = () => ({
      _id: new Types.ObjectId(),
      slot: 'index-test|2030-01-01|09:00',
      seat: 1,
      bookingId: new Types.ObjectId(),
    });
    const claims = t.connection.collection('seat_claims');
    await claims.insertOne(claim());
    await expect(claims.insertOne(claim())).rejects.toMatchObject({ code: 11000 });
  });

  it('drops such indexes that an earlier version built, declared or not, at the next start', async () => {
    await t.connection.collection('tour_bookings').createIndex({ email: 1 });
    // A field bookings no longer store: no schema declares its index any more.
    await t.connection.collection('tour_bookings').createIndex({ clientKey: 1 });
    await t.connection.collection('audit_entries').createIndex({ at: -1, _id: -1 });
    expect(await indexNames(t, 'tour_bookings')).toContain('email_1');

    const restarted = await createTestApp({}, t);
    try {
      expect(await indexNames(restarted, 'tour_bookings')).toEqual(['_id_', 'reference_1']);
      expect(await indexNames(restarted, 'audit_entries')).toEqual(['_id_']);
    } finally {
      await restarted.close();
    }
  });
});
