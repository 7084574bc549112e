import { Types } from 'mongoose';
import { TourTimeOperations } from '../src/bookings/tour-times/tour-time-operations.service';
import { inDays, insertDestination } from './utils/fixtures';
import { usePaymentsApp } from './utils/stripe-mock';

const REFUNDS = '/v1/refunds';
const DATE = inDays(7);

interface Booked {
  reference: string;
  _id: string;
  email: string;
  tickets: number;
  amount: number;
}

interface OperationBody {
  message: string;
  data: {
    _id: string;
    status: string;
    bookings: { reference: string; outcome: string; refunded?: number }[];
    totals: Record<string, number>;
  };
}

describe('tour times: a whole time cancelled or moved, with a dry run, once even across a crash', () => {
  const { stripe, catcher, t } = usePaymentsApp();
  let operations: TourTimeOperations;
  beforeAll(() => (operations = t.app.get(TourTimeOperations)));

  let visitors = 0;

  /** A tour booking of `time`, paid by card through a signed webhook unless `paid` is false (then held). */
  async function book(
    destinationId: string,
    time: string,
    tickets: number,
    paid = true,
  ): Promise<Booked> {
    const email = `tourtime${++visitors}@example.com`;
    const res = await t.http
      .post('/api/booking')
      .send({
        destinationId,
        date: DATE,
        time,
        tickets,
        cost: 45.5 * tickets,
        name: 'Ana Lima',
        email,
      })
      .expect(201);
    const body = res.body as {
      data: { reference: string; _id: string };
      payment: { sessionId: string; amount: number };
    };
    const booked = {
      reference: body.data.reference,
      _id: body.data._id,
      email,
      tickets,
      amount: body.payment.amount,
    };
    if (paid) {
      const event = stripe.paidEvent({ ...booked, sessionId: body.payment.sessionId });
      await stripe.deliver(t.http, event).expect(200);
    }
    return booked;
  }

  const post = (path: string, body: Record<string, unknown>, token: string | null = t.token) => {
    const req = t.http.post(`/api/admin/tour-times/${path}`);
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body);
  };

  const stored = (b: Booked) =>
    t.connection.collection('tour_bookings').findOne({ _id: new Types.ObjectId(b._id) });

  const refundsOf = (b: Booked) =>
    stripe.callsTo(REFUNDS).filter((c) => c.form.get('metadata[bookingReference]') === b.reference);

  const outbox = (key: string) => t.connection.collection('outbox').countDocuments({ key });

  /** Which destination each booking of these tests is for. */
  const destinationOf = new Map<string, string>();

  /** The seats a booking holds at one time of its destination on DATE. */
  const claims = (b: Booked, time: string) =>
    t.connection.collection('seat_claims').countDocuments({
      bookingId: new Types.ObjectId(b._id),
      slot: `${destinationOf.get(b._id)}|${DATE}|${time}`,
    });

  async function bookAll(destinationId: string, time: string, tickets: number[], paid = true) {
    const all: Booked[] = [];
    for (const count of tickets) {
      const booked = await book(destinationId, time, count, paid);
      destinationOf.set(booked._id, destinationId);
      all.push(booked);
    }
    return all;
  }

  const seats = async (destinationId: string, time: string) => {
    const res = await t.http
      .get(`/api/destination/${destinationId}/availability`)
      .query({ date: DATE })
      .expect(200);
    return (res.body.slots as { time: string; left: number; closed?: boolean }[]).find(
      (s) => s.time === time,
    );
  };

  describe('the dry run', () => {
    it('lists the bookings holding seats, with tickets, contacts and money paid, and changes nothing', async () => {
      const destinationId = await insertDestination(t.connection);
      const [a, b] = await bookAll(destinationId, '09:30', [2, 1]);
      const [held] = await bookAll(destinationId, '09:30', [3], false);
      await bookAll(destinationId, '10:00', [4]);
      const res = await post('preview', { destinationId, date: DATE, time: '09:30' }).expect(200);
      const preview = res.body.data as {
        bookings: {
          reference: string;
          tickets: number;
          paid: number;
          status: string;
          payment: string;
        }[];
        totals: Record<string, unknown>;
        closed: boolean;
        target?: unknown;
      };
      expect(preview.bookings.map((x) => x.reference)).toEqual([
        a!.reference,
        b!.reference,
        held!.reference,
      ]);
      expect(preview.bookings[0]).toMatchObject({
        tickets: 2,
        paid: 9100,
        status: 'confirmed',
        payment: 'paid',
      });
      expect(preview.bookings[2]).toMatchObject({
        tickets: 3,
        paid: 0,
        status: 'held',
        payment: 'pending',
      });
      expect(preview.totals).toEqual({
        bookings: 3,
        tickets: 6,
        contacts: 3,
        paid: 9100 + 4550,
        value: 45.5 * 6,
        currency: 'usd',
      });
      expect(preview.closed).toBe(false);
      expect(preview.target).toBeUndefined();

      const move = await post('preview', {
        destinationId,
        date: DATE,
        time: '09:30',
        toTime: '10:00',
      }).expect(200);
      expect(move.body.data.target).toEqual({ date: DATE, time: '10:00', free: 16, fits: true });
      expect((await seats(destinationId, '09:30'))?.left).toBe(14);
      expect((await stored(a!))?.status).toBe('confirmed');
    });
  });

  describe('cancelling a time', () => {
    it('cancels every booking, refunds each paid one once, mails each visitor once, and closes the time', async () => {
      const destinationId = await insertDestination(t.connection);
      const paid = await bookAll(destinationId, '14:00', [2, 3]);
      const [held] = await bookAll(destinationId, '14:00', [1], false);
      const other = (await bookAll(destinationId, '15:00', [1]))[0]!;
      const waiter = 'waiting@example.com';
      const res = await post('cancel', {
        destinationId,
        date: DATE,
        time: '14:00',
        reason: 'Storm warning for the bay',
      }).expect(200);
      const body = res.body as OperationBody;
      expect(body.message).toBe('Cancelled 3 of 3 bookings.');
      expect(body.data.status).toBe('done');
      expect(body.data.totals).toMatchObject({
        bookings: 3,
        tickets: 6,
        cancelled: 3,
        refunded: 9100 + 13650,
      });

      for (const b of [...paid, held!]) {
        const booking = await stored(b);
        expect(booking?.status).toBe('cancelled');
        expect(await outbox(`booking-cancelled:${b.reference}`)).toBe(1);
        const mail = await catcher.mailWith(
          b.email,
          'we had to cancel this tour time',
          'Storm warning for the bay',
        );
        expect(mail).toContain(`/booking/manage?ref=${b.reference}&token=`);
      }
      for (const b of paid) {
        expect(refundsOf(b)).toHaveLength(1);
        expect((await stored(b))?.payment?.status).toBe('refunded');
      }
      expect(refundsOf(held!)).toHaveLength(0);
      // The manage link in the mail shows the cancelled booking.
      const token = await catcher.manageTokenFor(paid[0]!.email, paid[0]!.reference);
      const shown = await t.http
        .get('/api/bookings/manage')
        .query({ ref: paid[0]!.reference, token })
        .expect(200);
      expect(shown.body.booking).toMatchObject({
        status: 'cancelled',
        payment: { status: 'refunded' },
      });

      // Closed: nobody books or waits for it again; the other time is untouched.
      expect(await seats(destinationId, '14:00')).toMatchObject({ left: 0, closed: true });
      await t.http
        .post('/api/booking')
        .send({
          destinationId,
          date: DATE,
          time: '14:00',
          tickets: 1,
          cost: 45.5,
          name: 'Late',
          email: 'late@example.com',
        })
        .expect(409, /cancelled/);
      await t.http
        .post(`/api/destination/${destinationId}/waitlist`)
        .send({ date: DATE, time: '14:00', tickets: 1, name: 'Wait', email: waiter })
        .expect(409, /cancelled/);
      expect((await stored(other))?.status).toBe('confirmed');

      // One audit entry for the whole operation.
      const audit = await t.http
        .get('/api/admin/audit')
        .set('Authorization', `Bearer ${t.token}`)
        .query({ kind: 'tour-time', record: body.data._id })
        .expect(200);
      expect(audit.body.data).toHaveLength(1);
      expect(audit.body.data[0]).toMatchObject({ action: 'cancelled', actor: { type: 'admin' } });

      // Sent again (an answer lost on the way): the same operation, nothing done again.
      const again = await post('cancel', { destinationId, date: DATE, time: '14:00' }).expect(200);
      expect((again.body as OperationBody).data._id).toBe(body.data._id);
      for (const b of paid) expect(refundsOf(b)).toHaveLength(1);
    });

    it('tells the waitlist of the time it is cancelled and ends it', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 2 });
      await bookAll(destinationId, '09:30', [2]);
      const email = 'waitlisted@example.com';
      await t.http
        .post(`/api/destination/${destinationId}/waitlist`)
        .send({ date: DATE, time: '09:30', tickets: 1, name: 'Wait', email })
        .expect(201);
      await post('cancel', { destinationId, date: DATE, time: '09:30' }).expect(200);
      await catcher.mailWith(email, 'you are off its waitlist');
      const entry = await t.connection.collection('tour_waitlist').findOne({ email });
      expect(entry?.status).toBe('left');
      // Freed seats went to nobody.
      expect(
        await t.connection
          .collection('seat_claims')
          .countDocuments({ slot: `${destinationId}|${DATE}|09:30` }),
      ).toBe(0);
    });

    it('carries on after a crash halfway: every booking cancelled, refunded and mailed exactly once', async () => {
      const destinationId = await insertDestination(t.connection);
      const all = await bookAll(destinationId, '10:00', [1, 2, 1, 2]);
      operations.interruptAfter = 2;
      await post('cancel', { destinationId, date: DATE, time: '10:00' }).expect(500);
      const statuses = await Promise.all(all.map(async (b) => (await stored(b))?.status));
      expect(statuses.filter((s) => s === 'cancelled')).toHaveLength(2);
      expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(2);

      const res = await post('cancel', { destinationId, date: DATE, time: '10:00' }).expect(200);
      const body = res.body as OperationBody;
      expect(body.data.totals).toMatchObject({ bookings: 4, cancelled: 4 });
      for (const b of all) {
        expect((await stored(b))?.status).toBe('cancelled');
        expect(refundsOf(b)).toHaveLength(1);
        expect(await outbox(`booking-cancelled:${b.reference}`)).toBe(1);
        await catcher.mailWith(b.email, 'we had to cancel this tour time');
      }
      // No third mail follows (an absence has no event to wait for, so this one waits a fixed time).
      await new Promise((r) => setTimeout(r, 300));
      for (const b of all) {
        expect(catcher.mails.filter((m) => m.to.includes(b.email))).toHaveLength(2); // confirmation + cancel
      }
      const ops = await t.connection
        .collection('tour_time_operations')
        .countDocuments({ destinationId: new Types.ObjectId(destinationId) });
      expect(ops).toBe(1);
      const entries = await t.connection
        .collection('audit_entries')
        .countDocuments({ kind: 'tour-time', record: body.data._id });
      expect(entries).toBe(1);
    });

    it('is finished by the API itself when nobody sends it again (the sweep at start and every minute)', async () => {
      const destinationId = await insertDestination(t.connection);
      const all = await bookAll(destinationId, '15:00', [1, 1]);
      operations.interruptAfter = 1;
      await post('cancel', { destinationId, date: DATE, time: '15:00' }).expect(500);
      await operations.resumeStalled(0);
      for (const b of all) {
        expect((await stored(b))?.status).toBe('cancelled');
        expect(refundsOf(b)).toHaveLength(1);
        expect(await outbox(`booking-cancelled:${b.reference}`)).toBe(1);
      }
      const op = await t.connection
        .collection('tour_time_operations')
        .findOne({ destinationId: new Types.ObjectId(destinationId) });
      expect(op?.status).toBe('done');
      const entry = await t.connection
        .collection('audit_entries')
        .findOne({ kind: 'tour-time', record: String(op?._id) });
      expect(entry?.actor).toMatchObject({ type: 'system' });
    });
  });

  describe('moving a time', () => {
    it('moves every booking, claiming seats at the target and freeing them at the source, and mails each', async () => {
      const destinationId = await insertDestination(t.connection);
      const all = await bookAll(destinationId, '09:30', [2, 3]);
      const res = await post('move', {
        destinationId,
        date: DATE,
        time: '09:30',
        toTime: '15:00',
        reason: 'Boat repair',
      }).expect(200);
      const body = res.body as OperationBody;
      expect(body.message).toBe('Moved 2 of 2 bookings.');
      for (const b of all) {
        const booking = await stored(b);
        expect(booking).toMatchObject({ date: DATE, time: '15:00', status: 'confirmed' });
        expect(await claims(b, '15:00')).toBe(b.tickets);
        expect(await claims(b, '09:30')).toBe(0);
        expect(refundsOf(b)).toHaveLength(0);
        const mail = await catcher.mailWith(
          b.email,
          `now starts on ${DATE} at 15:00`,
          'Boat repair',
        );
        expect(mail).toContain(`from ${DATE} at 09:30`);
      }
      expect((await seats(destinationId, '09:30'))?.left).toBe(20);
      expect((await seats(destinationId, '15:00'))?.left).toBe(15);
      // The new manage link works and shows the new time. Read from the move's own mail: the outbox may
      // deliver the payment's confirmation (with the link the move replaced) after it.
      const movedMail = await catcher.mailWith(all[0]!.email, `now starts on ${DATE} at 15:00`);
      const token = new RegExp(
        `/booking/manage\\?ref=${all[0]!.reference}&token=([A-Za-z0-9_-]+)`,
      ).exec(movedMail)?.[1];
      expect(token).toBeTruthy();
      const shown = await t.http
        .get('/api/bookings/manage')
        .query({ ref: all[0]!.reference, token })
        .expect(200);
      expect(shown.body.booking).toMatchObject({ date: DATE, time: '15:00', status: 'confirmed' });

      const audit = await t.http
        .get('/api/admin/audit')
        .set('Authorization', `Bearer ${t.token}`)
        .query({ record: all[0]!._id })
        .expect(200);
      expect(audit.body.data[0]).toMatchObject({
        action: 'moved',
        before: { time: '09:30' },
        after: { time: '15:00' },
      });
    });

    it('moves nothing when the bookings do not all fit at the target', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 5 });
      const all = await bookAll(destinationId, '09:30', [2, 2]);
      await bookAll(destinationId, '10:00', [2]);
      const preview = await post('preview', {
        destinationId,
        date: DATE,
        time: '09:30',
        toTime: '10:00',
      }).expect(200);
      expect(preview.body.data.target).toMatchObject({ free: 3, fits: false });
      await post('move', { destinationId, date: DATE, time: '09:30', toTime: '10:00' }).expect(
        409,
        /Only 3 seats are free on .* at 10:00; these bookings need 4\. Nothing was moved\./,
      );
      for (const b of all) {
        expect(await stored(b)).toMatchObject({ time: '09:30', status: 'confirmed' });
        expect(await claims(b, '10:00')).toBe(0);
        expect(await claims(b, '09:30')).toBe(b.tickets);
        expect(await outbox(`booking-moved:${b.reference}`)).toBe(0);
      }
      expect((await seats(destinationId, '10:00'))?.left).toBe(3);
    });

    it('carries on after a crash halfway: every booking moved and mailed once, no seat claimed twice', async () => {
      const destinationId = await insertDestination(t.connection);
      const all = await bookAll(destinationId, '14:00', [1, 2, 3]);
      operations.interruptAfter = 1;
      await post('move', { destinationId, date: DATE, time: '14:00', toDate: inDays(8) }).expect(
        500,
      );
      const moved = await Promise.all(all.map(async (b) => (await stored(b))?.date));
      expect(moved.filter((d) => d === inDays(8))).toHaveLength(1);

      const res = await post('move', {
        destinationId,
        date: DATE,
        time: '14:00',
        toDate: inDays(8),
      }).expect(200);
      expect((res.body as OperationBody).data.totals).toMatchObject({ bookings: 3, moved: 3 });
      const target = `${destinationId}|${inDays(8)}|14:00`;
      for (const b of all) {
        expect(await stored(b)).toMatchObject({ date: inDays(8), time: '14:00' });
        const held = await t.connection
          .collection('seat_claims')
          .countDocuments({ bookingId: new Types.ObjectId(b._id), slot: target });
        expect(held).toBe(b.tickets);
        expect(await claims(b, '14:00')).toBe(0); // none left at the source date
        const keys = await t.connection
          .collection('outbox')
          .countDocuments({ key: { $regex: `^booking-moved:${b.reference}:` } });
        expect(keys).toBe(1);
      }
      expect(await t.connection.collection('seat_claims').countDocuments({ slot: target })).toBe(6);
    });

    it("after a crash between a mail and its progress, sends no second mail and keeps that mail's link working", async () => {
      const destinationId = await insertDestination(t.connection);
      const [first, second] = await bookAll(destinationId, '10:00', [1, 2]);
      operations.interruptAfter = 1;
      await post('move', { destinationId, date: DATE, time: '10:00', toTime: '15:00' }).expect(500);
      // Cut off as if right after the first booking's mail was queued: its progress not yet written, the
      // link's token still kept in it.
      const mailed = await catcher.mailWith(first!.email, 'now starts on');
      const token = /\/booking\/manage\?ref=[A-Z0-9-]+&token=([A-Za-z0-9_-]+)/.exec(mailed)?.[1];
      expect(token).toBeDefined();
      const ops = t.connection.collection('tour_time_operations');
      const op = await ops.findOne({ destinationId: new Types.ObjectId(destinationId) });
      expect(op?.items[0]).toMatchObject({ reference: first!.reference, outcome: 'moved' });
      expect(op?.items[0].mailToken).toBeUndefined(); // done: no token kept
      await ops.updateOne(
        { _id: op!._id },
        { $set: { 'items.0.outcome': 'pending', 'items.0.mailToken': token } },
      );

      await operations.resumeStalled(0);
      const done = await ops.findOne({ _id: op!._id });
      expect(done?.status).toBe('done');
      expect(done?.items.map((i: { outcome: string }) => i.outcome)).toEqual(['moved', 'moved']);
      expect(done?.items.some((i: { mailToken?: string }) => i.mailToken)).toBe(false);
      for (const b of [first!, second!]) {
        expect(await outbox(`booking-moved:${b.reference}:${String(op!._id)}`)).toBe(1);
        expect(await stored(b)).toMatchObject({ time: '15:00', status: 'confirmed' });
      }
      // No mail beyond the two follows (an absence has no event to wait for, so this one waits a fixed time).
      await new Promise((r) => setTimeout(r, 300));
      expect(catcher.mails.filter((m) => m.to.includes(first!.email))).toHaveLength(2); // confirmed + moved
      const shown = await t.http
        .get('/api/bookings/manage')
        .query({ ref: first!.reference, token })
        .expect(200);
      expect(shown.body.booking).toMatchObject({ time: '15:00', status: 'confirmed' });
    });
  });

  describe('access and input', () => {
    it('is for admins only', async () => {
      const destinationId = await insertDestination(t.connection);
      const body = { destinationId, date: DATE, time: '09:30' };
      const user = await t.signIn('user');
      for (const path of ['preview', 'cancel', 'move']) {
        await post(path, body, null).expect(401);
        await post(path, { ...body, toTime: '10:00' }, user).expect(403);
      }
    });

    it('answers bad input with 4xx and a clear message, changing nothing', async () => {
      const destinationId = await insertDestination(t.connection);
      const ok = { destinationId, date: DATE, time: '09:30' };
      const cases: [string, Record<string, unknown>, number, string][] = [
        ['preview', {}, 400, 'Please choose a tour, a date and a time'],
        ['preview', { ...ok, destinationId: 'nope' }, 400, 'Invalid destination id'],
        [
          'preview',
          { ...ok, destinationId: new Types.ObjectId().toString() },
          404,
          'Destination not found',
        ],
        ['preview', { ...ok, date: '2020-01-01' }, 400, 'date must be today or a later date'],
        ['preview', { ...ok, date: '2026-13-45' }, 400, 'date must be a date (YYYY-MM-DD)'],
        ['preview', { ...ok, time: '9am' }, 400, 'time must be a time (HH:mm)'],
        ['cancel', { ...ok, time: '11:11' }, 400, 'Please choose one of the tour times'],
        ['cancel', { ...ok, date: 42 }, 400, 'date must be a date (YYYY-MM-DD)'],
        [
          'cancel',
          { ...ok, toTime: '10:00' },
          400,
          'toDate and toTime belong to a move, not a cancel',
        ],
        [
          'cancel',
          { ...ok, reason: 'x'.repeat(201) },
          400,
          'reason must be one line of at most 200 printable characters',
        ],
        [
          'cancel',
          { ...ok, reason: 'two\nlines' },
          400,
          'reason must be one line of at most 200 printable characters',
        ],
        ['move', ok, 400, 'Please choose another date or time to move the bookings to'],
        [
          'move',
          { ...ok, toTime: '09:30', toDate: DATE },
          400,
          'Please choose another date or time to move the bookings to',
        ],
        [
          'move',
          { ...ok, toTime: '11:11' },
          400,
          'Please choose one of the tour times to move the bookings to',
        ],
        ['move', { ...ok, toDate: '2020-01-01' }, 400, 'toDate must be today or a later date'],
        [
          'move',
          { ...ok, toTime: '10:00' },
          409,
          'No bookings hold seats at this time: there is nothing to move.',
        ],
      ];
      for (const [path, body, status, message] of cases) {
        const res = await post(path, body).expect(status);
        expect([path, res.body.message]).toEqual([path, message]);
      }
      expect(
        await t.connection
          .collection('tour_time_operations')
          .countDocuments({ destinationId: new Types.ObjectId(destinationId) }),
      ).toBe(0);
      expect(await seats(destinationId, '09:30')).toMatchObject({ left: 20 });
    });
  });
});
