import { Types } from 'mongoose';
import { StayBookingsService } from '../src/bookings/stays/stay-bookings.service';
import { TourBookingsService } from '../src/bookings/tours/tour-bookings.service';
import { MailCatcher } from './utils/mail-catcher';
import { checkoutEvent, StripeMock } from './utils/stripe-mock';
import { Answer, countOf, Kind, RACERS, useRaceInstances } from './utils/races';

/**
 * The payment side of booking-races: Stripe's events for one booking, 50 at once over two API instances on
 * one embedded database, racing each other, the hold's expiry and the visitor's cancels. The booking is
 * confirmed, expired or refunded once: one audit entry, one refund asked of Stripe, never a 5xx.
 */
const REFUNDS = '/v1/refunds';
const CANCELLED = 'This booking was cancelled.';

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
  const r = useRaceInstances(async () => ({
    ...(await stripe.start()),
    SMTP_URL: await mail.start(),
    WEB_ORIGIN: 'http://site.test',
  }));
  afterAll(async () => {
    await stripe.stop();
    await mail.stop();
  });

  const stored = (kind: Kind, id: string) =>
    r.bookings(kind).findOne({ _id: new Types.ObjectId(id) });
  const refundsOf = (p: Paid) =>
    stripe.callsTo(REFUNDS).filter((c) => c.form.get('payment_intent') === `pi_${p.sessionId}`);

  /** A hold waiting for its Checkout Session's payment. */
  async function hold(kind: Kind): Promise<Paid> {
    const made = await r.booking(kind);
    if (!made.payment) throw new Error('No Checkout Session: payments are off');
    return { ...made, ...made.payment };
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
  const deliver = (i: number, event: object) => stripe.deliver(r.http(i), event);
  const cancel = (i: number, p: Paid) =>
    r.http(i).post('/api/bookings/manage/cancel').send({ ref: p.reference, token: p.token });
  const sweep = (i: number, kind: Kind) =>
    r
      .app(i)
      .app.get<TourBookingsService | StayBookingsService>(
        kind === 'tour' ? TourBookingsService : StayBookingsService,
      )
      .lifecycle.sweep();

  const webhookAnswers = (answers: unknown[]) =>
    (answers as Answer[]).map((a) => a.status).filter((s) => s !== 200);

  describe.each<Kind>(['tour', 'stay'])('a %s booking', (kind) => {
    it('is confirmed as paid once when 50 paid events come at once', async () => {
      const p = await hold(kind);
      const answers = await r.race((i) => deliver(i, paidEvent(p)));
      expect(webhookAnswers(answers)).toEqual([]);
      const booking = await stored(kind, p._id);
      expect(booking).toMatchObject({ status: 'confirmed', payment: { status: 'paid' } });
      expect(await r.claimsOf(kind, p._id)).toHaveLength(p.places);
      expect(countOf(await r.auditOf(p._id), 'paid')).toBe(1);
      expect(refundsOf(p)).toEqual([]);
      expect(await r.outboxKeys(p.reference)).toEqual([`booking-confirmed:${p.reference}`]);
    });

    it('is expired once when 50 expired-session events come at once', async () => {
      const p = await hold(kind);
      const answers = await r.race((i) => deliver(i, expiredEvent(p)));
      expect(webhookAnswers(answers)).toEqual([]);
      expect((await stored(kind, p._id))?.status).toBe('expired');
      expect(await r.claimsOf(kind, p._id)).toEqual([]);
      expect(countOf(await r.auditOf(p._id), 'expired')).toBe(1);
    });

    /**
     * Either the payment won (confirmed, paid once, places kept, nothing refunded) or the hold's end did
     * (expired, places freed, refunded once, `endAction` audited once); answers the booking's audit entries.
     */
    async function expectPaidOrRefundedOnce(p: Paid, endAction: string) {
      const booking = await stored(kind, p._id);
      const audit = await r.auditOf(p._id);
      if (booking?.status === 'confirmed') {
        expect(booking.payment).toMatchObject({ status: 'paid' });
        expect(await r.claimsOf(kind, p._id)).toHaveLength(p.places);
        expect(countOf(audit, 'paid')).toBe(1);
        expect(refundsOf(p)).toEqual([]);
      } else {
        expect(booking).toMatchObject({ status: 'expired', payment: { status: 'refunded' } });
        expect(await r.claimsOf(kind, p._id)).toEqual([]);
        expect(countOf(audit, endAction)).toBe(1);
        expect(refundsOf(p)).toHaveLength(1);
      }
      return audit;
    }

    it('is paid or expired and refunded, once, when paid events race the sweep after its hold lapsed', async () => {
      const p = await hold(kind);
      await r.lapse(kind, p._id);
      const answers = await r.race<unknown>((i) =>
        i % 2 === 0 ? deliver(i, paidEvent(p)) : sweep(i, kind),
      );
      expect(webhookAnswers(answers.filter((_, i) => i % 2 === 0))).toEqual([]);
      const audit = await expectPaidOrRefundedOnce(p, 'refunded');
      expect(countOf(audit, 'expired')).toBeLessThanOrEqual(1);
    });

    it('is paid or expired and refunded, once, when paid events race expired-session events', async () => {
      const p = await hold(kind);
      const answers = await r.race((i) => deliver(i, i % 2 === 0 ? paidEvent(p) : expiredEvent(p)));
      expect(webhookAnswers(answers)).toEqual([]);
      await expectPaidOrRefundedOnce(p, 'expired');
    });

    it('is refunded once when a paid booking is cancelled 50 times at once', async () => {
      const p = await hold(kind);
      await deliver(0, paidEvent(p)).expect(200);
      const answers = await r.race((i) => cancel(i, p));
      expect(answers.map((a) => a.status).sort()).toEqual([
        200,
        ...Array<number>(RACERS - 1).fill(409),
      ]);
      for (const a of answers) if (a.status === 409) expect(a.body.message).toBe(CANCELLED);
      expect(await stored(kind, p._id)).toMatchObject({
        status: 'cancelled',
        payment: { status: 'refunded' },
      });
      expect(refundsOf(p)).toHaveLength(1);
      expect(countOf(await r.auditOf(p._id), 'cancelled')).toBe(1);
      expect(await r.claimsOf(kind, p._id)).toEqual([]);
    });

    it('is refunded once when 25 cancels race 25 admin deletes of a paid booking', async () => {
      const p = await hold(kind);
      await deliver(0, paidEvent(p)).expect(200);
      const path =
        kind === 'tour' ? `/api/deleteBooking/${p._id}` : `/api/bookingapartment/${p._id}`;
      const answers = (await r.race((i) =>
        i % 2 === 0 ? cancel(i, p) : r.http(i).delete(path).set(r.asAdmin()),
      )) as Answer[];
      expect(answers.map((a) => a.status).filter((s) => s >= 500)).toEqual([]);
      expect(answers.filter((a, i) => i % 2 === 1 && a.status === 200)).toHaveLength(1);
      expect(await stored(kind, p._id)).toBeNull();
      const kept = await r.a.connection
        .collection('deleted_items')
        .find({ record: p._id })
        .toArray();
      expect(kept).toHaveLength(1);
      expect(kept[0]?.document).toMatchObject({ payment: { status: 'refunded' } });
      expect(refundsOf(p)).toHaveLength(1);
      expect(countOf(await r.auditOf(p._id), 'deleted')).toBe(1);
      expect(countOf(await r.auditOf(p._id), 'cancelled')).toBeLessThanOrEqual(1);
      expect(await r.claimsOf(kind, p._id)).toEqual([]);
    });

    it('opens one new Checkout Session per answer when pay-again is sent 50 times at once', async () => {
      const p = await hold(kind);
      const answers = (await r.race((i) =>
        r.http(i).post('/api/bookings/manage/checkout').send({ ref: p.reference, token: p.token }),
      )) as Answer[];
      const opened = answers.filter((a) => a.status === 200).length;
      expect(opened).toBeGreaterThanOrEqual(1);
      for (const a of answers) if (a.status !== 200) expect(a.status).toBe(409);
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
      const answers = await r.race((i) => deliver(i, paidEvent(p)));
      expect(webhookAnswers(answers)).toEqual([]);
      expect(await stored(kind, p._id)).toMatchObject({
        status: 'cancelled',
        payment: { status: 'refunded' },
      });
      expect(refundsOf(p)).toHaveLength(1);
      expect(countOf(await r.auditOf(p._id), 'refunded')).toBe(1);
      expect(
        (await r.outboxKeys(p.reference)).filter((key) => key.startsWith('booking-refunded')),
      ).toEqual([`booking-refunded:${p.reference}`]);
    });
  });
});
