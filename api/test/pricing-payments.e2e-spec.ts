import { Types } from 'mongoose';
import { TourBookingsService } from '../src/bookings/tours/tour-bookings.service';
import { insertDestination, tourBody } from './utils/fixtures';
import { usePaymentsApp } from './utils/stripe-mock';

const SESSIONS = '/v1/checkout/sessions';
const REFUNDS = '/v1/refunds';

describe('promo codes with card payments (stripe-mock)', () => {
  jest.setTimeout(120_000);
  const { stripe, t } = usePaymentsApp();
  const admin = () => ({ Authorization: `Bearer ${t.token}` });

  async function addCode(code: string, fields: Record<string, unknown>) {
    await t.http
      .post('/api/admin/promo-codes')
      .set(admin())
      .send({ code, ...fields })
      .expect(201);
  }
  const book = (destinationId: string, fields: Record<string, unknown>) =>
    t.http.post('/api/booking').send(tourBody(destinationId, { tickets: 1, ...fields }));
  const bookedFor = (destinationId: string) =>
    t.connection
      .collection('tour_bookings')
      .countDocuments({ destinationId: new Types.ObjectId(destinationId) });

  it("refuses a code that leaves less than a card's smallest payment with 400, before anything is written", async () => {
    const destinationId = await insertDestination(t.connection, { CostPerPerson: 10 });
    await addCode('CENTS', { kind: 'amount', value: 9.7 });
    const message =
      'With this promo code $0.30 is left to pay, less than the smallest card payment of $0.50. Please book without the code, or add to your booking.';
    const previewed = await t.http
      .post('/api/booking/price')
      .send({ destinationId, tickets: 1, promoCode: 'cents' })
      .expect(400);
    expect(previewed.body.message).toBe(message);

    const sessions = stripe.callsTo(SESSIONS).length;
    const refused = await book(destinationId, { promoCode: 'CENTS', cost: 0.3 }).expect(400);
    expect(refused.body.message).toBe(message);
    expect(stripe.callsTo(SESSIONS)).toHaveLength(sessions);
    expect(await bookedFor(destinationId)).toBe(0);
    expect(
      await t.connection
        .collection('seat_claims')
        .countDocuments({ slot: { $regex: destinationId } }),
    ).toBe(0);
    expect(await t.connection.collection('promo_code_uses').countDocuments({ scope: 'code' })).toBe(
      0,
    );

    // Two tickets leave $10.30: paid by card as usual.
    const two = await book(destinationId, {
      tickets: 2,
      promoCode: 'CENTS',
      cost: 10.3,
      email: 'two@example.com',
    }).expect(201);
    expect(two.body.payment).toMatchObject({ status: 'pending', amount: 1030 });
  });

  it('books a code that leaves exactly the smallest payment by card, and one that leaves nothing without a card', async () => {
    const destinationId = await insertDestination(t.connection, { CostPerPerson: 10 });
    await addCode('HALFDOLLAR', { kind: 'amount', value: 9.5 });
    await addCode('ALLFREE', { kind: 'percent', value: 100 });
    const least = await book(destinationId, {
      promoCode: 'HALFDOLLAR',
      cost: 0.5,
      email: 'least@example.com',
    }).expect(201);
    expect(least.body.payment).toMatchObject({ status: 'pending', amount: 50 });
    const sessions = stripe.callsTo(SESSIONS).length;
    const free = await book(destinationId, {
      promoCode: 'ALLFREE',
      cost: 0,
      email: 'free@example.com',
    }).expect(201);
    expect(free.body.payment).toBeUndefined();
    expect(free.body.data.price).toMatchObject({ discount: 10, total: 0 });
    expect(stripe.callsTo(SESSIONS)).toHaveLength(sessions);
  });

  describe('a payment that arrives after its hold lapsed', () => {
    const usesOf = (code: string) =>
      t.connection
        .collection<{ _id: string; bookingId: Types.ObjectId; reference?: string }>(
          'promo_code_uses',
        )
        .find({ codeId: codes.get(code), scope: 'code' })
        .toArray();
    const codes = new Map<string, Types.ObjectId>();

    async function paidLater(code: string, email: string) {
      const res = await t.http
        .post('/api/booking')
        .send(tourBody(destinationId, { tickets: 1, promoCode: code, cost: 8, email }))
        .expect(201);
      const booking = {
        _id: res.body.data._id as string,
        reference: res.body.data.reference as string,
        sessionId: res.body.payment.sessionId as string,
        amount: res.body.payment.amount as number,
      };
      // Time passes: the hold and its seat claims lapse, and the sweep expires it (its code's use freed).
      const past = new Date(Date.now() - 5 * 60_000);
      const id = new Types.ObjectId(booking._id);
      await t.connection
        .collection('tour_bookings')
        .updateOne({ _id: id }, { $set: { holdExpiresAt: past } });
      await t.connection
        .collection('seat_claims')
        .updateMany({ bookingId: id }, { $set: { expiresAt: past } });
      await t.app.get(TourBookingsService).lifecycle.sweep();
      return booking;
    }
    let destinationId: string;

    beforeAll(async () => {
      destinationId = await insertDestination(t.connection, { CostPerPerson: 10 });
      for (const code of ['LATEFREE', 'LATETAKEN']) {
        const res = await t.http
          .post('/api/admin/promo-codes')
          .set(admin())
          .send({ code, kind: 'amount', value: 2, maxUses: 1 })
          .expect(201);
        codes.set(code, new Types.ObjectId(res.body.data._id as string));
      }
    });

    it("claims the code's use again and records it when the use is still free", async () => {
      const late = await paidLater('LATEFREE', 'late.free@example.com');
      expect(await usesOf('LATEFREE')).toHaveLength(0);
      await stripe
        .deliver(t.http, stripe.paidEvent(late, { paymentIntent: 'pi_late_free' }))
        .expect(200);
      const booking = await t.connection
        .collection('tour_bookings')
        .findOne({ _id: new Types.ObjectId(late._id) });
      expect(booking!.status).toBe('confirmed');
      const uses = await usesOf('LATEFREE');
      expect(uses).toHaveLength(1);
      expect(uses[0]).toMatchObject({ reference: late.reference });
      expect(String(uses[0]!.bookingId)).toBe(late._id);
      expect(booking!.promo.useIds).toEqual([uses[0]!._id]);
      // The code's one use is this booking's: no one else takes it.
      await t.http
        .post('/api/booking')
        .send(
          tourBody(destinationId, {
            tickets: 1,
            promoCode: 'LATEFREE',
            cost: 8,
            email: 'other@example.com',
          }),
        )
        .expect(409);
    });

    it('refunds it, as for places taken meanwhile, when the code was used up meanwhile', async () => {
      const late = await paidLater('LATETAKEN', 'late.taken@example.com');
      const taker = await t.http
        .post('/api/booking')
        .send(
          tourBody(destinationId, {
            tickets: 1,
            promoCode: 'LATETAKEN',
            cost: 8,
            email: 'taker@example.com',
          }),
        )
        .expect(201);
      const refunds = stripe.callsTo(REFUNDS).length;
      await stripe
        .deliver(t.http, stripe.paidEvent(late, { paymentIntent: 'pi_late_taken' }))
        .expect(200);
      const booking = await t.connection
        .collection('tour_bookings')
        .findOne({ _id: new Types.ObjectId(late._id) });
      expect(booking!.status).toBe('expired');
      expect(booking!.payment).toMatchObject({ status: 'refunded', refundAmount: 800 });
      expect(stripe.callsTo(REFUNDS).slice(refunds)).toHaveLength(1);
      const uses = await usesOf('LATETAKEN');
      expect(uses.map((use) => String(use.bookingId))).toEqual([taker.body.data._id]);
      expect(
        await t.connection
          .collection('seat_claims')
          .countDocuments({ bookingId: new Types.ObjectId(late._id) }),
      ).toBe(0);
    });
  });
});
