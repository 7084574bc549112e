import { Types } from 'mongoose';
import { inDays, insertDestination, insertOffer, stayBody, tourBody } from './utils/fixtures';
import { MailCatcher } from './utils/mail-catcher';
import { eventually } from './utils/eventually';
import { useTestApp } from './utils/test-app';

/**
 * An admin's actions on one booking (detail, cancel, confirm, change, move, resend, mark paid, note) and
 * back-office bookings, over the wire: each done, audited and mailed; each refused with its 4xx and nothing
 * changed.
 */
interface Detail {
  kind: 'tour' | 'stay';
  booking: Record<string, unknown> & {
    _id: string;
    reference: string;
    status: string;
    channel: string;
    payment: { status: string; paidAt?: string };
  };
  note?: string;
  withdrawn: boolean;
  mails: { kind: string; subject: string }[];
}

const DATE = inDays(7);

describe('admin: actions on one booking', () => {
  const mail = new MailCatcher();
  const t = useTestApp({ signIn: 'admin', mail });
  const asAdmin = () => ({ Authorization: `Bearer ${t.token}` });
  let visitors = 0;

  const db = () => t.connection;
  const seatsOf = async (id: string) =>
    (
      await db()
        .collection('seat_claims')
        .find({ bookingId: new Types.ObjectId(id) })
        .toArray()
    ).map((c) => c.slot as string);
  const auditOf = async (id: string) =>
    (await db().collection('audit_entries').find({ record: id }).toArray()).map(
      (e) => e.action as string,
    );
  const outboxKeys = async (reference: string) =>
    (await db().collection('outbox').find({}).toArray())
      .map((m) => m.key as string)
      .filter((key) => key.split(':').includes(reference));

  /** A tour booking by an anonymous visitor: held. */
  async function bookTour(destinationId: string, fields: Record<string, unknown> = {}) {
    const email = `actions${++visitors}@example.com`;
    const res = await t.http
      .post('/api/booking')
      .send(tourBody(destinationId, { date: DATE, email, ...fields }))
      .expect(201);
    return res.body.data as Detail['booking'] & { email: string };
  }

  async function bookStay(offerId: string, fields: Record<string, unknown> = {}) {
    const email = `actions${++visitors}@example.com`;
    const res = await t.http
      .post('/api/bookingapartment')
      .send(stayBody(offerId, { email, ...fields }))
      .expect(201);
    return res.body.data as Detail['booking'] & { email: string };
  }

  /** The manage link's token in the newest mail to `email` about `reference` that holds every one of `parts`. */
  async function tokenIn(email: string, reference: string, ...parts: string[]) {
    const link = `/booking/manage?ref=${reference}&token=`;
    const body = await mail.mailWith(email, link, ...parts);
    const token = /token=([A-Za-z0-9_-]+)/.exec(body.slice(body.indexOf(link)))?.[1];
    if (!token) throw new Error(`No manage link for ${reference}`);
    return token;
  }

  const action = (ref: string, what: string, body: object = {}) =>
    t.http.post(`/api/admin/bookings/${ref}/${what}`).set(asAdmin()).send(body);
  const change = (ref: string, body: object) =>
    t.http.patch(`/api/admin/bookings/${ref}`).set(asAdmin()).send(body);
  const show = async (ref: string) =>
    (await t.http.get(`/api/admin/bookings/${ref}`).set(asAdmin()).expect(200)).body.data as Detail;
  const confirmed = async (ref: string) =>
    (await action(ref, 'confirm').expect(200)).body.data as Detail;

  describe('who may', () => {
    it('refuses a visitor (403) and nobody signed in (401) on every action', async () => {
      const destinationId = await insertDestination(db());
      const booking = await bookTour(destinationId);
      const visitor = { Authorization: `Bearer ${await t.signIn('user')}` };
      const ref = booking.reference;
      const requests = [
        () => t.http.get(`/api/admin/bookings/${ref}`),
        () => t.http.patch(`/api/admin/bookings/${ref}`).send({ name: 'X' }),
        () => t.http.post(`/api/admin/bookings/${ref}/cancel`),
        () => t.http.post(`/api/admin/bookings/${ref}/confirm`),
        () => t.http.post(`/api/admin/bookings/${ref}/move`).send({ time: '10:00' }),
        () => t.http.post(`/api/admin/bookings/${ref}/resend`),
        () => t.http.post(`/api/admin/bookings/${ref}/mark-paid`),
        () => t.http.put(`/api/admin/bookings/${ref}/note`).send({ note: 'x' }),
        () => t.http.post('/api/admin/bookings/tours').send(tourBody(destinationId)),
        () => t.http.post('/api/admin/bookings/stays').send({}),
      ];
      for (const request of requests) {
        await request().expect(401);
        await request().set(visitor).expect(403);
      }
      expect((await show(ref)).booking.status).toBe('held');
      expect(await auditOf(booking._id)).toEqual(['created']);
    });
  });

  describe('the detail', () => {
    it('shows the booking of either kind, in any case of its reference, with its mails', async () => {
      const booking = await bookTour(await insertDestination(db()));
      await eventually(async () => (await outboxKeys(booking.reference)).length > 0, 'its mail');
      const detail = await show(booking.reference.toLowerCase());
      expect(detail).toMatchObject({
        kind: 'tour',
        withdrawn: false,
        booking: { reference: booking.reference, status: 'held', channel: 'web', tickets: 2 },
      });
      expect(detail.mails.map((m) => m.kind)).toEqual(['booking-held']);
      const stay = await bookStay(await insertOffer(db()));
      expect((await show(stay.reference)).kind).toBe('stay');
    });

    it('answers 400 for a malformed reference and 404 for an unknown one', async () => {
      const bad = await t.http.get('/api/admin/bookings/nope').set(asAdmin()).expect(400);
      expect(bad.body.message).toBe('A booking reference looks like TB-7K3Q9X or ST-7K3Q9X');
      const unknown = await t.http.get('/api/admin/bookings/TB-222222').set(asAdmin()).expect(404);
      expect(unknown.body.message).toBe('Booking not found');
      await action('TB-222222', 'cancel').expect(404);
    });
  });

  describe('cancel', () => {
    it("cancels on the visitor's behalf: seats freed, the notice mailed, audited; once", async () => {
      const booking = await bookTour(await insertDestination(db()));
      const res = await action(booking.reference, 'cancel').expect(200);
      expect(res.body.message).toBe('Booking cancelled.');
      expect((res.body.data as Detail).booking.status).toBe('cancelled');
      expect(await seatsOf(booking._id)).toEqual([]);
      await mail.mailWith(booking.email, `${booking.reference} is cancelled`);
      const again = await action(booking.reference, 'cancel').expect(409);
      expect(again.body.message).toBe('This booking was cancelled.');
      expect(await auditOf(booking._id)).toEqual(['created', 'cancelled']);
    });
  });

  describe('confirm', () => {
    it('confirms a hold, mails the confirmation with a working link, and refuses a second time', async () => {
      const booking = await bookTour(await insertDestination(db()));
      const detail = await confirmed(booking.reference);
      expect(detail.booking.status).toBe('confirmed');
      const token = await tokenIn(booking.email, booking.reference, 'Your booking is confirmed');
      await eventually(
        async () =>
          (await outboxKeys(booking.reference)).includes(`booking-confirmed:${booking.reference}`),
        'the confirmation',
      );
      const managed = await t.http
        .get('/api/bookings/manage')
        .query({ ref: booking.reference, token })
        .expect(200);
      expect(managed.body.booking.status).toBe('confirmed');
      const again = await action(booking.reference, 'confirm').expect(409);
      expect(again.body.message).toBe('This booking is already confirmed.');
      await action(booking.reference, 'cancel').expect(200);
      expect((await action(booking.reference, 'confirm').expect(409)).body.message).toBe(
        'This booking was cancelled.',
      );
      expect(await auditOf(booking._id)).toEqual(['created', 'confirmed', 'cancelled']);
    });

    it('refuses a hold whose tour was withdrawn', async () => {
      const destinationId = await insertDestination(db());
      const booking = await bookTour(destinationId);
      await db()
        .collection('destinations')
        .deleteOne({ _id: new Types.ObjectId(destinationId) });
      const res = await action(booking.reference, 'confirm').expect(409);
      expect(res.body.message).toBe(
        'The tour of this booking was withdrawn (deleted): it cannot be changed.',
      );
    });
  });

  describe('change', () => {
    it('changes the tickets of a tour: seats claimed or freed, a new total, audited and mailed', async () => {
      const destinationId = await insertDestination(db());
      const booking = await bookTour(destinationId);
      const more = (
        await change(booking.reference, { tickets: 5, name: 'Ana Maria Lima' }).expect(200)
      ).body;
      expect(more.message).toBe('Booking changed.');
      expect(more.data.booking).toMatchObject({
        tickets: 5,
        cost: 45.5 * 5,
        name: 'Ana Maria Lima',
      });
      expect(await seatsOf(booking._id)).toHaveLength(5);
      const availability = await t.http
        .get(`/api/destination/${destinationId}/availability`)
        .query({ date: DATE })
        .expect(200);
      expect(availability.body.slots.find((s: { time: string }) => s.time === '09:30').left).toBe(
        15,
      );
      await mail.mailWith(booking.email, `${booking.reference} was changed`, 'Tickets: 5');
      const fewer = (await change(booking.reference, { tickets: 1 }).expect(200)).body
        .data as Detail;
      expect(fewer.booking).toMatchObject({ tickets: 1, cost: 45.5 });
      expect(await seatsOf(booking._id)).toHaveLength(1);
      expect(await auditOf(booking._id)).toEqual(['created', 'updated', 'updated']);
      // The new link of the last mail shows the booking; the change kept it held.
      const token = await tokenIn(booking.email, booking.reference, 'Tickets: 1');
      await t.http.get('/api/bookings/manage').query({ ref: booking.reference, token }).expect(200);
    });

    it('changes or removes the phone, normalized as the booking form takes it; refuses a bad number', async () => {
      const booking = await bookTour(await insertDestination(db()));
      const set = (await change(booking.reference, { phone: '+351 912 345 678' }).expect(200)).body
        .data as Detail;
      expect(set.booking.phone).toBe('+351912345678');
      const bad = await change(booking.reference, { phone: '12345' }).expect(400);
      expect(JSON.stringify(bad.body)).toContain('Please enter a valid phone number');
      const cleared = (await change(booking.reference, { phone: '' }).expect(200)).body
        .data as Detail;
      expect(cleared.booking.phone).toBeUndefined();
      const stored = await db()
        .collection('tour_bookings')
        .findOne({ _id: new Types.ObjectId(booking._id) });
      expect(stored).not.toHaveProperty('phone');
      expect(await auditOf(booking._id)).toEqual(['created', 'updated', 'updated']);
    });

    it("reprices tickets as the booking was made (its promo code's rule); refuses a booking priced by category", async () => {
      await t.http
        .post('/api/admin/promo-codes')
        .set(asAdmin())
        .send({ code: 'TENOFF', kind: 'percent', value: 10 })
        .expect(201);
      const destinationId = await insertDestination(db());
      const booking = await bookTour(destinationId, { promoCode: 'TENOFF', cost: 81.9 });
      const res = (await change(booking.reference, { tickets: 3 }).expect(200)).body.data as Detail;
      // 3 x 45.50 = 136.50, 10 % off: 122.85.
      expect(res.booking).toMatchObject({
        tickets: 3,
        cost: 122.85,
        price: { subtotal: 136.5, discount: 13.65, total: 122.85 },
      });
      const family = await insertDestination(db(), {
        priceCategories: [
          { key: 'adult', name: 'Adult', price: 40, takesSeat: true },
          { key: 'child', name: 'Child', price: 20, takesSeat: true },
        ],
      });
      const byCategory = await bookTour(family, {
        tickets: undefined,
        units: [
          { category: 'adult', count: 1 },
          { category: 'child', count: 1 },
        ],
        cost: 60,
      });
      const refused = await change(byCategory.reference, { tickets: 3 }).expect(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        code: 'PRICED_BY_CATEGORY',
        message:
          'This booking is priced by category (adults, children, ...): cancel it and book the new party instead.',
      });
    });

    it('refuses tickets with no room left, changing nothing', async () => {
      const destinationId = await insertDestination(db(), { capacityPerSlot: 4 });
      const booking = await bookTour(destinationId);
      await bookTour(destinationId, { tickets: 1 });
      const res = await change(booking.reference, { tickets: 4 }).expect(409);
      expect(res.body.message).toBe('Only 1 ticket left for this time');
      expect((await show(booking.reference)).booking).toMatchObject({ tickets: 2, cost: 91 });
      expect(await seatsOf(booking._id)).toHaveLength(2);
      expect(await auditOf(booking._id)).toEqual(['created']);
    });

    it('changes the guests of a stay, within the guest limit, with a new total', async () => {
      const booking = await bookStay(await insertOffer(db()));
      const res = (await change(booking.reference, { guests: 3 }).expect(200)).body.data as Detail;
      expect(res.booking).toMatchObject({
        guests: 3,
        pricePerNight: 120,
        totalCost: 240,
        costPerPerson: 80,
      });
      expect(res.booking.price).toMatchObject({ subtotal: 240, discount: 0, total: 240 });
      const over = await change(booking.reference, { guests: 99 }).expect(400);
      expect(over.body.message).toMatch(/^Number of guests cannot exceed \d+$/);
    });

    it.each([
      [{}, 'Nothing to change: send a new name, phone, tickets (tours) or guests (stays).'],
      [{ tickets: 2.5 }, 'Tickets must be a whole number'],
      [{ tickets: 0 }, 'Tickets must be at least 1'],
      [{ tickets: 51 }, /^You can book at most \d+ tickets at once$/],
      [{ guests: 2 }, 'Only a stay booking has guests; a tour has tickets.'],
      [{ name: 'see https://x.example' }, 'Name must not contain a link'],
      [{ tickets: '3' }, 'tickets must be a number'],
    ])('refuses %j to a tour booking: 400 %s', async (body, message) => {
      const booking = await bookTour(await insertDestination(db()));
      const res = await change(booking.reference, body).expect(400);
      expect(res.body.message).toMatch(message);
      expect((await show(booking.reference)).booking.tickets).toBe(2);
    });

    it('refuses tickets to a stay, and any change of a cancelled booking or of a withdrawn tour', async () => {
      const stay = await bookStay(await insertOffer(db()));
      expect((await change(stay.reference, { tickets: 2 }).expect(400)).body.message).toBe(
        'Only a tour booking has tickets; a stay has guests.',
      );
      await action(stay.reference, 'cancel').expect(200);
      expect((await change(stay.reference, { guests: 2 }).expect(409)).body.message).toBe(
        'This booking was cancelled.',
      );
      const destinationId = await insertDestination(db());
      const booking = await bookTour(destinationId);
      await db()
        .collection('destinations')
        .deleteOne({ _id: new Types.ObjectId(destinationId) });
      expect((await change(booking.reference, { tickets: 3 }).expect(409)).body.message).toBe(
        'The tour of this booking was withdrawn (deleted): it cannot be changed.',
      );
    });
  });

  describe('move', () => {
    it('moves a tour booking to a time with room: seats there, freed here, audited and mailed', async () => {
      const destinationId = await insertDestination(db());
      const booking = await bookTour(destinationId);
      const res = await action(booking.reference, 'move', {
        date: inDays(8),
        time: '10:00',
      }).expect(200);
      expect((res.body.data as Detail).booking).toMatchObject({ date: inDays(8), time: '10:00' });
      expect(await seatsOf(booking._id)).toEqual(
        Array(2).fill(`${destinationId}|${inDays(8)}|10:00`),
      );
      expect(await auditOf(booking._id)).toEqual(['created', 'moved']);
      await mail.mailWith(booking.email, `${booking.reference} now starts on ${inDays(8)}`);
      // The admin list of the new date shows it.
      const list = await t.http
        .get('/api/booking')
        .query({ from: inDays(8), to: inDays(8) })
        .set(asAdmin())
        .expect(200);
      expect(list.body.data.map((b: { reference: string }) => b.reference)).toContain(
        booking.reference,
      );
    });

    it('refuses a time without room, moving nothing', async () => {
      const destinationId = await insertDestination(db(), { capacityPerSlot: 2 });
      const booking = await bookTour(destinationId);
      await bookTour(destinationId, { time: '10:00', tickets: 1 });
      const res = await action(booking.reference, 'move', { time: '10:00' }).expect(409);
      expect(res.body.message).toBe(
        `Only 1 seat is free on ${DATE} at 10:00; this booking needs 2.`,
      );
      expect(await seatsOf(booking._id)).toEqual(Array(2).fill(`${destinationId}|${DATE}|09:30`));
      expect((await show(booking.reference)).booking.time).toBe('09:30');
    });

    it.each([
      [{ time: '09:30' }, 'Please choose another date or time to move the booking to'],
      [{ time: '11:11' }, 'Please choose one of the tour times'],
      [{ time: '9h' }, 'time must be a time (HH:mm)'],
      [{ date: '2020-01-01' }, 'Please choose today or a later date'],
      [{ date: '24/12/2026' }, 'date must be a date (YYYY-MM-DD)'],
    ])('refuses %j: 400 %s', async (body, message) => {
      const booking = await bookTour(await insertDestination(db()));
      expect((await action(booking.reference, 'move', body).expect(400)).body.message).toBe(
        message,
      );
    });

    it("follows the tour's schedule: no move to a closed date; the date's own seats", async () => {
      const destinationId = await insertDestination(db(), {
        capacityPerSlot: 6,
        schedule: {
          seasons: [],
          closed: [{ from: inDays(8), to: inDays(8) }],
          capacities: [{ date: DATE, capacity: 3 }],
          cutoffMinutes: 0,
        },
      });
      const booking = await bookTour(destinationId, { time: '14:00' });
      const closed = await action(booking.reference, 'move', { date: inDays(8) }).expect(400);
      expect(closed.body.message).toBe(
        'This tour does not run on this date. Please choose another date.',
      );
      await bookTour(destinationId, { time: '09:30' });
      // 3 seats a time on this date: 1 left at 09:30, where the booking needs 2 (6 on other dates).
      const full = await action(booking.reference, 'move', { time: '09:30' }).expect(409);
      expect(full.body.message).toBe(
        `Only 1 seat is free on ${DATE} at 09:30; this booking needs 2.`,
      );
      expect(await seatsOf(booking._id)).toEqual(Array(2).fill(`${destinationId}|${DATE}|14:00`));
    });

    it('refuses a stay, a cancelled booking and a withdrawn tour', async () => {
      const stay = await bookStay(await insertOffer(db()));
      expect(
        (await action(stay.reference, 'move', { time: '10:00' }).expect(400)).body.message,
      ).toBe('Only a tour booking can be moved to another date or time.');
      const destinationId = await insertDestination(db());
      const cancelled = await bookTour(destinationId);
      await action(cancelled.reference, 'cancel').expect(200);
      await action(cancelled.reference, 'move', { time: '10:00' }).expect(409);
      const booking = await bookTour(destinationId);
      await db()
        .collection('destinations')
        .deleteOne({ _id: new Types.ObjectId(destinationId) });
      await action(booking.reference, 'move', { time: '10:00' }).expect(409);
    });
  });

  describe('resend, mark paid, note', () => {
    it('sends the mail of its present state again, with a new link, audited', async () => {
      const booking = await bookTour(await insertDestination(db()));
      await confirmed(booking.reference);
      const res = await action(booking.reference, 'resend').expect(200);
      expect(res.body.message).toBe('Mail sent again.');
      await eventually(
        async () =>
          (await outboxKeys(booking.reference)).some((k) => k.startsWith('booking-resent:')),
        'the mail sent again',
      );
      expect(await auditOf(booking._id)).toEqual(['created', 'confirmed', 'mailed']);
    });

    it('marks a confirmed booking paid on the day, once; refuses a hold', async () => {
      const booking = await bookTour(await insertDestination(db()));
      expect((await action(booking.reference, 'mark-paid').expect(409)).body.message).toBe(
        'Only a confirmed booking can be marked paid.',
      );
      await confirmed(booking.reference);
      const paid = (await action(booking.reference, 'mark-paid').expect(200)).body.data as Detail;
      expect(paid.booking.payment.status).toBe('on_the_day');
      expect(paid.booking.payment.paidAt).toEqual(expect.any(String));
      expect((await action(booking.reference, 'mark-paid').expect(409)).body.message).toBe(
        'This booking is already marked paid.',
      );
      expect(await auditOf(booking._id)).toEqual(['created', 'confirmed', 'paid']);
    });

    it('keeps an internal note for admins only: never in the visitor views', async () => {
      const booking = await bookTour(await insertDestination(db()));
      const note = (ref: string, text: unknown) =>
        t.http.put(`/api/admin/bookings/${ref}/note`).set(asAdmin()).send({ note: text });
      const saved = (await note(booking.reference, '  Calls after 6pm.\nVegetarian.  ').expect(200))
        .body.data as Detail;
      expect(saved.note).toBe('Calls after 6pm.\nVegetarian.');
      await confirmed(booking.reference);
      const token = await tokenIn(booking.email, booking.reference, 'Your booking is confirmed');
      const managed = await t.http
        .get('/api/bookings/manage')
        .query({ ref: booking.reference, token })
        .expect(200);
      expect(JSON.stringify(managed.body)).not.toContain('Vegetarian');
      const list = await t.http.get('/api/booking').query({ from: DATE, to: DATE }).set(asAdmin());
      expect(JSON.stringify(list.body)).not.toContain('Vegetarian');
      expect((await note(booking.reference, 'x'.repeat(1001)).expect(400)).body.message).toBe(
        'note must be at most 1000 characters',
      );
      expect((await note(booking.reference, 42).expect(400)).body.message).toBe(
        'note must be text',
      );
      expect((await note(booking.reference, '').expect(200)).body.data.note).toBeUndefined();
      expect(await auditOf(booking._id)).toEqual(['created', 'updated', 'confirmed', 'updated']);
    });
  });

  describe('back-office booking', () => {
    it('books a tour for a caller: confirmed at once, channel back-office, without a mail when asked', async () => {
      const destinationId = await insertDestination(db(), { capacityPerSlot: 3 });
      const email = 'caller@example.com';
      const res = await t.http
        .post('/api/admin/bookings/tours')
        .set(asAdmin())
        .send({ ...tourBody(destinationId, { email, tickets: 2 }), sendMail: false })
        .expect(201);
      const detail = res.body.data as Detail;
      expect(detail.booking).toMatchObject({
        status: 'confirmed',
        channel: 'back-office',
        tickets: 2,
      });
      expect(await seatsOf(detail.booking._id)).toHaveLength(2);
      expect(await outboxKeys(detail.booking.reference)).toEqual([]);
      const list = await t.http.get('/api/booking').query({ from: DATE, to: DATE }).set(asAdmin());
      expect(
        list.body.data.find((b: { reference: string }) => b.reference === detail.booking.reference)
          .channel,
      ).toBe('back-office');
      // The same inventory as the site: one seat left.
      const full = await t.http
        .post('/api/admin/bookings/tours')
        .set(asAdmin())
        .send(tourBody(destinationId, { email, tickets: 2 }))
        .expect(409);
      expect(full.body.message).toBe('Only 1 ticket left for this time');
      // And the same price check.
      await t.http
        .post('/api/admin/bookings/tours')
        .set(asAdmin())
        .send({ ...tourBody(destinationId, { tickets: 1 }), cost: 1 })
        .expect(400);
    });

    it('books a stay for a caller, mailed by default', async () => {
      const offerId = await insertOffer(db());
      const res = await t.http
        .post('/api/admin/bookings/stays')
        .set(asAdmin())
        .send(stayBody(offerId, { email: 'walkin@example.com' }))
        .expect(201);
      const detail = res.body.data as Detail;
      expect(detail.booking).toMatchObject({ status: 'confirmed', channel: 'back-office' });
      await mail.mailWith('walkin@example.com', `Your stay booking ${detail.booking.reference}`);
      const bad = await t.http
        .post('/api/admin/bookings/stays')
        .set(asAdmin())
        .send({ ...stayBody(offerId), sendMail: 'no' })
        .expect(400);
      expect(bad.body.message).toBe('sendMail must be true or false');
    });
  });
});
