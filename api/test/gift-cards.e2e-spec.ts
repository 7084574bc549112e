import { Types } from 'mongoose';
import { TourBookingsService } from '../src/bookings/tours/tour-bookings.service';
import { newManageToken } from '../src/bookings/shared/manage-token';
import { insertDestination, insertOffer, stayBody, tourBody } from './utils/fixtures';
import { eventually } from './utils/eventually';
import { MailCatcher } from './utils/mail-catcher';
import { useTestApp } from './utils/test-app';

const MINUTE = 60_000;
const CODE = /[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/;

interface Card {
  _id: string;
  code: string;
  amount: number;
  balance: number;
  status: string;
}

describe('gift cards with payments off: issued by an admin, redeemed, given back, never overspent', () => {
  jest.setTimeout(180_000);
  const catcher = new MailCatcher();
  const t = useTestApp({ signIn: 'admin', mail: catcher });
  const admin = () => ({ Authorization: `Bearer ${t.token}` });

  async function issue(amount: number, recipientEmail = 'guest@example.com'): Promise<Card> {
    const res = await t.http
      .post('/api/admin/gift-cards')
      .set(admin())
      .send({ amount, recipientEmail })
      .expect(201);
    return res.body.data as Card;
  }
  const balanceOf = async (code: string) =>
    (await t.http.get(`/api/gift-cards/${code}`).expect(200)).body.data as {
      balance: number;
      status: string;
    };
  const ledgerOf = async (card: Card) =>
    (await t.http.get(`/api/admin/gift-cards/${card._id}`).set(admin()).expect(200)).body
      .data as Card & { entries: { kind: string; amount: number; bookingReference?: string }[] };
  const book = (body: Record<string, unknown>) => t.http.post('/api/booking').send(body);

  /** Cancels a booking through its manage link (a fresh key written in place of the mailed one). */
  async function cancel(booking: { _id: string; reference: string }, collection = 'tour_bookings') {
    const { token, hash } = newManageToken();
    await t.connection
      .collection(collection)
      .updateOne({ _id: new Types.ObjectId(booking._id) }, { $set: { manageTokenHash: hash } });
    const path = '/api/bookings/manage/cancel';
    await t.http.post(path).send({ ref: booking.reference, token }).expect(200);
  }

  it('lets the admin issue a card with payments off: its code answered, mailed with its expiry, audited', async () => {
    const card = await issue(50, 'Lucky@Example.com');
    expect(card).toMatchObject({ amount: 50, balance: 50, status: 'active', source: 'admin' });
    expect(card.code).toMatch(CODE);
    const mail = await eventually(
      () => catcher.mails.find((m) => m.to.includes('lucky@example.com')),
      'the gift card mail',
    );
    expect(mail.raw).toContain(card.code);
    const expires = new Date(
      (await t.http.get(`/api/gift-cards/${card.code}`).expect(200)).body.data.expiresAt,
    );
    const years = (expires.getTime() - Date.now()) / (365.25 * 24 * 60 * MINUTE);
    expect(years).toBeGreaterThan(2.95);
    expect(years).toBeLessThan(3.05);
    expect(mail.raw).toContain(`Valid until ${expires.toISOString().slice(0, 10)}`);
    // Looked up in any case, with or without dashes.
    expect(await balanceOf(card.code.replace(/-/g, '').toLowerCase())).toMatchObject({
      balance: 50,
      status: 'active',
    });
    const audit = await t.http
      .get('/api/admin/audit')
      .set(admin())
      .query({ record: card._id })
      .expect(200);
    expect(audit.body.data[0]).toMatchObject({ action: 'created', kind: 'gift-card' });
    const list = await t.http.get('/api/admin/gift-cards').set(admin()).expect(200);
    expect(list.body.data[0]).toMatchObject({ _id: card._id, balance: 50 });
  });

  it('refuses the public purchase with payments off, bad amounts and bad addresses', async () => {
    const buy = await t.http
      .post('/api/gift-cards')
      .send({ amount: 50, buyerEmail: 'buyer@example.com' })
      .expect(409);
    expect(buy.body.message).toBe(
      'Gift cards cannot be bought on this site: card payments are off. Please contact us instead.',
    );
    for (const [body, message] of [
      [{ amount: 5, recipientEmail: 'a@example.com' }, 'The amount must be from 10 to 1000'],
      [{ amount: 5000, recipientEmail: 'a@example.com' }, 'The amount must be from 10 to 1000'],
      [
        { amount: 20.555, recipientEmail: 'a@example.com' },
        'The amount must have at most 2 decimals',
      ],
      [{ amount: 20, recipientEmail: 'not-an-address' }, 'Please enter a valid email address'],
    ] as const) {
      const res = await t.http.post('/api/admin/gift-cards').set(admin()).send(body).expect(400);
      expect(res.body.message).toBe(message);
    }
    await t.http
      .post('/api/admin/gift-cards')
      .send({ amount: 20, recipientEmail: 'a@example.com' })
      .expect(401);
  });

  it('pays part of a tour, then all of the next one, the rest left on the card, each in its ledger', async () => {
    const destinationId = await insertDestination(t.connection);
    const card = await issue(100);
    // 2 x 45.50 = 91 paid by the card: 9 left.
    const first = await book(
      tourBody(destinationId, { giftCardCode: card.code.toLowerCase(), cost: 0 }),
    ).expect(201);
    expect(first.body.data).toMatchObject({
      cost: 0,
      price: { subtotal: 91, discount: 0, giftCard: 91, total: 0 },
    });
    expect(await balanceOf(card.code)).toMatchObject({ balance: 9, status: 'active' });
    // The next one: the card's 9 and 82 to pay on the day; a client's cost that ignores the card is refused.
    const refused = await book(
      tourBody(destinationId, { email: 'b@example.com', giftCardCode: card.code }),
    ).expect(400);
    expect(refused.body.message).toBe('The price has changed. Please review your booking.');
    const second = await book(
      tourBody(destinationId, { email: 'b@example.com', giftCardCode: card.code, cost: 82 }),
    ).expect(201);
    expect(second.body.data).toMatchObject({
      cost: 82,
      price: { subtotal: 91, giftCard: 9, total: 82 },
    });
    expect(await balanceOf(card.code)).toMatchObject({ balance: 0, status: 'used' });
    // Its mail says what the card paid, and what is left to pay.
    const mail = await eventually(
      () => catcher.mails.find((m) => m.to.includes('b@example.com')),
      'the booking mail',
    );
    expect(mail.raw).toContain('Gift card: -$9.00');
    expect(mail.raw).toContain('Total: $82.00');
    const refusedEmpty = await book(
      tourBody(destinationId, { email: 'c@example.com', giftCardCode: card.code }),
    ).expect(400);
    expect(refusedEmpty.body.message).toBe('This gift card has no balance left');
    const ledger = await ledgerOf(card);
    expect(ledger.entries.map((e) => [e.kind, e.amount, e.bookingReference])).toEqual([
      ['issue', 100, undefined],
      ['redeem', -91, first.body.data.reference],
      ['redeem', -9, second.body.data.reference],
    ]);
  });

  it('gives the amount back to the card as a refund when the booking is cancelled, and on a stay too', async () => {
    const destinationId = await insertDestination(t.connection);
    const card = await issue(60);
    const booked = await book(
      tourBody(destinationId, { tickets: 1, giftCardCode: card.code, cost: 0 }),
    ).expect(201);
    expect(await balanceOf(card.code)).toMatchObject({ balance: 14.5 });
    // Its total is the card's: an admin's change of tickets is refused, nothing changed.
    const change = await t.http
      .patch(`/api/admin/bookings/${booked.body.data.reference}`)
      .set(admin())
      .send({ tickets: 2 })
      .expect(409);
    expect(change.body.message).toBe(
      'A booking paid by gift card keeps its total: cancel it (the card gets its amount back) and book again.',
    );
    await cancel(booked.body.data);
    expect(await balanceOf(card.code)).toMatchObject({ balance: 60 });
    // Cancelling again gives nothing more.
    const offerId = await insertOffer(t.connection);
    const stay = await t.http
      .post('/api/bookingapartment')
      .send({ ...stayBody(offerId), giftCardCode: card.code })
      .expect(201);
    expect(stay.body.data.price).toMatchObject({ subtotal: 80, giftCard: 60, total: 20 });
    expect(await balanceOf(card.code)).toMatchObject({ balance: 0 });
    await cancel(stay.body.data, 'stay_bookings');
    expect(await balanceOf(card.code)).toMatchObject({ balance: 60 });
    const kinds = (await ledgerOf(card)).entries.map((e) => [e.kind, e.amount]);
    expect(kinds).toEqual([
      ['issue', 60],
      ['redeem', -45.5],
      ['refund', 45.5],
      ['redeem', -60],
      ['refund', 60],
    ]);
  });

  it('releases the amount when the hold lapses', async () => {
    const destinationId = await insertDestination(t.connection);
    const card = await issue(40);
    const held = await book(
      tourBody(destinationId, { tickets: 1, giftCardCode: card.code, cost: 5.5 }),
    ).expect(201);
    expect(held.body.data.status).toBe('held');
    expect(await balanceOf(card.code)).toMatchObject({ balance: 0, status: 'used' });
    const id = new Types.ObjectId(held.body.data._id as string);
    const past = new Date(Date.now() - 5 * MINUTE);
    await t.connection
      .collection('tour_bookings')
      .updateOne({ _id: id }, { $set: { holdExpiresAt: past } });
    await t.connection
      .collection('seat_claims')
      .updateMany({ bookingId: id }, { $set: { expiresAt: past } });
    expect(await t.app.get(TourBookingsService).lifecycle.sweep()).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(card.code)).toMatchObject({ balance: 40, status: 'active' });
    expect((await ledgerOf(card)).entries.at(-1)).toMatchObject({ kind: 'release', amount: 40 });
  });

  it('refuses unknown, voided and expired cards with clear messages, and the admin voids once', async () => {
    const destinationId = await insertDestination(t.connection);
    const unknown = await book(
      tourBody(destinationId, { giftCardCode: 'ABCD-EFGH-JKLM-NPQR', cost: 0 }),
    ).expect(400);
    expect(unknown.body.message).toBe('This gift card does not exist');
    const notACode = await book(tourBody(destinationId, { giftCardCode: 'nope', cost: 0 })).expect(
      400,
    );
    expect(notACode.body.message).toBe('This gift card does not exist');
    await t.http.get('/api/gift-cards/ABCD-EFGH-JKLM-NPQR').expect(404);

    const voided = await issue(30);
    const done = await t.http
      .post(`/api/admin/gift-cards/${voided._id}/void`)
      .set(admin())
      .expect(200);
    expect(done.body.data).toMatchObject({ status: 'voided', balance: 0 });
    await t.http.post(`/api/admin/gift-cards/${voided._id}/void`).set(admin()).expect(409);
    const refusedVoid = await book(
      tourBody(destinationId, { giftCardCode: voided.code, cost: 61 }),
    ).expect(400);
    expect(refusedVoid.body.message).toBe('This gift card is no longer valid');
    expect((await ledgerOf(voided)).entries.map((e) => [e.kind, e.amount])).toEqual([
      ['issue', 30],
      ['void', -30],
    ]);
    const audit = await t.http
      .get('/api/admin/audit')
      .set(admin())
      .query({ record: voided._id })
      .expect(200);
    expect(audit.body.data[0]).toMatchObject({ action: 'voided', kind: 'gift-card' });

    const expired = await issue(30);
    await t.connection
      .collection('gift_cards')
      .updateOne(
        { _id: new Types.ObjectId(expired._id) },
        { $set: { expiresAt: new Date(Date.now() - MINUTE) } },
      );
    expect(await balanceOf(expired.code)).toMatchObject({ status: 'expired' });
    const refusedExpired = await book(
      tourBody(destinationId, { giftCardCode: expired.code, cost: 61 }),
    ).expect(400);
    expect(refusedExpired.body.message).toBe('This gift card has expired');
    await t.http.get(`/api/admin/gift-cards/${new Types.ObjectId()}`).set(admin()).expect(404);
  });

  it('lets 60 bookings sent at once spend a card of 50 exactly: five of 10, never more', async () => {
    const destinationId = await insertDestination(t.connection, {
      capacityPerSlot: 1000,
      CostPerPerson: 10,
    });
    const card = await issue(50);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        book(
          tourBody(destinationId, {
            tickets: 1,
            email: `racer${i}@example.com`,
            giftCardCode: card.code,
            cost: 0,
          }),
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    // Refused as the balance went (409 while booking, 400 once it read an empty card): none a 500.
    expect(statuses.every((s) => s === 201 || s === 409 || s === 400)).toBe(true);
    const ledger = await ledgerOf(card);
    expect(ledger.balance).toBe(0);
    expect(ledger.entries.filter((e) => e.kind === 'redeem')).toHaveLength(5);
    expect(
      await t.connection
        .collection('tour_bookings')
        .countDocuments({ destinationId: new Types.ObjectId(destinationId) }),
    ).toBe(5);
    // Refused bookings hold no seats.
    expect(
      await t.connection
        .collection('seat_claims')
        .countDocuments({ slot: { $regex: destinationId } }),
    ).toBe(5);
  });
});
