import { Types } from 'mongoose';
import { TourTimeOperations } from '../src/bookings/tour-times/tour-time-operations.service';
import { CatalogWithdrawals } from '../src/bookings/withdrawals/catalog-withdrawals.service';
import { MailCatcher } from './utils/mail-catcher';
import { inDays, insertDestination, insertOffer } from './utils/fixtures';
import { usePaymentsApp } from './utils/stripe-mock';
import { useTestApp } from './utils/test-app';

const DATE = inDays(7);
const REFUNDS = '/v1/refunds';

interface Booked {
  reference: string;
  _id: string;
  email: string;
  amount: number;
}

describe('catalog edits: deleting a booked tour or offer cancels its bookings or is refused', () => {
  const { stripe, catcher, t } = usePaymentsApp();
  let operations: TourTimeOperations;
  let visitors = 0;
  beforeAll(() => (operations = t.app.get(TourTimeOperations)));

  /** Pays a booking's session through a signed webhook, as Stripe would. */
  async function pay(booked: Booked, sessionId: string) {
    await stripe.deliver(t.http, stripe.paidEvent({ ...booked, sessionId })).expect(200);
  }

  /** A tour booking, paid by card unless `paid` is false (then held, waiting for its payment). */
  async function bookTour(destinationId: string, time: string, tickets: number, paid = true) {
    const email = `edits${++visitors}@example.com`;
    const res = await t.http
      .post('/api/booking')
      .send({ destinationId, date: DATE, time, tickets, cost: 45.5 * tickets, name: 'Ana', email })
      .expect(201);
    const body = res.body as {
      data: { reference: string; _id: string };
      payment: { sessionId: string; amount: number };
    };
    const booked = { ...body.data, email, amount: body.payment.amount };
    if (paid) await pay(booked, body.payment.sessionId);
    return booked;
  }

  /** A stay of 3 nights (10 to 13 days from now), paid by card. */
  async function bookStay(offerId: string) {
    const email = `edits${++visitors}@example.com`;
    const res = await t.http
      .post('/api/bookingapartment')
      .send({
        name: 'Rui',
        email,
        checkIn: inDays(10),
        checkOut: inDays(13),
        guests: 2,
        offerId,
        pricePerNight: 80,
        totalCost: 240,
        costPerPerson: 120,
      })
      .expect(201);
    const body = res.body as {
      data: { reference: string; _id: string };
      payment: { sessionId: string; amount: number };
    };
    const booked = { ...body.data, email, amount: body.payment.amount };
    await pay(booked, body.payment.sessionId);
    return booked;
  }

  const remove = (path: string, query: Record<string, string> = {}) =>
    t.http.delete(path).query(query).set('Authorization', `Bearer ${t.token}`);

  const status = async (collection: string, b: Booked) =>
    (await t.connection.collection(collection).findOne({ _id: new Types.ObjectId(b._id) }))
      ?.status as string | undefined;

  const refundsOf = (b: Booked) =>
    stripe.callsTo(REFUNDS).filter((c) => c.form.get('metadata[bookingReference]') === b.reference);

  const outbox = (key: string) => t.connection.collection('outbox').countDocuments({ key });

  it('refuses to delete a tour with live bookings, naming the bookings, tickets and dates; deletes nothing', async () => {
    const id = await insertDestination(t.connection);
    await bookTour(id, '09:30', 2);
    await bookTour(id, '09:30', 1, false);
    await bookTour(id, '14:00', 3);
    const res = await remove(`/api/deleteDestination/${id}`).expect(409);
    expect(res.body.code).toBe('HAS_LIVE_BOOKINGS');
    expect(res.body.message).toBe(
      `This tour has 3 live bookings (6 tickets) on 1 date: ${DATE} at 09:30 (2 bookings, 3 tickets), ` +
        `${DATE} at 14:00 (1 booking, 3 tickets). Nothing was deleted. Cancel them all and delete ` +
        '(each visitor is mailed and refunded), or first move or cancel them on the Tour times screen.',
    );
    await t.http.get(`/api/destination/${id}`).expect(200);
    await remove(`/api/deleteDestination/${id}`, { cancelBookings: 'maybe' }).expect(400);
  });

  it('deletes a tour without live future bookings at once', async () => {
    const id = await insertDestination(t.connection);
    const b = await bookTour(id, '10:00', 1, false);
    await t.connection
      .collection('tour_bookings')
      .updateOne({ _id: new Types.ObjectId(b._id) }, { $set: { status: 'cancelled' } });
    await remove(`/api/deleteDestination/${id}`).expect(200);
    await t.http.get(`/api/destination/${id}`).expect(404);
  });

  it('with cancelBookings=true cancels every booking (mailed once, paid ones refunded once), audits one operation, and deletes', async () => {
    const id = await insertDestination(t.connection, { title: 'Harbour cruise' });
    const paid = [await bookTour(id, '09:30', 2), await bookTour(id, '15:00', 1)];
    const held = await bookTour(id, '09:30', 1, false);
    const res = await remove(`/api/deleteDestination/${id}`, { cancelBookings: 'true' }).expect(
      200,
    );
    expect(res.body.message).toBe('Destination deleted successfully');
    await t.http.get(`/api/destination/${id}`).expect(404);
    for (const b of [...paid, held]) {
      expect(await status('tour_bookings', b)).toBe('cancelled');
      expect(await outbox(`booking-cancelled:${b.reference}`)).toBe(1);
      await catcher.mailWith(b.email, 'this tour was withdrawn and is no longer offered');
    }
    for (const b of paid) expect(refundsOf(b)).toHaveLength(1);
    expect(refundsOf(held)).toHaveLength(0);
    const op = await t.connection
      .collection('tour_time_operations')
      .findOne({ kind: 'withdraw', destinationId: new Types.ObjectId(id) });
    expect(op).toMatchObject({ status: 'done', booked: 'tour' });
    const entries = await t.connection
      .collection('audit_entries')
      .find({ kind: 'destination', record: id })
      .toArray();
    expect(entries.map((e) => e.action as string).sort()).toEqual(['cancelled', 'deleted']);
    const cancelled = entries.find((e) => e.action === 'cancelled');
    expect(cancelled?.after).toMatchObject({ tickets: 4 });

    // The visitor's manage page says the tour was withdrawn.
    const token = await catcher.manageTokenFor(held.email, held.reference);
    const page = await t.http
      .get('/api/bookings/manage')
      .query({ ref: held.reference, token })
      .expect(200);
    expect(page.body).toMatchObject({ withdrawn: true, booking: { status: 'cancelled' } });
  });

  it('finishes a withdrawal cut off halfway when the delete is sent again, refunding and mailing each once', async () => {
    const id = await insertDestination(t.connection);
    const all = [
      await bookTour(id, '09:30', 1),
      await bookTour(id, '10:00', 2),
      await bookTour(id, '14:00', 1),
    ];
    operations.interruptAfter = 1;
    await remove(`/api/deleteDestination/${id}`, { cancelBookings: 'true' }).expect(500);
    await t.http.get(`/api/destination/${id}`).expect(200);
    const states = await Promise.all(all.map((b) => status('tour_bookings', b)));
    expect(states.filter((s) => s === 'cancelled')).toHaveLength(1);

    await remove(`/api/deleteDestination/${id}`, { cancelBookings: 'true' }).expect(200);
    await t.http.get(`/api/destination/${id}`).expect(404);
    for (const b of all) {
      expect(await status('tour_bookings', b)).toBe('cancelled');
      expect(refundsOf(b)).toHaveLength(1);
      expect(await outbox(`booking-cancelled:${b.reference}`)).toBe(1);
    }
    const ops = await t.connection
      .collection('tour_time_operations')
      .find({ kind: 'withdraw', destinationId: new Types.ObjectId(id) })
      .toArray();
    expect(ops.map((o) => o.status as string)).toEqual(['done']);
    const audited = await t.connection
      .collection('audit_entries')
      .countDocuments({ kind: 'destination', record: id, action: 'cancelled' });
    expect(audited).toBe(1);
  });

  it('refuses to delete an offer with live stays, naming nights and dates; cancelBookings cancels and refunds them', async () => {
    const id = await insertOffer(t.connection);
    const stay = await bookStay(id);
    const res = await remove(`/api/deleteOffers/${id}`).expect(409);
    expect(res.body.message).toBe(
      `This stay offer has 1 live booking (3 nights) on 1 date: ${inDays(10)} to ${inDays(13)} ` +
        '(1 booking, 3 nights). Nothing was deleted. Cancel them all and delete (each visitor is mailed and refunded).',
    );
    await remove(`/api/deleteOffers/${id}`, { cancelBookings: 'true' }).expect(200);
    await t.http.get(`/api/offer/${id}`).expect(404);
    expect(await status('stay_bookings', stay)).toBe('cancelled');
    expect(refundsOf(stay)).toHaveLength(1);
    await catcher.mailWith(stay.email, 'this stay was withdrawn');
    const audited = await t.connection
      .collection('audit_entries')
      .countDocuments({ kind: 'offer', record: id, action: 'cancelled' });
    expect(audited).toBe(1);
  });

  it("refuses to change a booked offer's time zone", async () => {
    const id = await insertOffer(t.connection);
    await bookStay(id);
    const res = await t.http
      .put(`/api/updateOffers/${id}`)
      .set('Authorization', `Bearer ${t.token}`)
      .field('timeZone', 'Asia/Tokyo')
      .expect(409);
    expect(res.body.message).toMatch(
      /^This stay offer has 1 live booking on UTC time: .* Nothing was saved\./,
    );
  });

  it("counts a stay as live until its check-out day comes on the offer's own calendar, not UTC's", async () => {
    const id = await insertOffer(t.connection);
    const stay = await bookStay(id);
    const checkOut = inDays(13);
    const live = async (zone: string, at: string) => {
      await t.connection
        .collection('stay_bookings')
        .updateOne({ _id: new Types.ObjectId(stay._id) }, { $set: { timeZone: zone } });
      return (await t.app.get(CatalogWithdrawals).liveStays(id, new Date(at))).length;
    };
    const dayBefore = new Date(Date.parse(`${checkOut}T12:00:00Z`) - 86_400_000).toISOString();
    // 12:00 UTC the day before check-out is already check-out day (01:00) in Auckland: the stay has ended.
    expect(await live('Pacific/Auckland', dayBefore)).toBe(0);
    expect(await live('UTC', dayBefore)).toBe(1);
    // 03:00 UTC on check-out day is still the evening before in Los Angeles: the last night is under way.
    expect(await live('America/Los_Angeles', `${checkOut}T03:00:00Z`)).toBe(1);
    expect(await live('UTC', `${checkOut}T03:00:00Z`)).toBe(0);
  });

  it('refunds a payment arriving for a booking whose tour was withdrawn, confirming nothing', async () => {
    const id = await insertDestination(t.connection);
    const email = `edits${++visitors}@example.com`;
    const res = await t.http
      .post('/api/booking')
      .send({
        destinationId: id,
        date: DATE,
        time: '10:00',
        tickets: 1,
        cost: 45.5,
        name: 'Ana',
        email,
      })
      .expect(201);
    const booked = { ...res.body.data, email, amount: res.body.payment.amount } as Booked;
    // Deleted behind the API's back (as a delete racing this booking could leave it).
    await t.connection.collection('destinations').deleteOne({ _id: new Types.ObjectId(id) });
    await pay(booked, res.body.payment.sessionId as string);
    expect(await status('tour_bookings', booked)).toBe('held');
    expect(refundsOf(booked)).toHaveLength(1);
    await catcher.mailWith(email, 'arrived after what it was for was withdrawn');
  });
});

describe('catalog edits: tour times and seats of a booked tour; confirming a withdrawn booking', () => {
  const catcher = new MailCatcher();
  const t = useTestApp({ signIn: 'admin', mail: catcher });
  let visitors = 0;

  async function hold(destinationId: string, time: string, tickets: number, date = DATE) {
    const email = `times${++visitors}@example.com`;
    const res = await t.http
      .post('/api/booking')
      .send({ destinationId, date, time, tickets, cost: 45.5 * tickets, name: 'Ana', email })
      .expect(201);
    const reference = res.body.data.reference as string;
    return { reference, email, token: await catcher.manageTokenFor(email, reference) };
  }

  const confirm = (ref: string, token: string) =>
    t.http.post('/api/bookings/manage/confirm').send({ ref, token });

  const edit = (id: string, fields: Record<string, string>) => {
    const req = t.http
      .patch(`/api/updateDestination/${id}`)
      .set('Authorization', `Bearer ${t.token}`);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    return req;
  };

  const stored = async (id: string) =>
    t.connection.collection('destinations').findOne({ _id: new Types.ObjectId(id) });

  it('mails the voucher once when a booking is confirmed by its link', async () => {
    const id = await insertDestination(t.connection);
    const b = await hold(id, '09:30', 2);
    await confirm(b.reference, b.token).expect(200);
    await confirm(b.reference, b.token).expect(200);
    await catcher.mailWith(
      b.email,
      `Your tour booking ${b.reference}`,
      'Your booking is confirmed',
    );
    const key = `booking-confirmed:${b.reference}`;
    expect(await t.connection.collection('outbox').countDocuments({ key })).toBe(1);
  });

  it('refuses to confirm a booking whose tour was deleted, saying the tour was withdrawn', async () => {
    const id = await insertDestination(t.connection);
    const b = await hold(id, '10:00', 1);
    await t.connection.collection('destinations').deleteOne({ _id: new Types.ObjectId(id) });
    const res = await confirm(b.reference, b.token).expect(409);
    expect(res.body.message).toBe(
      'This tour was withdrawn and is no longer offered, so this booking cannot be confirmed or paid for.',
    );
    const page = await t.http
      .get('/api/bookings/manage')
      .query({ ref: b.reference, token: b.token })
      .expect(200);
    expect(page.body.withdrawn).toBe(true);
  });

  it("refuses to change a booked tour's time zone, naming its bookings; the same zone or an unbooked tour saves", async () => {
    const id = await insertDestination(t.connection);
    await hold(id, '10:00', 2);
    const res = await edit(id, { timeZone: 'Europe/Lisbon' }).expect(409);
    expect(res.body.message).toBe(
      `This tour has 1 live booking on UTC time: ${DATE} at 10:00 (1 booking, 2 tickets). Nothing was saved. ` +
        'Its time zone can change once no live booking holds a future date (cancel or let them pass first).',
    );
    expect((await stored(id))?.timeZone ?? 'UTC').toBe('UTC');
    await edit(id, { timeZone: 'UTC', title: 'Same zone, new title' }).expect(200);
    const unbooked = await insertDestination(t.connection);
    await edit(unbooked, { timeZone: 'Europe/Lisbon' }).expect(200);
    expect((await stored(unbooked))?.timeZone).toBe('Europe/Lisbon');
  });

  it('refuses to remove a tour time holding future bookings, naming the times, and saves nothing', async () => {
    const id = await insertDestination(t.connection);
    await hold(id, '10:00', 2);
    await hold(id, '10:00', 1, inDays(8));
    const res = await edit(id, { tourTimes: '09:30, 14:00, 15:00' }).expect(409);
    expect(res.body.message).toBe(
      `These tour times hold bookings: ${DATE} at 10:00 (1 booking, 2 tickets), ${inDays(8)} at 10:00 ` +
        '(1 booking, 1 ticket). Nothing was saved. Move or cancel them first on the Tour times screen, then remove the time.',
    );
    expect(res.body.code).toBe('TIMES_HOLD_BOOKINGS');
    // Never saved, even with the go-ahead for overselling.
    await edit(id, { tourTimes: '09:30', confirmOversell: 'true' }).expect(409);
    expect((await stored(id))?.tourTimes).toEqual(['09:30', '10:00', '14:00', '15:00']);
    // A time without bookings goes.
    await edit(id, { tourTimes: '10:00, 14:00' }).expect(200);
    expect((await stored(id))?.tourTimes).toEqual(['10:00', '14:00']);
  });

  it('offers a time no longer on the tour that still holds bookings, to move or cancel them', async () => {
    const id = await insertDestination(t.connection);
    await hold(id, '15:00', 2);
    // Taken off the tour before such edits were refused.
    await t.connection
      .collection('destinations')
      .updateOne({ _id: new Types.ObjectId(id) }, { $set: { tourTimes: ['09:30', '10:00'] } });
    const booked = await t.http
      .get('/api/admin/tour-times/booked-times')
      .query({ destinationId: id })
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    expect(booked.body).toEqual({ data: ['15:00'] });
    const preview = await t.http
      .post('/api/admin/tour-times/preview')
      .set('Authorization', `Bearer ${t.token}`)
      .send({ destinationId: id, date: DATE, time: '15:00' })
      .expect(200);
    expect(preview.body.data.totals).toMatchObject({ bookings: 1, tickets: 2 });
    // A time neither on the tour nor booked is still refused.
    await t.http
      .post('/api/admin/tour-times/preview')
      .set('Authorization', `Bearer ${t.token}`)
      .send({ destinationId: id, date: DATE, time: '16:00' })
      .expect(400);
    await t.http
      .get('/api/admin/tour-times/booked-times')
      .query({ destinationId: 'nope' })
      .set('Authorization', `Bearer ${t.token}`)
      .expect(400);
  });

  it('refuses a cut of seats below what a future time holds unless confirmed; then the time shows sold out', async () => {
    const id = await insertDestination(t.connection, { capacityPerSlot: 10 });
    await hold(id, '14:00', 4);
    await hold(id, '14:00', 3);
    const res = await edit(id, { capacityPerSlot: '5' }).expect(409);
    expect(res.body.code).toBe('WOULD_OVERSELL');
    expect(res.body.message).toBe(
      `These tour times would be oversold with 5 seats per time: ${DATE} at 14:00 (7 seats sold). ` +
        'Nothing was saved. Confirm to save anyway: nothing is cancelled, and those times show sold out.',
    );
    expect((await stored(id))?.capacityPerSlot).toBe(10);
    await edit(id, { capacityPerSlot: '5', confirmOversell: 'maybe' }).expect(400);
    await edit(id, { capacityPerSlot: '5', confirmOversell: 'true' }).expect(200);
    const saved = await stored(id);
    expect(saved?.capacityPerSlot).toBe(5);
    expect(saved).not.toHaveProperty('confirmOversell');
    const slots = (
      await t.http.get(`/api/destination/${id}/availability`).query({ date: DATE }).expect(200)
    ).body.slots as { time: string; left: number }[];
    expect(slots.find((s) => s.time === '14:00')?.left).toBe(0);
    const held = await t.connection
      .collection('tour_bookings')
      .countDocuments({ destinationId: new Types.ObjectId(id), status: { $ne: 'cancelled' } });
    expect(held).toBe(2);
    // Listed as oversold until resolved: here, until the seats are raised again.
    const oversold = () =>
      t.http.get('/api/admin/tour-times/oversold').set('Authorization', `Bearer ${t.token}`);
    expect((await oversold().expect(200)).body.data).toContainEqual({
      destinationId: id,
      destinationTitle: 'Lisbon old town walk',
      date: DATE,
      time: '14:00',
      capacity: 5,
      sold: 7,
    });
    await edit(id, { capacityPerSlot: '7' }).expect(200);
    const after = (await oversold().expect(200)).body.data as { destinationId: string }[];
    expect(after.filter((slot) => slot.destinationId === id)).toEqual([]);
  });
});
