import { Types } from 'mongoose';
import { PastClaimsArchive } from '../src/inventory/past-claims-archive.service';
import {
  TOUR_TIME_CLOSURES_ARCHIVE,
  TourTimeClosures,
} from '../src/bookings/tours/tour-time-closures';
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

  const pastSeat = (
    destinationId: string,
    date: string,
    seat: number,
    dated = true,
    time = '10:00',
  ) => {
    const slot = `${destinationId}|${date}|${time}`;
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

    // A season's past: dated claims, one written before claims carried their date, and yesterday's, whose
    // time has started on its destination's clock (UTC) and goes too; a hold's seats of yesterday stay until
    // the hold is confirmed or expired.
    const old = [pastSeat(destinationId, inDays(-3), 0), pastSeat(destinationId, inDays(-3), 1)];
    const legacy = pastSeat(destinationId, inDays(-2), 0, false);
    const legacyToCome = pastSeat(destinationId, inDays(3), 0, false);
    const yesterday = pastSeat(destinationId, inDays(-1), 0);
    const yesterdayHeld = {
      ...pastSeat(destinationId, inDays(-1), 1),
      expiresAt: new Date(Date.now() + 60_000),
    };
    await seats().insertMany([...old, legacy, legacyToCome, yesterday, yesterdayHeld]);
    const night = (date: string) => ({
      _id: new Types.ObjectId(),
      offerId,
      night: date,
      bookingId: new Types.ObjectId(),
      claimedAt: new Date(),
    });
    await nights().insertMany([night(inDays(-5)), night(inDays(-4)), night(inDays(4))]);

    const archive = t.app.get(PastClaimsArchive);
    expect(await archive.sweep()).toEqual({ seats: 4, nights: 2 });

    const moved = [...old, legacy, yesterday];
    expect((await seatArchive().find().toArray()).map((c) => c._id).sort()).toEqual(
      moved.map((c) => c._id).sort(),
    );
    expect(await seats().countDocuments({ _id: { $in: moved.map((c) => c._id) } })).toBe(0);
    expect(
      await seats().countDocuments({ _id: { $in: [legacyToCome._id, yesterdayHeld._id] } }),
    ).toBe(2);
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
    expect(await seatArchive().countDocuments()).toBe(4);
  });

  it('moves a time as it starts on its destination clock, and keeps the times to come', async () => {
    // Kiritimati runs 14 hours ahead of UTC: its tomorrow starts at 10:00 UTC today.
    const ahead = await insertDestination(t.connection, { timeZone: 'Pacific/Kiritimati' });
    const behind = await insertDestination(t.connection, { timeZone: 'Pacific/Honolulu' });
    const tomorrow = inDays(1);
    const startsAhead = pastSeat(ahead, tomorrow, 0, true, '00:30');
    const sameTimeBehind = pastSeat(behind, tomorrow, 0, true, '00:30');
    await seats().insertMany([startsAhead, sameTimeBehind]);
    const archive = t.app.get(PastClaimsArchive);
    // 00:30 on Kiritimati's clock tomorrow is 10:30 UTC today.
    const [day] = [new Date().toISOString().slice(0, 10)];
    expect(await archive.sweep(Date.parse(`${day}T10:29:00Z`))).toEqual({ seats: 0, nights: 0 });
    expect(await archive.sweep(Date.parse(`${day}T10:31:00Z`))).toEqual({ seats: 1, nights: 0 });
    expect(await seatArchive().countDocuments({ _id: startsAhead._id })).toBe(1);
    expect(await seats().countDocuments({ _id: sameTimeBehind._id })).toBe(1);
  });

  it('finds the past claims behind more undated claims to come than one batch holds', async () => {
    // A sweep used to read `{date: null}` beside the dated ones a batch at a time, and stopped at a batch
    // of undated claims to come: the past ones behind it stayed live.
    const destinationId = await insertDestination(t.connection);
    const toCome = Array.from({ length: 1001 }, (_, seat) =>
      pastSeat(destinationId, inDays(5), seat, false),
    );
    const past = pastSeat(destinationId, inDays(-4), 0, false);
    await seats().insertMany([...toCome, past]);
    expect((await t.app.get(PastClaimsArchive).sweep()).seats).toBe(1);
    expect(await seatArchive().countDocuments({ _id: past._id })).toBe(1);
    expect(await seats().countDocuments({ slot: toCome[0]!.slot })).toBe(1001);
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

  it("moves past days' closures out, and a past time still reads as closed", async () => {
    const destinationId = await insertDestination(t.connection);
    const closures = t.app.get(TourTimeClosures);
    const closure = (date: string) => ({
      _id: `${destinationId}|${date}|10:00`,
      destinationId: new Types.ObjectId(destinationId),
      date,
      time: '10:00',
      operationId: new Types.ObjectId(),
      closedAt: new Date(),
    });
    const past = closure(inDays(-3));
    const coming = closure(inDays(3));
    await t.connection.collection('tour_time_closures').insertMany([past, coming] as never[]);

    expect(await closures.archivePast()).toBe(1);
    const live = await t.connection.collection('tour_time_closures').find({}).toArray();
    expect(live.map((c) => c._id)).toContain(coming._id);
    expect(live.map((c) => c._id)).not.toContain(past._id);
    const archived = t.connection.collection(TOUR_TIME_CLOSURES_ARCHIVE);
    expect(await archived.countDocuments({ _id: past._id } as never)).toBe(1);
    // Read by the time's own key, live or archived: the past time is still closed, the others open.
    const slot = (date: string) => ({ destinationId, date, time: '10:00' });
    expect(await closures.isClosed(slot(inDays(-3)))).toBe(true);
    expect(await closures.isClosed(slot(inDays(3)))).toBe(true);
    expect(await closures.isClosed(slot(inDays(-4)))).toBe(false);
    expect(await closures.archivePast()).toBe(0);
  });
});
