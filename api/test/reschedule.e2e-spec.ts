import { Types } from 'mongoose';
import { newManageToken } from '../src/bookings/shared/manage-token';
import { inDays, insertDestination, insertOffer, stayBody, tourBody } from './utils/fixtures';
import { useTestApp } from './utils/test-app';

const DATE = inDays(7);
const LATER = inDays(8);

interface Booked {
  _id: string;
  reference: string;
  token: string;
  email: string;
  destinationId: string;
}

interface Changed {
  message: string;
  kind: string;
  booking: { reference: string; date: string; time: string; cost: number; tickets: number };
}

/** The start of the hour three hours from now, as a tour date and time on UTC's clock. */
function soonSlot(): { date: string; time: string } {
  const at = new Date(Date.now() + 3 * 3_600_000);
  return { date: at.toISOString().slice(0, 10), time: `${at.toISOString().slice(11, 13)}:00` };
}

describe('the visitor reschedules a tour booking (manage link and My bookings)', () => {
  const t = useTestApp({ signIn: 'admin' });
  let visitors = 0;

  /** A tour booking over the API, its manage token set here rather than read from the mail. */
  async function book(
    destinationId: string,
    fields: Record<string, unknown> = {},
  ): Promise<Booked> {
    const email = (fields.email as string | undefined) ?? `mover${++visitors}@example.com`;
    const res = await t.http
      .post('/api/booking')
      .send(tourBody(destinationId, { email, ...fields }))
      .expect(201);
    const { _id, reference } = res.body.data as { _id: string; reference: string };
    const { token, hash } = newManageToken();
    await t.connection
      .collection('tour_bookings')
      .updateOne({ _id: new Types.ObjectId(_id) }, { $set: { manageTokenHash: hash } });
    return { _id, reference, token, email, destinationId };
  }

  const moveByLink = (b: Booked, target: Record<string, unknown>) =>
    t.http
      .post('/api/bookings/manage/reschedule')
      .send({ ref: b.reference, token: b.token, ...target });

  const claimsAt = (b: Booked, date: string, time: string) =>
    t.connection.collection('seat_claims').countDocuments({
      bookingId: new Types.ObjectId(b._id),
      slot: `${b.destinationId}|${date}|${time}`,
    });

  const left = async (destinationId: string, date: string, time: string) => {
    const res = await t.http
      .get(`/api/destination/${destinationId}/availability`)
      .query({ date })
      .expect(200);
    return (res.body.slots as { time: string; left: number }[]).find((s) => s.time === time)?.left;
  };

  const mailsOf = (reference: string) =>
    t.connection
      .collection('outbox')
      .find({ key: { $regex: `^booking-rescheduled:${reference}:` } })
      .toArray();

  it('moves a booking from its manage link: seats claimed at the new time and freed at the old, same total, mailed, audited, the link still works', async () => {
    const destinationId = await insertDestination(t.connection, { capacityPerSlot: 6 });
    const booking = await book(destinationId, { tickets: 2 });

    const res = await moveByLink(booking, { date: LATER, time: '14:00' }).expect(200);
    const body = res.body as Changed;
    expect(body.message).toBe(`Your booking is moved to ${LATER} at 14:00.`);
    expect(body.kind).toBe('tour');
    expect(body.booking).toMatchObject({
      reference: booking.reference,
      date: LATER,
      time: '14:00',
      tickets: 2,
      cost: 91,
    });

    expect(await claimsAt(booking, LATER, '14:00')).toBe(2);
    expect(await claimsAt(booking, DATE, '09:30')).toBe(0);
    expect(await left(destinationId, LATER, '14:00')).toBe(4);
    expect(await left(destinationId, DATE, '09:30')).toBe(6);

    const mails = await mailsOf(booking.reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      `Your tour ${booking.reference} is moved to ${LATER} at 14:00 UTC`,
    );
    const audit = await t.connection
      .collection('audit_entries')
      .find({ record: booking._id, action: 'moved' })
      .toArray();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      kind: 'tour-booking',
      before: { date: DATE, time: '09:30' },
      after: { date: LATER, time: '14:00' },
      actor: { type: 'visitor' },
    });

    // The same link shows the booking at its new time, and it can be moved again (back), mailed again.
    const shown = await t.http
      .get('/api/bookings/manage')
      .query({ ref: booking.reference, token: booking.token })
      .expect(200);
    expect(shown.body.booking).toMatchObject({ date: LATER, time: '14:00' });
    await moveByLink(booking, { date: DATE, time: '09:30' }).expect(200);
    expect(await claimsAt(booking, DATE, '09:30')).toBe(2);
    expect(await claimsAt(booking, LATER, '14:00')).toBe(0);
    expect(await mailsOf(booking.reference)).toHaveLength(2);
  });

  it("follows the tour's schedule: no move to a closed date, and the date's own seats", async () => {
    const destinationId = await insertDestination(t.connection, {
      capacityPerSlot: 6,
      schedule: {
        seasons: [],
        closed: [{ from: LATER, to: LATER, note: 'Harbour closed' }],
        capacities: [{ date: DATE, capacity: 3 }],
        cutoffMinutes: 0,
      },
    });
    const booking = await book(destinationId, { date: DATE, time: '14:00', tickets: 2 });
    const closed = await moveByLink(booking, { date: LATER, time: '09:30' }).expect(400);
    expect(closed.body.message).toBe(
      'This tour does not run on this date. Please choose another date.',
    );
    expect(await claimsAt(booking, DATE, '14:00')).toBe(2);
    // The booked date has 3 seats a time (6 on other dates): 1 left at 09:30 after another booking of 2.
    await book(destinationId, { date: DATE, time: '09:30', tickets: 2 });
    await moveByLink(booking, { date: DATE, time: '09:30' }).expect(409);
    expect(await left(destinationId, DATE, '09:30')).toBe(1);
    expect(await claimsAt(booking, DATE, '14:00')).toBe(2);
  });

  it('moves a signed-in visitor’s booking from My bookings, with a new link mailed (the old one stops working)', async () => {
    const destinationId = await insertDestination(t.connection);
    const token = await t.signIn('user');
    const me = await t.http.get('/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    const booking = await book(destinationId, { email: me.body.email as string });

    const res = await t.http
      .post(`/api/bookings/mine/${booking.reference}/reschedule`)
      .set('Authorization', `Bearer ${token}`)
      .send({ date: DATE, time: '10:00' })
      .expect(200);
    expect((res.body as Changed).booking).toMatchObject({ date: DATE, time: '10:00' });
    expect(await claimsAt(booking, DATE, '10:00')).toBe(2);
    expect(await claimsAt(booking, DATE, '09:30')).toBe(0);
    expect(await mailsOf(booking.reference)).toHaveLength(1);
    await t.http
      .get('/api/bookings/manage')
      .query({ ref: booking.reference, token: booking.token })
      .expect(404);

    // Somebody else's booking is not found under my account; nor is a booking without an account.
    const theirs = await book(destinationId);
    const refused = await t.http
      .post(`/api/bookings/mine/${theirs.reference}/reschedule`)
      .set('Authorization', `Bearer ${token}`)
      .send({ date: DATE, time: '10:00' })
      .expect(404);
    expect(refused.body.message).toBe('Booking not found');
    await t.http
      .post(`/api/bookings/mine/${theirs.reference}/reschedule`)
      .send({ date: DATE, time: '10:00' })
      .expect(401);
  });

  describe('refusals, with nothing moved', () => {
    async function expectRefused(
      booking: Booked,
      target: Record<string, unknown>,
      status: number,
      message: string,
    ) {
      const before = await t.connection
        .collection('tour_bookings')
        .findOne({ _id: new Types.ObjectId(booking._id) });
      const res = await moveByLink(booking, target).expect(status);
      expect(res.body.message).toBe(message);
      const after = await t.connection
        .collection('tour_bookings')
        .findOne({ _id: new Types.ObjectId(booking._id) });
      expect({ date: after?.date, time: after?.time }).toEqual({
        date: before?.date,
        time: before?.time,
      });
      const elsewhere = target.date !== before?.date || target.time !== before?.time;
      if (typeof target.date === 'string' && typeof target.time === 'string' && elsewhere) {
        expect(await claimsAt(booking, target.date, target.time)).toBe(0);
      }
      expect(await mailsOf(booking.reference)).toHaveLength(0);
    }

    it('past the cancellation cutoff, in the tour’s time zone', async () => {
      const soon = soonSlot();
      const destinationId = await insertDestination(t.connection, {
        tourTimes: ['09:30', '10:00', soon.time],
      });
      const booking = await book(destinationId);
      // The booking's start moved to three hours from now (within the 24 hours), as time passing would.
      await t.connection
        .collection('tour_bookings')
        .updateOne({ _id: new Types.ObjectId(booking._id) }, { $set: soon });
      await expectRefused(
        booking,
        { date: DATE, time: '10:00' },
        409,
        'Bookings can no longer be moved within 24 hours of the start.',
      );
    });

    it('no room at the new time', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 3 });
      await book(destinationId, { time: '10:00', tickets: 2 });
      const booking = await book(destinationId, { tickets: 2 });
      await expectRefused(
        booking,
        { date: DATE, time: '10:00' },
        409,
        'Only 1 ticket left for this time',
      );
      await book(destinationId, { time: '10:00', tickets: 1 });
      await expectRefused(booking, { date: DATE, time: '10:00' }, 409, 'This time is sold out');
      expect(await claimsAt(booking, DATE, '09:30')).toBe(2);
    });

    it('the same date and time, a time not on the tour, a started or a bad date', async () => {
      const destinationId = await insertDestination(t.connection);
      const booking = await book(destinationId);
      await expectRefused(
        booking,
        { date: DATE, time: '09:30' },
        400,
        'Your booking is already on this date and time. Please choose another date or time.',
      );
      await expectRefused(
        booking,
        { date: DATE, time: '11:11' },
        400,
        'Please choose one of the tour times',
      );
      await expectRefused(booking, { date: DATE }, 400, 'Please choose a new date and time');
      await expectRefused(
        booking,
        { date: inDays(-2), time: '10:00' },
        400,
        'Please choose today or a later date',
      );
      await expectRefused(
        booking,
        { date: '2026-02-30', time: '10:00' },
        400,
        'Please enter a valid date',
      );
      await expectRefused(booking, { date: DATE, time: '9am' }, 400, 'Please enter a valid time');
    });

    it('a withdrawn tour', async () => {
      const destinationId = await insertDestination(t.connection);
      const booking = await book(destinationId);
      await t.connection
        .collection('destinations')
        .deleteOne({ _id: new Types.ObjectId(destinationId) });
      await expectRefused(
        booking,
        { date: DATE, time: '10:00' },
        409,
        'This tour was withdrawn and is no longer offered, so this booking cannot be moved.',
      );
    });

    it('a cancelled booking', async () => {
      const destinationId = await insertDestination(t.connection);
      const booking = await book(destinationId);
      await t.http
        .post('/api/bookings/manage/cancel')
        .send({ ref: booking.reference, token: booking.token })
        .expect(200);
      await expectRefused(
        booking,
        { date: DATE, time: '10:00' },
        409,
        'This booking was cancelled.',
      );
    });

    it('a tour time cancelled as a whole', async () => {
      const destinationId = await insertDestination(t.connection);
      const booking = await book(destinationId);
      await t.http
        .post('/api/admin/tour-times/cancel')
        .set('Authorization', `Bearer ${t.token}`)
        .send({ destinationId, date: DATE, time: '14:00' })
        .expect(200);
      await expectRefused(
        booking,
        { date: DATE, time: '14:00' },
        409,
        'This tour time was cancelled. Please choose another time.',
      );
    });

    it('a stay, and a wrong link', async () => {
      const offerId = await insertOffer(t.connection);
      const res = await t.http.post('/api/bookingapartment').send(stayBody(offerId)).expect(201);
      const { _id, reference } = res.body.data as { _id: string; reference: string };
      const { token, hash } = newManageToken();
      await t.connection
        .collection('stay_bookings')
        .updateOne({ _id: new Types.ObjectId(_id) }, { $set: { manageTokenHash: hash } });
      const stay = await t.http
        .post('/api/bookings/manage/reschedule')
        .send({ ref: reference, token, date: DATE, time: '10:00' })
        .expect(409);
      expect(stay.body.message).toBe('Only a tour booking can be moved to another date or time.');

      const destinationId = await insertDestination(t.connection);
      const booking = await book(destinationId);
      const wrong = await moveByLink(
        { ...booking, token: 'x'.repeat(43) },
        { date: DATE, time: '10:00' },
      ).expect(404);
      expect(wrong.body.message).toBe('This booking link is not valid.');
    });
  });
});
