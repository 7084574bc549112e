import { Types } from 'mongoose';
import { PastClaimsArchive } from '../src/inventory/past-claims-archive.service';
import { inDays, insertDestination, insertOffer } from './utils/fixtures';
import { useTestApp } from './utils/test-app';

interface StoredClaim {
  _id: string | Types.ObjectId;
  slot?: string;
  date?: string;
  night?: string;
}

/** Seat and night claims of times that have passed leave the live collections for their archives. */
describe('past claims archive', () => {
  const t = useTestApp();
  const seats = () => t.connection.collection<StoredClaim>('seat_claims');
  const nights = () => t.connection.collection<StoredClaim>('night_claims');
  const seatArchive = () => t.connection.collection<StoredClaim>('seat_claims_archive');
  const nightArchive = () => t.connection.collection<StoredClaim>('night_claims_archive');

  const pastSeat = (destinationId: string, date: string, seat: number, dated = true) => {
    const slot = `${destinationId}|${date}|10:00`;
    return {
      _id: `${slot}|${seat}`,
      slot,
      seat,
      ...(dated ? { date } : {}),
      bookingId: new Types.ObjectId(),
      tickets: 1,
      claimedAt: new Date(),
    };
  };

  it('moves past seats and nights out, keeps what is to come, and counts it in availability', async () => {
    const destinationId = await insertDestination(t.connection);
    const offerId = new Types.ObjectId(await insertOffer(t.connection));
    const booked = await t.http
      .post('/api/booking')
      .send({
        destinationId,
        date: inDays(7),
        time: '10:00',
        tickets: 2,
        cost: 91,
        name: 'Ana',
        email: 'archive-ana@example.com',
      })
      .expect(201);
    const bookingId = new Types.ObjectId((booked.body as { data: { _id: string } }).data._id);
    expect(await seats().countDocuments({ bookingId, date: inDays(7) })).toBe(2);

    // A season's past: dated claims, one written before claims carried their date, and yesterday's, which
    // stays live a day longer (a place's time zone may still be in it).
    const old = [pastSeat(destinationId, inDays(-3), 0), pastSeat(destinationId, inDays(-3), 1)];
    const legacy = pastSeat(destinationId, inDays(-2), 0, false);
    const legacyToCome = pastSeat(destinationId, inDays(3), 0, false);
    const yesterday = pastSeat(destinationId, inDays(-1), 0);
    await seats().insertMany([...old, legacy, legacyToCome, yesterday]);
    const night = (date: string) => ({
      _id: new Types.ObjectId(),
      offerId,
      night: date,
      bookingId: new Types.ObjectId(),
      claimedAt: new Date(),
    });
    await nights().insertMany([night(inDays(-5)), night(inDays(-4)), night(inDays(4))]);

    const archive = t.app.get(PastClaimsArchive);
    expect(await archive.sweep()).toEqual({ seats: 3, nights: 2 });

    expect((await seatArchive().find().toArray()).map((c) => c._id).sort()).toEqual(
      [...old, legacy].map((c) => c._id).sort(),
    );
    expect(await seats().countDocuments({ _id: { $in: [...old, legacy].map((c) => c._id) } })).toBe(
      0,
    );
    expect(await seats().countDocuments({ _id: { $in: [legacyToCome._id, yesterday._id] } })).toBe(
      2,
    );
    expect((await nightArchive().find().toArray()).map((c) => c.night).sort()).toEqual([
      inDays(-5),
      inDays(-4),
    ]);
    expect((await nights().find().toArray()).map((c) => c.night)).toEqual([inDays(4)]);

    const availability = await t.http
      .get(`/api/destination/${destinationId}/availability`)
      .query({ date: inDays(7) })
      .expect(200);
    const { slots } = availability.body as { slots: { time: string; left: number }[] };
    expect(slots.find((s) => s.time === '10:00')?.left).toBe(18);

    // Nothing more to move: a second sweep moves nothing and changes nothing.
    expect(await archive.sweep()).toEqual({ seats: 0, nights: 0 });
    expect(await seatArchive().countDocuments()).toBe(3);
  });

  it('finishes the move of a sweep cut off between the copy and the removal', async () => {
    const destinationId = await insertDestination(t.connection);
    const claim = pastSeat(destinationId, inDays(-10), 5);
    // Copied by a sweep that stopped before removing it: both places hold it.
    await seats().insertOne(claim);
    await seatArchive().insertOne(claim);
    const moved = await Promise.all([
      t.app.get(PastClaimsArchive).sweep(),
      t.app.get(PastClaimsArchive).sweep(),
    ]);
    expect(moved.reduce((sum, m) => sum + m.seats, 0)).toBeGreaterThanOrEqual(1);
    expect(await seats().countDocuments({ _id: claim._id })).toBe(0);
    expect(await seatArchive().countDocuments({ _id: claim._id })).toBe(1);
  });
});
