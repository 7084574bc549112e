import { insertDestination, tourBody } from './utils/fixtures';
import { eventually } from './utils/eventually';
import { checkoutEvent, usePaymentsApp } from './utils/stripe-mock';

const SESSIONS = '/v1/checkout/sessions';
const REFUNDS = '/v1/refunds';
const CODE = /[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/;

describe('gift cards with payments on: bought through Stripe Checkout, issued by the signed webhook', () => {
  jest.setTimeout(120_000);
  const { stripe, catcher, t } = usePaymentsApp();
  const admin = () => ({ Authorization: `Bearer ${t.token}` });

  async function buy(amount: number, recipientEmail?: string) {
    const res = await t.http
      .post('/api/gift-cards')
      .send({
        amount,
        buyerEmail: 'buyer@example.com',
        ...(recipientEmail && { recipientEmail, message: 'Happy birthday!' }),
      })
      .expect(201);
    return res.body.data as {
      reference: string;
      checkoutUrl: string;
      sessionId: string;
      amount: number;
    };
  }
  const cards = async () =>
    (await t.http.get('/api/admin/gift-cards').set(admin()).expect(200)).body.data as {
      _id: string;
      code: string;
      balance: number;
      orderReference?: string;
    }[];
  const balanceOf = async (code: string) =>
    (await t.http.get(`/api/gift-cards/${code}`).expect(200)).body.data.balance as number;

  /** Buys a card and delivers Stripe's signed paid event: the card as the admin lists it. */
  async function bought(amount: number, recipientEmail: string) {
    const order = await buy(amount, recipientEmail);
    await stripe.deliver(t.http, stripe.paidEvent(order)).expect(200);
    const card = (await cards()).find((c) => c.orderReference === order.reference);
    if (!card) throw new Error(`No card issued for ${order.reference}`);
    return card;
  }

  it('opens a Checkout Session and issues the card only when the signed paid event comes, once', async () => {
    const order = await buy(75, 'friend@example.com');
    expect(order.reference).toMatch(/^GC-[A-HJ-NP-Z2-9]{10}$/);
    expect(order.checkoutUrl).toMatch(/^https?:\/\//);
    expect(order.amount).toBe(7500);
    const call = stripe
      .callsTo(SESSIONS)
      .find((c) => c.form.get('client_reference_id') === order.reference);
    expect(call!.form.get('metadata[kind]')).toBe('gift-card');
    expect(call!.form.get('line_items[0][price_data][unit_amount]')).toBe('7500');
    expect(call!.form.get('customer_email')).toBe('buyer@example.com');
    expect(call!.idempotencyKey).toBe(`checkout-${order.reference}-1`);
    expect(call!.form.get('success_url')).toBe(
      `http://site.test/gift-cards/thanks?ref=${order.reference}`,
    );
    // Nothing is issued before Stripe says it was paid.
    expect((await cards()).filter((c) => c.orderReference === order.reference)).toHaveLength(0);

    // A forged event (wrong signature) issues nothing; a paid event for another amount neither.
    await stripe.deliver(t.http, stripe.paidEvent(order), { secret: 'whsec_wrong' }).expect(400);
    await stripe.deliver(t.http, stripe.paidEvent(order, { amount: 100 })).expect(200);
    expect((await cards()).filter((c) => c.orderReference === order.reference)).toHaveLength(0);

    const event = stripe.paidEvent(order);
    const first = await stripe.deliver(t.http, event).expect(200);
    expect(first.body).toEqual({ received: true, applied: true });
    // The same event again, and a second event for the same session: still one card.
    expect((await stripe.deliver(t.http, event).expect(200)).body.applied).toBe(false);
    await stripe.deliver(t.http, stripe.paidEvent(order)).expect(200);
    const issued = (await cards()).filter((c) => c.orderReference === order.reference);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ balance: 75, source: 'purchase' });
    const mail = await eventually(
      () => catcher.mails.find((m) => m.to.includes('friend@example.com')),
      'the gift card mail to the recipient',
    );
    expect(mail.raw).toContain(issued[0]!.code);
    expect(mail.raw).toContain('buyer@example.com sent you a gift card of 75.00 USD');
    expect(mail.raw).toContain('Happy birthday!');
    expect(issued[0]!.code).toMatch(CODE);
  });

  it('leaves an expired session without a card', async () => {
    const order = await buy(20);
    await stripe
      .deliver(
        t.http,
        checkoutEvent('checkout.session.expired', {
          id: order.sessionId,
          reference: order.reference,
          kind: 'gift-card',
          amount: order.amount,
        }),
      )
      .expect(200);
    const stored = await t.connection
      .collection('gift_card_orders')
      .findOne({ reference: order.reference });
    expect(stored!.state).toBe('expired');
    expect((await cards()).filter((c) => c.orderReference === order.reference)).toHaveLength(0);
  });

  it('charges by card only what the gift card leaves, opens no checkout when it pays it all, and refunds both ways', async () => {
    const card = await bought(50, 'visitor@example.com');
    const destinationId = await insertDestination(t.connection);
    // 2 x 45.50 = 91: the card pays 50, Stripe is asked for 41.
    const partly = await t.http
      .post('/api/booking')
      .send(tourBody(destinationId, { giftCardCode: card.code, cost: 41 }))
      .expect(201);
    expect(partly.body.data).toMatchObject({
      status: 'held',
      cost: 41,
      price: { subtotal: 91, giftCard: 50, total: 41 },
    });
    expect(partly.body.payment).toMatchObject({ status: 'pending', amount: 4100 });
    const session = stripe
      .callsTo(SESSIONS)
      .find((c) => c.form.get('client_reference_id') === partly.body.data.reference);
    expect(session!.form.get('line_items[0][price_data][unit_amount]')).toBe('4100');
    expect(await balanceOf(card.code)).toBe(0);

    // Paid, then cancelled: Stripe refunds its 41, the card gets its 50 back.
    const reference = partly.body.data.reference as string;
    await stripe
      .deliver(
        t.http,
        stripe.paidEvent(
          { reference, sessionId: partly.body.payment.sessionId, amount: 4100 },
          { paymentIntent: 'pi_gift_partly' },
        ),
      )
      .expect(200);
    const token = new URL(stripe.successUrlOf(reference)).searchParams.get('token');
    const before = stripe.callsTo(REFUNDS).length;
    const cancelled = await t.http
      .post('/api/bookings/manage/cancel')
      .send({ ref: reference, token })
      .expect(200);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled' });
    const refunds = stripe.callsTo(REFUNDS).slice(before);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form.get('amount')).toBe('4100');
    expect(await balanceOf(card.code)).toBe(50);

    // A tour the card pays in full: no Checkout Session, no card payment.
    const sessionsBefore = stripe.callsTo(SESSIONS).length;
    const fully = await t.http
      .post('/api/booking')
      .send(
        tourBody(destinationId, {
          tickets: 1,
          email: 'other@example.com',
          giftCardCode: card.code,
          cost: 0,
        }),
      )
      .expect(201);
    expect(fully.body.payment).toBeUndefined();
    expect(fully.body.data.price).toMatchObject({ giftCard: 45.5, total: 0 });
    expect(stripe.callsTo(SESSIONS).length).toBe(sessionsBefore);
    expect(await balanceOf(card.code)).toBe(4.5);
    const ledger = await t.http.get(`/api/admin/gift-cards/${card._id}`).set(admin()).expect(200);
    expect(
      (ledger.body.data.entries as { kind: string; amount: number }[]).map((e) => [
        e.kind,
        e.amount,
      ]),
    ).toEqual([
      ['issue', 50],
      ['redeem', -50],
      ['refund', 50],
      ['redeem', -45.5],
    ]);
  });
});
