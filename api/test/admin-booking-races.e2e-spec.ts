import { Types } from 'mongoose';
import { BOOKING_BUSY } from '../src/bookings/shared/booking-locks';
import { inDays, insertDestination } from './utils/fixtures';
import { MailCatcher } from './utils/mail-catcher';
import { countOf, RACE_DATE, statuses, useRaceInstances } from './utils/races';

/**
 * An admin's changes of one booking racing for the last seats, 50 at once over two instances: tickets
 * changed on fifty bookings of one time, and fifty bookings moved to one time, never sell more seats than
 * the time has, and each booking holds exactly the seats its tickets say.
 */
describe('admin booking actions: 50 at once for the last seats', () => {
  const mail = new MailCatcher();
  const r = useRaceInstances(async () => ({ SMTP_URL: await mail.start() }));
  afterAll(() => mail.stop());
  // Fifty bookings made first, then fifty changes taking turns: more than the races of one request each.
  jest.setTimeout(600_000);

  /** `count` confirmed back-office bookings of `tickets` at `time`, without mails, made side by side. */
  function bookOnes(destinationId: string, time: string, count: number, tickets = 1) {
    return Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const res = await r.a.http
          .post('/api/admin/bookings/tours')
          .set(r.asAdmin())
          .send({
            destinationId,
            date: RACE_DATE,
            time,
            tickets,
            cost: 45.5 * tickets,
            name: 'Racer',
            email: `admin-racer${i}@example.com`,
            sendMail: false,
          })
          .expect(201);
        return res.body.data.booking as { _id: string; reference: string };
      }),
    );
  }

  /** The one booking `bookOnes` made. */
  async function bookOne(destinationId: string, time: string) {
    const [booking] = await bookOnes(destinationId, time, 1);
    if (!booking) throw new Error('No booking made');
    return booking;
  }

  const nth = <T>(list: T[], i: number): T => {
    const item = list[i];
    if (item === undefined) throw new Error(`No item ${i}`);
    return item;
  };

  const seatsAt = async (slot: string) =>
    r.a.connection.collection('seat_claims').countDocuments({ slot });
  const ticketsOf = async (id: string) =>
    (await r.bookings('tour').findOne({ _id: new Types.ObjectId(id) }))?.tickets as number;

  it('changes tickets of 50 bookings racing for 10 last seats: 10 changed, 40 refused, none oversold', async () => {
    const destinationId = await insertDestination(r.a.connection, { capacityPerSlot: 60 });
    const bookings = await bookOnes(destinationId, '09:30', 50);
    const answers = await r.race((i) =>
      r
        .http(i)
        .patch(`/api/admin/bookings/${nth(bookings, i).reference}`)
        .set(r.asAdmin())
        .send({ tickets: 2 }),
    );
    expect(countOf(statuses(answers).map(String), '200')).toBe(10);
    expect(countOf(statuses(answers).map(String), '409')).toBe(40);
    expect(await seatsAt(`${destinationId}|${RACE_DATE}|09:30`)).toBe(60);
    for (const [i, booking] of bookings.entries()) {
      const tickets = nth(answers, i).status === 200 ? 2 : 1;
      expect(await ticketsOf(booking._id)).toBe(tickets);
      expect(await r.claimsOf('tour', booking._id)).toHaveLength(tickets);
    }
  });

  it('changes one booking 50 times at once: it ends with the tickets of one of them and their seats', async () => {
    const destinationId = await insertDestination(r.a.connection, { capacityPerSlot: 10 });
    const booking = await bookOne(destinationId, '09:30');
    const answers = await r.race((i) =>
      r
        .http(i)
        .patch(`/api/admin/bookings/${booking.reference}`)
        .set(r.asAdmin())
        .send({ tickets: 1 + (i % 5) }),
    );
    // Each takes its turn; on a loaded machine the last may wait past the lock's 25 s and say so.
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.body.message)).toEqual(refused.map(() => BOOKING_BUSY));
    const tickets = await ticketsOf(booking._id);
    expect(await r.claimsOf('tour', booking._id)).toHaveLength(tickets);
    expect(await seatsAt(`${destinationId}|${RACE_DATE}|09:30`)).toBe(tickets);
  });

  it('moves 50 bookings to a time with 10 seats left: 10 moved, 40 refused, seats at one time each', async () => {
    const destinationId = await insertDestination(r.a.connection, { capacityPerSlot: 50 });
    const bookings = await bookOnes(destinationId, '09:30', 50);
    await bookOnes(destinationId, '10:00', 4, 10);
    const answers = await r.race((i) =>
      r
        .http(i)
        .post(`/api/admin/bookings/${nth(bookings, i).reference}/move`)
        .set(r.asAdmin())
        .send({ time: '10:00' }),
    );
    expect(countOf(statuses(answers).map(String), '200')).toBe(10);
    expect(countOf(statuses(answers).map(String), '409')).toBe(40);
    expect(await seatsAt(`${destinationId}|${RACE_DATE}|10:00`)).toBe(50);
    expect(await seatsAt(`${destinationId}|${RACE_DATE}|09:30`)).toBe(40);
    for (const [i, booking] of bookings.entries()) {
      const time = nth(answers, i).status === 200 ? '10:00' : '09:30';
      const claims = await r.claimsOf('tour', booking._id);
      expect(claims.map((c) => c.slot)).toEqual([`${destinationId}|${RACE_DATE}|${time}`]);
      expect(countOf(await r.auditOf(booking._id), 'moved')).toBe(time === '10:00' ? 1 : 0);
    }
  });

  it('moves one booking once when it is moved 50 times at once', async () => {
    const destinationId = await insertDestination(r.a.connection, { capacityPerSlot: 5 });
    const booking = await bookOne(destinationId, '09:30');
    const answers = await r.race((i) =>
      r
        .http(i)
        .post(`/api/admin/bookings/${booking.reference}/move`)
        .set(r.asAdmin())
        .send({ date: inDays(8), time: '14:00' }),
    );
    // The first moves it; the others find it there already (or, on a loaded machine, waited past the
    // lock's 25 s and say so): none moves it again.
    expect(countOf(statuses(answers).map(String), '200')).toBe(1);
    const others = answers.filter((a) => a.status !== 200).map((a) => a.body.message);
    expect(others.filter((m) => m !== BOOKING_BUSY)).toEqual(
      Array(others.filter((m) => m !== BOOKING_BUSY).length).fill(
        'Please choose another date or time to move the booking to',
      ),
    );
    expect((await r.claimsOf('tour', booking._id)).map((c) => c.slot)).toEqual([
      `${destinationId}|${inDays(8)}|14:00`,
    ]);
    expect(countOf(await r.auditOf(booking._id), 'moved')).toBe(1);
  });
});
