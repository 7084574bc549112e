import { Types } from 'mongoose';
import { newManageToken } from '../src/bookings/shared/manage-token';
import { StayBookingsService } from '../src/bookings/stays/stay-bookings.service';
import { TourBookingsService } from '../src/bookings/tours/tour-bookings.service';
import { MailCatcher } from './utils/mail-catcher';
import { inDays, insertDestination, insertOffer } from './utils/fixtures';
import { checkoutEvent, StripeMock } from './utils/stripe-mock';
import { createTestApp, TestApp } from './utils/test-app';

/**
 * The payment side of booking-races: Stripe's events for one booking, 50 at once over two API instances on
 * one embedded database, racing each other, the hold's expiry and the visitor's cancels. The booking is
 * confirmed, expired or refunded once: one audit entry, one refund asked of Stripe, never a 5xx.
 */
const N = 50;
const MINUTE = 60_000;
const REFUNDS = '/v1/refunds';
const CANCELLED = 'This booking was cancelled.';

type Kind = 'tour' | 'stay';
type Answer = { status: number; body: { message?: string } };

interface Paid {
  _id: string;
  reference: string;
  sessionId: string;
  amount: number;
  token: string;
  places: number;
}

describe('booking payment races: 50 events at once over two instances, one wins', () => {
  const stripe = new StripeMock();
  const mail = new MailCatcher();
  let a: TestApp;
  let b: TestApp;
  let admin: string;

  beforeAll(async () => {
    const env = {
      ...(await stripe.start()),
      SMTP_URL: await mail.start(),
      WEB_ORIGIN: 'http://site.test',
      JWT_SECRET: 'races-e2e-secret-0123456789abcdef0123',
    };
    a = await createTestApp(env);
    b = await createTestApp(env, a);
    admin = await a.signIn('admin');
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await stripe.stop();
    await mail.stop();
  });

  const on = (i: number) => (i % 2 === 0 ? a : b);
  const race = (send: (i: number) => PromiseLike<Answer> | Promise<unknown>) =>
    Promise.all(Array.from({ length: N }, (_, i) => send(i)));
  const bookings = (kind: Kind) => a.connection.collection(`${kind}_bookings`);
  const claimsOf = (kind: Kind, id: string) =>
    a.connection
      .collection(kind === 'tour' ? 'seat_claims' : 'night_claims')
      .find({ bookingId: new Types.ObjectId(id) })
      .toArray();
  const stored = (kind: Kind, id: string) =>
    bookings(kind).findOne({ _id: new Types.ObjectId(id) });
  const actions = async (id: string) =>
    (await a.connection.collection('audit_entries').find({ record: id }).toArray()).map(
      (e) => e.action as string,
    );
  const count = (list: string[], item: string) => list.filter((x) => x === item).length;
  const refundsOf = (b: Paid) =>
    stripe.callsTo(REFUNDS).filter((c) => c.form.get('payment_intent') === `pi_${b.sessionId}`);

  let visitors = 0;

  /** A hold waiting for its Checkout Session's payment, with a manage token set for it. */
  async function hold(kind: Kind): Promise<Paid> {
    const email = `payer${++visitors}@example.com`;
    let res;
    if (kind === 'tour') {
      const destinationId = await insertDestination(a.connection, { capacityPerSlot: 2 });
      res = await a.http
        .post('/api/booking')
        .send({
          destinationId,
          date: inDays(7),
          time: '09:30',
          tickets: 2,
          cost: 91,
          name: 'Ana',
          email,
        })
        .expect(201);
    } else {
      const offerId = await insertOffer(a.connection);
      res = await a.http
        .post('/api/bookingapartment')
        .send({
          name: 'Stay Guest',
          email,
          checkIn: inDays(10),
          checkOut: inDays(12),
          guests: 1,
          offerId,
          pricePerNight: 40,
          totalCost: 80,
          costPerPerson: 80,
        })
        .expect(201);
    }
    const body = res.body as {
      data: { _id: string; reference: string };
      payment: { sessionId: string; amount: number };
    };
    const { token, hash } = newManageToken();
    await bookings(kind).updateOne(
      { _id: new Types.ObjectId(body.data._id) },
      { $set: { manageTokenHash: hash } },
    );
    return { ...body.data, ...body.payment, token, places: 2 };
  }

  const paidEvent = (p: Paid) => stripe.paidEvent(p);
  const expiredEvent = (p: Paid) =>
    checkoutEvent('checkout.session.expired', {
      id: p.sessionId,
      reference: p.reference,
      kind: p.reference.startsWith('TB-') ? 'tour' : 'stay',
      amount: p.amount,
    });
  /** Each event is a new one (its own id), as Stripe's distinct events about one session are. */
  const deliver = (i: number, event: object) => stripe.deliver(on(i).http, event);
  const cancel = (i: number, p: Paid) =>
    on(i).http.post('/api/bookings/manage/cancel').send({ ref: p.reference, token: p.token });
  const sweep = (i: number, kind: Kind) =>
    kind === 'tour'
      ? on(i).app.get(TourBookingsService).lifecycle.sweep()
      : on(i).app.get(StayBookingsService).lifecycle.sweep();

  /** Time passes: the hold and its claims lapse (no sweep yet). */
  async function lapse(kind: Kind, p: Paid) {
    const past = new Date(Date.now() - 5 * MINUTE);
    const _id = new Types.ObjectId(p._id);
    await bookings(kind).updateOne({ _id }, { $set: { holdExpiresAt: past } });
    await a.connection
      .collection(kind === 'tour' ? 'seat_claims' : 'night_claims')
      .updateMany({ bookingId: _id }, { $set: { expiresAt: past } });
  }

  const webhookAnswers = (answers: unknown[]) =>
    (answers as Answer[]).map((r) => r.status).filter((s) => s !== 200);

  describe.each<Kind>(['tour', 'stay'])('a %s booking', (kind) => {
    it('is confirmed as paid once when 50 paid events come at once', async () => {
      const p = await hold(kind);
      const answers = await race((i) => deliver(i, paidEvent(p)));
      expect(webhookAnswers(answers)).toEqual([]);
      const booking = await stored(kind, p._id);
      expect(booking).toMatchObject({ status: 'confirmed', payment: { status: 'paid' } });
      expect(await claimsOf(kind, p._id)).toHaveLength(p.places);
      expect(count(await actions(p._id), 'paid')).toBe(1);
      expect(refundsOf(p)).toEqual([]);
    });

    it('is expired once when 50 expired-session events come at once', async () => {
      const p = await hold(kind);
      const answers = await race((i) => deliver(i, expiredEvent(p)));
      expect(webhookAnswers(answers)).toEqual([]);
      expect((await stored(kind, p._id))?.status).toBe('expired');
      expect(await claimsOf(kind, p._id)).toEqual([]);
      expect(count(await actions(p._id), 'expired')).toBe(1);
    });

    it('is paid or expired and refunded, once, when paid events race the sweep after its hold lapsed', async () => {
      const p = await hold(kind);
      await lapse(kind, p);
      const answers = await race((i) => (i % 2 === 0 ? deliver(i, paidEvent(p)) : sweep(i, kind)));
      expect(webhookAnswers(answers.filter((_, i) => i % 2 === 0))).toEqual([]);
      const booking = await stored(kind, p._id);
      const audit = await actions(p._id);
      expect(count(audit, 'expired')).toBeLessThanOrEqual(1);
      if (booking?.status === 'confirmed') {
        expect(booking.payment).toMatchObject({ status: 'paid' });
        expect(await claimsOf(kind, p._id)).toHaveLength(p.places);
        expect(count(audit, 'paid')).toBe(1);
        expect(refundsOf(p)).toEqual([]);
      } else {
        expect(booking).toMatchObject({ status: 'expired', payment: { status: 'refunded' } });
        expect(await claimsOf(kind, p._id)).toEqual([]);
        expect(count(audit, 'refunded')).toBe(1);
        expect(refundsOf(p)).toHaveLength(1);
      }
    });

    it('is paid or expired and refunded, once, when paid events race expired-session events', async () => {
      const p = await hold(kind);
      const answers = await race((i) => deliver(i, i % 2 === 0 ? paidEvent(p) : expiredEvent(p)));
      expect(webhookAnswers(answers)).toEqual([]);
      const booking = await stored(kind, p._id);
      const audit = await actions(p._id);
      if (booking?.status === 'confirmed') {
        expect(booking.payment).toMatchObject({ status: 'paid' });
        expect(await claimsOf(kind, p._id)).toHaveLength(p.places);
        expect(count(audit, 'paid')).toBe(1);
        expect(refundsOf(p)).toEqual([]);
      } else {
        expect(booking).toMatchObject({ status: 'expired', payment: { status: 'refunded' } });
        expect(await claimsOf(kind, p._id)).toEqual([]);
        expect(count(audit, 'expired')).toBe(1);
        expect(refundsOf(p)).toHaveLength(1);
      }
    });

    it('is refunded once when a paid booking is cancelled 50 times at once', async () => {
      const p = await hold(kind);
      await deliver(0, paidEvent(p)).expect(200);
      const answers = await race((i) => cancel(i, p));
      const codes = answers.map((r) => (r as Answer).status).sort();
      expect(codes).toEqual([200, ...Array<number>(N - 1).fill(409)]);
      for (const r of answers as Answer[])
        if (r.status === 409) expect(r.body.message).toBe(CANCELLED);
      expect(await stored(kind, p._id)).toMatchObject({
        status: 'cancelled',
        payment: { status: 'refunded' },
      });
      expect(refundsOf(p)).toHaveLength(1);
      expect(count(await actions(p._id), 'cancelled')).toBe(1);
      expect(await claimsOf(kind, p._id)).toEqual([]);
    });

    it('is refunded once when 25 cancels race 25 admin deletes of a paid booking', async () => {
      const p = await hold(kind);
      await deliver(0, paidEvent(p)).expect(200);
      const path =
        kind === 'tour' ? `/api/deleteBooking/${p._id}` : `/api/bookingapartment/${p._id}`;
      const answers = (await race((i) =>
        i % 2 === 0
          ? cancel(i, p)
          : on(i)
              .http.delete(path)
              .set({ Authorization: `Bearer ${admin}` }),
      )) as Answer[];
      expect(answers.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
      expect(answers.filter((r, i) => i % 2 === 1 && r.status === 200)).toHaveLength(1);
      expect(await stored(kind, p._id)).toBeNull();
      const kept = await a.connection.collection('deleted_items').find({ record: p._id }).toArray();
      expect(kept).toHaveLength(1);
      expect(kept[0]?.document).toMatchObject({ payment: { status: 'refunded' } });
      expect(refundsOf(p)).toHaveLength(1);
      expect(count(await actions(p._id), 'deleted')).toBe(1);
      expect(count(await actions(p._id), 'cancelled')).toBeLessThanOrEqual(1);
      expect(await claimsOf(kind, p._id)).toEqual([]);
    });

    it('opens one new Checkout Session per answer when pay-again is sent 50 times at once', async () => {
      const p = await hold(kind);
      const answers = (await race((i) =>
        on(i).http.post('/api/bookings/manage/checkout').send({ ref: p.reference, token: p.token }),
      )) as Answer[];
      const opened = answers.filter((r) => r.status === 200).length;
      for (const r of answers) if (r.status !== 200) expect(r.status).toBe(409);
      // Each answer is an attempt of its own, the one stored the last: none written over by an older one.
      const booking = await stored(kind, p._id);
      expect(booking).toMatchObject({ status: 'held', payment: { status: 'pending' } });
      expect(booking?.payment.attempts).toBe(1 + opened);
      const keys = stripe
        .callsTo('/v1/checkout/sessions')
        .map((c) => c.idempotencyKey)
        .filter((key) => key?.startsWith(`checkout-${p.reference}-`));
      expect(new Set(keys).size).toBe(1 + opened);
    });

    it('refunds a payment once when 50 paid events come for a hold cancelled before', async () => {
      const p = await hold(kind);
      await cancel(0, p).expect(200);
      const answers = await race((i) => deliver(i, paidEvent(p)));
      expect(webhookAnswers(answers)).toEqual([]);
      expect(await stored(kind, p._id)).toMatchObject({
        status: 'cancelled',
        payment: { status: 'refunded' },
      });
      expect(refundsOf(p)).toHaveLength(1);
      expect(count(await actions(p._id), 'refunded')).toBe(1);
    });
  });
});
