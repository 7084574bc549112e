import { Types } from 'mongoose';
import { TourBookingsService } from '../src/bookings/tours/tour-bookings.service';
import { inDays, insertDestination, insertOffer, stayBody, tourBody } from './utils/fixtures';
import { checkoutEvent, usePaymentsApp, WEBHOOK } from './utils/stripe-mock';
import { useTestApp } from './utils/test-app';

const MINUTE = 60_000;
const SESSIONS = '/v1/checkout/sessions';
const REFUNDS = '/v1/refunds';

interface Created {
  reference: string;
  _id: string;
  sessionId: string;
  amount: number;
  successUrl: string;
  email: string;
}

describe('payments: Stripe Checkout against stripe-mock, signed webhooks, refunds', () => {
  const { stripe, catcher, t } = usePaymentsApp();

  let visitors = 0;
  const newEmail = () => `payer${++visitors}@example.com`;

  async function bookTour(
    destinationId: string,
    fields: Record<string, unknown> = {},
    expect = 201,
  ) {
    const email = (fields.email as string | undefined) ?? newEmail();
    const res = await t.http
      .post('/api/booking')
      .send(tourBody(destinationId, { tickets: 1, ...fields, email }))
      .expect(expect);
    return { res, email };
  }

  /** The manage link's key, from the success URL the booking's session was given. */
  const tokenOf = (b: Created) => new URL(b.successUrl).searchParams.get('token');
  /** An action of the manage page (confirm, cancel, checkout) on a booking, by its link's key. */
  const manage = (action: string, b: Created, token: unknown) =>
    t.http.post(`/api/bookings/manage/${action}`).send({ ref: b.reference, token });

  async function tour(
    destinationId: string,
    fields: Record<string, unknown> = {},
  ): Promise<Created> {
    const { res, email } = await bookTour(destinationId, fields);
    return createdFrom(res.body, email);
  }

  /** What a test needs of a booking the API answered with its Checkout Session. */
  function createdFrom(answer: unknown, email: string): Created {
    const body = answer as {
      data: { reference: string; _id: string };
      payment: { sessionId: string; amount: number };
    };
    return {
      reference: body.data.reference,
      _id: body.data._id,
      sessionId: body.payment.sessionId,
      amount: body.payment.amount,
      successUrl: stripe.successUrlOf(body.data.reference),
      email,
    };
  }

  /** The audit trail of one booking, oldest first. */
  async function auditOf(record: string) {
    const res = await t.http
      .get('/api/admin/audit')
      .set('Authorization', `Bearer ${t.token}`)
      .query({ record })
      .expect(200);
    return (
      res.body as {
        data: { action: string; actor: { type: string }; before: unknown; after: unknown }[];
      }
    ).data.reverse();
  }

  const deliver = (event: object, options: { secret?: string; timestamp?: number } = {}) =>
    stripe.deliver(t.http, event, options);

  const paid = (b: Created, extra: Partial<Parameters<typeof checkoutEvent>[1]> = {}) =>
    stripe.paidEvent(b, extra);

  const expired = (b: Created, sessionId = b.sessionId) =>
    checkoutEvent('checkout.session.expired', {
      id: sessionId,
      reference: b.reference,
      kind: b.reference.startsWith('TB-') ? 'tour' : 'stay',
      amount: b.amount,
    });

  const stored = (b: Created, collection = 'tour_bookings') =>
    t.connection.collection(collection).findOne({ _id: new Types.ObjectId(b._id) });

  const seatsLeft = async (destinationId: string, time = '09:30') => {
    const res = await t.http
      .get(`/api/destination/${destinationId}/availability`)
      .query({ date: inDays(7) })
      .expect(200);
    return (res.body.slots as { time: string; left: number }[]).find((s) => s.time === time)?.left;
  };

  /** Time passes: the booking's hold and its seat claims lapse, and the sweep expires it. */
  async function lapseAndSweep(b: Created): Promise<void> {
    const past = new Date(Date.now() - 5 * MINUTE);
    await t.connection
      .collection('tour_bookings')
      .updateOne({ _id: new Types.ObjectId(b._id) }, { $set: { holdExpiresAt: past } });
    await t.connection
      .collection('seat_claims')
      .updateMany({ bookingId: new Types.ObjectId(b._id) }, { $set: { expiresAt: past } });
    await t.app.get(TourBookingsService).lifecycle.sweep();
  }

  const mailsTo = (email: string) => catcher.mails.filter((m) => m.to.includes(email)).length;

  describe('booking with payments on', () => {
    it('tells the booking forms that bookings are paid by card', async () => {
      const res = await t.http.get('/api/payments').expect(200);
      expect(res.body).toEqual({ enabled: true, currency: 'usd' });
    });

    it('holds a tour, opens a Checkout Session for the server price in cents, and answers where to pay', async () => {
      const destinationId = await insertDestination(t.connection);
      const before = Date.now();
      const { res, email } = await bookTour(destinationId, { tickets: 2, extras: false });
      const { data, payment } = res.body as {
        data: {
          reference: string;
          status: string;
          holdExpiresAt: string;
          payment: { status: string };
        };
        payment: Record<string, unknown>;
      };
      expect(data.status).toBe('held');
      expect(data.payment.status).toBe('pending');
      expect(payment).toMatchObject({ status: 'pending', amount: 9100, currency: 'usd' });
      expect(payment.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
      expect(payment.sessionId).toMatch(/^cs_/);

      const call = stripe.callsTo(SESSIONS).at(-1)!;
      expect(call.idempotencyKey).toBe(`checkout-${data.reference}-1`);
      expect(call.form.get('mode')).toBe('payment');
      expect(call.form.get('client_reference_id')).toBe(data.reference);
      expect(call.form.get('metadata[bookingReference]')).toBe(data.reference);
      expect(call.form.get('metadata[kind]')).toBe('tour');
      expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('9100');
      expect(call.form.get('line_items[0][price_data][currency]')).toBe('usd');
      expect(call.form.get('customer_email')).toBe(email);
      expect(call.form.get('success_url')).toMatch(
        new RegExp(
          `^http://site\\.test/booking/paid\\?ref=${data.reference}&token=[A-Za-z0-9_-]{43}$`,
        ),
      );
      expect(call.form.get('cancel_url')).toMatch(
        /^http:\/\/site\.test\/booking\/payment-cancelled\?ref=/,
      );
      // The session ends with the hold, at least Stripe's 30 minutes away.
      const expiresAt = Number(call.form.get('expires_at')) * 1000;
      expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * MINUTE);
      expect(Math.abs(expiresAt - Date.parse(data.holdExpiresAt))).toBeLessThan(1000);

      expect(await seatsLeft(destinationId)).toBe(18);
      // The confirmation goes out once paid, not before (an absence has no event to wait for, so this one waits a fixed time).
      await new Promise((r) => setTimeout(r, 300));
      expect(mailsTo(email)).toBe(0);
    });

    it('holds even a verified owner until paid: paying is the confirmation', async () => {
      const destinationId = await insertDestination(t.connection);
      const token = await t.signIn('user');
      const me = await t.http.get('/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
      const res = await t.http
        .post('/api/booking')
        .set('Authorization', `Bearer ${token}`)
        .send(
          tourBody(destinationId, {
            time: '10:00',
            tickets: 1,
            email: (me.body as { email: string }).email,
          }),
        )
        .expect(201);
      expect(res.body.data.status).toBe('held');
      expect(res.body.payment.status).toBe('pending');
    });

    it('opens a stay session of kind stay, for the nights at the server price', async () => {
      const offerId = await insertOffer(t.connection);
      const res = await t.http
        .post('/api/bookingapartment')
        .send(stayBody(offerId, { email: newEmail(), checkOut: inDays(13) }))
        .expect(201);
      expect(res.body.payment).toMatchObject({ status: 'pending', amount: 12000, currency: 'usd' });
      const call = stripe.callsTo(SESSIONS).at(-1)!;
      expect(call.form.get('metadata[kind]')).toBe('stay');
      expect(call.form.get('client_reference_id')).toMatch(/^ST-/);
    });

    it('opens no session for a booking a promo code makes free: held for its mail link, as with payments off', async () => {
      const destinationId = await insertDestination(t.connection);
      const offerId = await insertOffer(t.connection);
      await t.http
        .post('/api/admin/promo-codes')
        .set('Authorization', `Bearer ${t.token}`)
        .send({ code: 'ONTHEHOUSE', kind: 'percent', value: 100 })
        .expect(201);
      const sessions = stripe.callsTo(SESSIONS).length;
      const email = newEmail();
      const tourRes = await t.http
        .post('/api/booking')
        .send(tourBody(destinationId, { tickets: 1, email, cost: 0, promoCode: 'ONTHEHOUSE' }))
        .expect(201);
      const stayRes = await t.http
        .post('/api/bookingapartment')
        .send(stayBody(offerId, { email, promoCode: 'ONTHEHOUSE' }))
        .expect(201);
      for (const res of [tourRes, stayRes]) {
        expect(res.body.payment).toBeUndefined();
        expect(res.body.data).toMatchObject({ status: 'held', price: { total: 0 } });
      }
      expect(stripe.callsTo(SESSIONS)).toHaveLength(sessions);
      // Each mail carries the link that confirms it, as a hold's does with payments off.
      for (const res of [tourRes, stayRes]) {
        await catcher.manageTokenFor(email, res.body.data.reference);
      }
    });

    it('leaves nothing behind when Stripe cannot be reached: 503, no booking, seats free', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 3 });
      stripe.down = true;
      try {
        const { res, email } = await bookTour(destinationId, {}, 503);
        expect(res.body.message).toBe(
          'The payment service could not be reached. Nothing was booked or charged; please try again.',
        );
        expect(await t.connection.collection('tour_bookings').countDocuments({ email })).toBe(0);
      } finally {
        stripe.down = false;
      }
      expect(await seatsLeft(destinationId)).toBe(3);
    });
  });

  describe('the webhook', () => {
    it('refuses a missing or wrong signature and a stale timestamp, changing nothing', async () => {
      const destinationId = await insertDestination(t.connection);
      const b = await tour(destinationId);
      const event = paid(b);
      const unsigned = await t.http
        .post(WEBHOOK)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(event))
        .expect(400);
      expect(unsigned.body.message).toBe(
        'The Stripe-Signature header is missing or does not match the body.',
      );
      await deliver(event, { secret: 'whsec_someone_else' }).expect(400);
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }).expect(400);
      // A body changed after signing.
      const { header } = stripe.sign(event);
      await t.http
        .post(WEBHOOK)
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', header)
        .send(JSON.stringify({ ...event, id: 'evt_forged' }))
        .expect(400);
      const booking = await stored(b);
      expect(booking!.status).toBe('held');
      expect(booking!.payment.status).toBe('pending');
      expect(await t.connection.collection('payment_events').countDocuments({})).toBe(0);
    });

    it('confirms a paid booking once, records the payment and mails the confirmation once', async () => {
      const destinationId = await insertDestination(t.connection);
      const b = await tour(destinationId);
      const event = paid(b, { paymentIntent: 'pi_paid_once' });
      const first = await deliver(event).expect(200);
      expect(first.body).toEqual({ received: true, applied: true });
      const booking = await stored(b);
      expect(booking!.status).toBe('confirmed');
      expect(booking!.holdExpiresAt).toBeUndefined();
      expect(booking!.payment).toMatchObject({
        status: 'paid',
        amount: 4550,
        currency: 'usd',
        paymentIntentId: 'pi_paid_once',
      });
      expect(booking!.payment.paidAt).toBeInstanceOf(Date);
      const mail = await catcher.mailWith(b.email, b.reference, 'Paid by card: 45.50 USD');
      expect(mail).toContain(`http://site.test/booking/manage?ref=${b.reference}&token=`);

      const replay = await deliver(event).expect(200);
      expect(replay.body).toEqual({ received: true, applied: false });
      // The replay sends no second mail (an absence has no event to wait for, so this one waits a fixed time).
      await new Promise((r) => setTimeout(r, 300));
      expect(mailsTo(b.email)).toBe(1);

      // The manage link shows it paid.
      const token = tokenOf(b);
      const shown = await t.http
        .get('/api/bookings/manage')
        .query({ ref: b.reference, token })
        .expect(200);
      expect(shown.body.booking.status).toBe('confirmed');
      expect(shown.body.booking.payment).toMatchObject({ status: 'paid', amount: 4550 });

      // Audited once, by the webhook, without the session's link or the manage token.
      const trail = await auditOf(b._id);
      expect(trail.map((e) => [e.action, e.actor.type])).toEqual([
        ['created', 'visitor'],
        ['paid', 'webhook'],
      ]);
      expect(trail[1]).toMatchObject({
        before: { status: 'held', payment: { status: 'pending' } },
        after: {
          status: 'confirmed',
          payment: { status: 'paid', paymentIntentId: 'pi_paid_once' },
        },
      });
      expect(JSON.stringify(trail)).not.toMatch(/checkoutUrl|checkout\.stripe|TokenHash|clientKey/);
      expect(JSON.stringify(trail)).not.toContain(token);
    });

    it('lets an expiry arriving after the payment change nothing', async () => {
      const destinationId = await insertDestination(t.connection);
      const b = await tour(destinationId);
      await deliver(paid(b)).expect(200);
      await deliver(expired(b)).expect(200);
      const booking = await stored(b);
      expect(booking!.status).toBe('confirmed');
      expect(booking!.payment.status).toBe('paid');
      expect(await seatsLeft(destinationId)).toBe(19);
    });

    it('releases an unpaid hold when its session expires', async () => {
      const destinationId = await insertDestination(t.connection);
      const b = await tour(destinationId);
      expect(await seatsLeft(destinationId)).toBe(19);
      await deliver(expired(b)).expect(200);
      expect((await stored(b))!.status).toBe('expired');
      expect(await seatsLeft(destinationId)).toBe(20);
    });

    it('confirms nothing when the amount or the currency differs from the booking', async () => {
      const destinationId = await insertDestination(t.connection);
      const b = await tour(destinationId);
      await deliver(paid(b, { amount: 100 })).expect(200);
      await deliver(paid(b, { currency: 'eur' })).expect(200);
      const booking = await stored(b);
      expect(booking!.status).toBe('held');
      expect(booking!.payment.status).toBe('pending');
    });

    it('refunds at once a payment that arrives after its hold lapsed and its seat was sold, and says so', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 1 });
      const late = await tour(destinationId);
      // Time passes: the hold lapses, the sweep frees the seat, someone else books it.
      await lapseAndSweep(late);
      await tour(destinationId);
      expect(await seatsLeft(destinationId)).toBe(0);

      const refundsBefore = stripe.callsTo(REFUNDS).length;
      await deliver(paid(late, { paymentIntent: 'pi_too_late' })).expect(200);
      const refunds = stripe.callsTo(REFUNDS).slice(refundsBefore);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.form.get('payment_intent')).toBe('pi_too_late');
      expect(refunds[0]!.form.get('amount')).toBe('4550');
      expect(refunds[0]!.idempotencyKey).toBe(`refund-${late.reference}-pi_too_late`);
      const booking = await stored(late);
      expect(booking!.status).toBe('expired');
      expect(booking!.payment).toMatchObject({ status: 'refunded', refundAmount: 4550 });
      expect(booking!.payment.refundId).toMatch(/^re_/);
      expect((await auditOf(late._id)).map((e) => [e.action, e.actor.type])).toEqual([
        ['created', 'visitor'],
        ['expired', 'sweep'],
        ['refunded', 'webhook'],
      ]);
      await catcher.mailWith(
        late.email,
        `Your payment for ${late.reference} is refunded`,
        '45.50 USD',
      );
    });

    it('confirms a payment that arrives after its hold lapsed while its seat is still free, and mails the confirmation', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 1 });
      const late = await tour(destinationId);
      await lapseAndSweep(late);
      expect(await seatsLeft(destinationId)).toBe(1);

      const refundsBefore = stripe.callsTo(REFUNDS).length;
      const answer = await deliver(paid(late, { paymentIntent: 'pi_late_but_free' })).expect(200);
      expect(answer.body).toEqual({ received: true, applied: true });
      expect(stripe.callsTo(REFUNDS).slice(refundsBefore)).toHaveLength(0);
      const booking = await stored(late);
      expect(booking!.status).toBe('confirmed');
      expect(booking!.holdExpiresAt).toBeUndefined();
      expect(booking!.payment).toMatchObject({
        status: 'paid',
        paymentIntentId: 'pi_late_but_free',
      });
      // The seat is the booking's again, for good: no later sweep or lapse frees it.
      expect(await seatsLeft(destinationId)).toBe(0);
      await t.app.get(TourBookingsService).lifecycle.sweep();
      expect(await seatsLeft(destinationId)).toBe(0);
      await bookTour(destinationId, {}, 409);
      const mail = await catcher.mailWith(late.email, late.reference, 'Paid by card: 45.50 USD');
      expect(mail).toContain(`http://site.test/booking/manage?ref=${late.reference}&token=`);
      expect((await auditOf(late._id)).map((e) => [e.action, e.actor.type])).toEqual([
        ['created', 'visitor'],
        ['expired', 'sweep'],
        ['paid', 'webhook'],
      ]);
    });

    it('confirms a late payment for a lapsed stay hold the sweep has not reached, its nights still free', async () => {
      const offerId = await insertOffer(t.connection);
      const email = newEmail();
      const res = await t.http
        .post('/api/bookingapartment')
        .send(stayBody(offerId, { email, checkIn: inDays(20), checkOut: inDays(22) }))
        .expect(201);
      const late = createdFrom(res.body, email);
      // Lapsed a moment ago: still `held` in storage, its night claims not yet lapsed (release margin).
      await t.connection
        .collection('stay_bookings')
        .updateOne(
          { _id: new Types.ObjectId(late._id) },
          { $set: { holdExpiresAt: new Date(Date.now() - 5000) } },
        );

      await deliver(paid(late, { paymentIntent: 'pi_late_stay' })).expect(200);
      const booking = await stored(late, 'stay_bookings');
      expect(booking!.status).toBe('confirmed');
      expect(booking!.payment).toMatchObject({ status: 'paid', paymentIntentId: 'pi_late_stay' });
      const claims = await t.connection
        .collection('night_claims')
        .find({ bookingId: new Types.ObjectId(late._id) })
        .toArray();
      expect(claims.map((c) => [c.night, c.expiresAt])).toEqual([
        [inDays(20), undefined],
        [inDays(21), undefined],
      ]);
      await catcher.mailWith(email, late.reference, 'Paid by card: 80.00 USD');
      expect((await auditOf(late._id)).map((e) => [e.action, e.actor.type])).toEqual([
        ['created', 'visitor'],
        ['expired', 'webhook'],
        ['paid', 'webhook'],
      ]);
    });

    it('refunds a late payment whose tour time was cancelled as a whole meanwhile', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 2 });
      const late = await tour(destinationId);
      await lapseAndSweep(late);
      await t.http
        .post('/api/admin/tour-times/cancel')
        .set('Authorization', `Bearer ${t.token}`)
        .send({ destinationId, date: inDays(7), time: '09:30' })
        .expect(200);

      await deliver(paid(late, { paymentIntent: 'pi_late_cancelled_time' })).expect(200);
      const booking = await stored(late);
      expect(booking!.status).toBe('expired');
      expect(booking!.payment).toMatchObject({ status: 'refunded', refundAmount: 4550 });
      expect(
        await t.connection
          .collection('seat_claims')
          .countDocuments({ bookingId: new Types.ObjectId(late._id) }),
      ).toBe(0);
      await catcher.mailWith(late.email, `Your payment for ${late.reference} is refunded`);
    });

    it('confirms only one of two late payments racing for the last seat, refunding the other', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 1 });
      const first = await tour(destinationId);
      await lapseAndSweep(first);
      const second = await tour(destinationId);
      await lapseAndSweep(second);
      expect(await seatsLeft(destinationId)).toBe(1);

      const refundsBefore = stripe.callsTo(REFUNDS).length;
      const answers = await Promise.all([
        deliver(paid(first, { paymentIntent: 'pi_race_first' })),
        deliver(paid(second, { paymentIntent: 'pi_race_second' })),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const [a, b] = [await stored(first), await stored(second)];
      const outcomes = [a, b].map((x) => [x!.status, x!.payment.status]).sort();
      expect(outcomes).toEqual([
        ['confirmed', 'paid'],
        ['expired', 'refunded'],
      ]);
      const loser = a!.status === 'confirmed' ? second : first;
      const refunds = stripe.callsTo(REFUNDS).slice(refundsBefore);
      const loserIntent = loser === first ? 'pi_race_first' : 'pi_race_second';
      expect(refunds.map((r) => r.idempotencyKey)).toEqual([
        `refund-${loser.reference}-${loserIntent}`,
      ]);
      expect(await seatsLeft(destinationId)).toBe(0);
      await catcher.mailWith(loser.email, `Your payment for ${loser.reference} is refunded`);
    });

    it('applies 50 payments for 50 bookings delivered at once', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 60 });
      const bookings: Created[] = [];
      for (let i = 0; i < 50; i++) bookings.push(await tour(destinationId, { time: '14:00' }));
      const answers = await Promise.all(bookings.map((b) => deliver(paid(b))));
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
      const confirmed = await t.connection.collection('tour_bookings').countDocuments({
        _id: { $in: bookings.map((b) => new Types.ObjectId(b._id)) },
        status: 'confirmed',
        'payment.status': 'paid',
      });
      expect(confirmed).toBe(50);
      expect(await seatsLeft(destinationId, '14:00')).toBe(10);
    }, 120_000);
  });

  describe('a waitlist claim', () => {
    it('leads into Checkout: the offered seats become a held booking the paid webhook confirms', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 1 });
      const first = await tour(destinationId);
      const waiter = newEmail();
      await t.http
        .post(`/api/destination/${destinationId}/waitlist`)
        .send({ date: inDays(7), time: '09:30', tickets: 1, email: waiter, name: 'Wai Ting' })
        .expect(201);
      // Only an entry whose address is confirmed is offered seats: the joined mail's link does it.
      const joined = await catcher.mailWith(waiter, '/waitlist/confirm?');
      const confirmToken = /\/waitlist\/confirm\?destination=[0-9a-f]+&token=([A-Za-z0-9_-]+)/.exec(
        joined,
      )?.[1];
      await t.http
        .post(`/api/destination/${destinationId}/waitlist/confirm`)
        .send({ token: confirmToken })
        .expect(200);
      await t.http
        .delete(`/api/deleteBooking/${first._id}`)
        .set('Authorization', `Bearer ${t.token}`)
        .expect(200);
      const offer = await catcher.mailWith(waiter, '/waitlist/claim?');
      const token = /\/waitlist\/claim\?destination=[0-9a-f]+&token=([A-Za-z0-9_-]+)/.exec(
        offer,
      )?.[1];

      const res = await t.http
        .post(`/api/destination/${destinationId}/waitlist/claim`)
        .send({ token })
        .expect(201);
      const body = res.body as {
        data: { reference: string; _id: string; status: string };
        payment: { status: string; sessionId: string; amount: number; checkoutUrl: string };
      };
      expect(body.data.status).toBe('held');
      expect(body.payment).toMatchObject({ status: 'pending', amount: 4550 });
      expect(await seatsLeft(destinationId)).toBe(0);
      const claimed: Created = {
        reference: body.data.reference,
        _id: body.data._id,
        sessionId: body.payment.sessionId,
        amount: body.payment.amount,
        successUrl: stripe.successUrlOf(body.data.reference),
        email: waiter,
      };
      await deliver(paid(claimed)).expect(200);
      expect(await stored(claimed)).toMatchObject({ status: 'confirmed' });
      const seats = await t.connection
        .collection('seat_claims')
        .find({ bookingId: new Types.ObjectId(claimed._id) })
        .toArray();
      expect(seats).toHaveLength(1);
      expect(seats[0]).not.toHaveProperty('expiresAt');
    });
  });

  describe('paying again, confirming and cancelling', () => {
    it('opens a new session for the same held booking; the old one expiring then releases nothing', async () => {
      const destinationId = await insertDestination(t.connection);
      const b = await tour(destinationId);
      const token = tokenOf(b);
      const again = await manage('checkout', b, token).expect(200);
      expect(again.body).toMatchObject({ status: 'pending', amount: 4550, currency: 'usd' });
      expect(stripe.callsTo(SESSIONS).at(-1)!.idempotencyKey).toBe(`checkout-${b.reference}-2`);
      await deliver(expired(b)).expect(200);
      expect((await stored(b))!.status).toBe('held');
      await manage('checkout', b, 'x'.repeat(43)).expect(404);
    });

    it('refuses to confirm an unpaid booking through its link', async () => {
      const destinationId = await insertDestination(t.connection);
      const b = await tour(destinationId);
      const token = tokenOf(b);
      const res = await manage('confirm', b, token).expect(409);
      expect(res.body.message).toBe('This booking is confirmed once its payment arrives.');
    });

    it('refunds a paid booking cancelled through its link, records it and says how much comes back', async () => {
      const destinationId = await insertDestination(t.connection);
      const b = await tour(destinationId);
      await deliver(paid(b, { paymentIntent: 'pi_cancelled' })).expect(200);
      const token = tokenOf(b);
      const before = stripe.callsTo(REFUNDS).length;
      const res = await manage('cancel', b, token).expect(200);
      expect(res.body.booking).toMatchObject({
        status: 'cancelled',
        payment: { status: 'refunded', amount: 4550, refundedAmount: 4550 },
      });
      const refunds = stripe.callsTo(REFUNDS).slice(before);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.idempotencyKey).toBe(`refund-${b.reference}-pi_cancelled`);
      expect(refunds[0]!.form.get('payment_intent')).toBe('pi_cancelled');
      const booking = await stored(b);
      expect(booking!.payment).toMatchObject({ status: 'refunded', refundAmount: 4550 });
      expect(booking!.payment.refundId).toMatch(/^re_/);
      expect(booking!.payment.refundStatus).toBeTruthy();
      await catcher.mailWith(b.email, 'is cancelled', 'We are refunding 45.50 USD to your card');
      expect(await seatsLeft(destinationId)).toBe(20);

      // Once is all: a second cancel is refused and refunds nothing more.
      await manage('cancel', b, token).expect(409);
      expect(stripe.callsTo(REFUNDS).length).toBe(before + 1);
    });

    it('refunds once when a paid booking is cancelled several times at once, or cancelled and deleted', async () => {
      const auth = { Authorization: `Bearer ${t.token}` };
      for (const withDelete of [false, true]) {
        const destinationId = await insertDestination(t.connection);
        const b = await tour(destinationId);
        await deliver(paid(b, { paymentIntent: `pi_race_${String(withDelete)}` })).expect(200);
        const token = tokenOf(b);
        const before = stripe.callsTo(REFUNDS).length;
        const cancelIt = () => manage('cancel', b, token);
        const answers = await Promise.all([
          cancelIt(),
          cancelIt(),
          withDelete ? t.http.delete(`/api/deleteBooking/${b._id}`).set(auth) : cancelIt(),
          cancelIt(),
        ]);
        const refunds = stripe.callsTo(REFUNDS).slice(before);
        expect(refunds).toHaveLength(1);
        expect(refunds[0]!.form.get('payment_intent')).toBe(`pi_race_${String(withDelete)}`);
        const cancels = answers.filter((_, i) => !withDelete || i !== 2).map((a) => a.status);
        if (!withDelete) expect(cancels.sort()).toEqual([200, 409, 409, 409]);
        else expect(cancels.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
        expect(await seatsLeft(destinationId)).toBe(20);
      }
    });

    it('keeps a paid booking as it was when the refund cannot be started', async () => {
      const destinationId = await insertDestination(t.connection);
      const b = await tour(destinationId);
      await deliver(paid(b)).expect(200);
      const token = tokenOf(b);
      stripe.down = true;
      try {
        const res = await manage('cancel', b, token).expect(503);
        expect(res.body.message).toBe(
          'The refund could not be started, so the booking is unchanged. Please try again in a moment.',
        );
      } finally {
        stripe.down = false;
      }
      const booking = await stored(b);
      expect(booking!.status).toBe('confirmed');
      expect(booking!.payment.status).toBe('paid');
    });

    it('refunds a paid booking an admin deletes, and lists and filters bookings by payment', async () => {
      const destinationId = await insertDestination(t.connection, { title: 'Filter walk' });
      const payer = await tour(destinationId);
      const waiting = await tour(destinationId);
      await deliver(paid(payer)).expect(200);
      const auth = { Authorization: `Bearer ${t.token}` };
      const listed = async (payment: string) => {
        const res = await t.http
          .get('/api/booking')
          .query({ destinationId, payment })
          .set(auth)
          .expect(200);
        return res.body.data as { reference: string; payment: unknown }[];
      };
      const paidList = await listed('paid');
      expect(paidList.map((b) => b.reference)).toEqual([payer.reference]);
      expect(paidList[0]?.payment).toMatchObject({ status: 'paid', amount: 4550, currency: 'usd' });
      expect((await listed('pending')).map((b) => b.reference)).toEqual([waiting.reference]);
      const bad = await t.http.get('/api/booking').query({ payment: 'free' }).set(auth).expect(400);
      expect(bad.body.message).toBe('payment must be one of pending, paid, refunded, on_the_day');

      const before = stripe.callsTo(REFUNDS).length;
      await t.http.delete(`/api/deleteBooking/${payer._id}`).set(auth).expect(200);
      expect(
        stripe
          .callsTo(REFUNDS)
          .slice(before)
          .map((c) => c.idempotencyKey),
      ).toEqual([`refund-${payer.reference}-pi_${payer.sessionId}`]);
      expect(await stored(payer)).toBeNull();
    });
  });
});

describe('payments off', () => {
  const t = useTestApp({ env: { STRIPE_SECRET_KEY: '' } });

  it('books as before, with nothing to pay online: paid on the day', async () => {
    const destinationId = await insertDestination(t.connection);
    const res = await t.http
      .post('/api/booking')
      .send(tourBody(destinationId, { tickets: 1, email: 'day@example.com' }))
      .expect(201);
    expect(res.body).not.toHaveProperty('payment');
    expect((await t.http.get('/api/payments').expect(200)).body).toEqual({ enabled: false });
    expect(res.body.data).toMatchObject({ status: 'held', payment: { status: 'on_the_day' } });
    const hook = await t.http
      .post(WEBHOOK)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=00')
      .send('{}');
    expect(hook.status).toBe(404);
  });
});
