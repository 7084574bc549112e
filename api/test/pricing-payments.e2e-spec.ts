import { Types } from 'mongoose';
import { insertDestination, tourBody } from './utils/fixtures';
import { usePaymentsApp } from './utils/stripe-mock';

const SESSIONS = '/v1/checkout/sessions';

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
});
