import { Types } from 'mongoose';
import { TourBookingsService } from '../src/bookings/tours/tour-bookings.service';
import { WaitlistOffers } from '../src/bookings/tours/waitlist/waitlist-offers.service';
import { inDays, insertDestination } from './utils/fixtures';
import { MailCatcher } from './utils/mail-catcher';
import { createTestApp, TestApp } from './utils/test-app';

const DATE = inDays(5);
const TIME = '10:00';
const PRICE = 45.5;
const MINUTE = 60_000;

interface Entry {
  _id: Types.ObjectId;
  email: string;
  status: string;
  tickets: number;
  offerExpiresAt?: Date;
}

describe('tour waitlist', () => {
  let t: TestApp;
  let admin: string;
  const mail = new MailCatcher();

  beforeAll(async () => {
    // The mail budget and its exemptions are abuse-round-3's tests: every mail here is within it.
    t = await createTestApp({
      SMTP_URL: await mail.start(),
      MAX_TICKETS_PER_BOOKING: '10',
    });
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    await t.close();
    await mail.stop();
  });

  const entries = () => t.connection.collection<Entry>('tour_waitlist');
  const claims = () => t.connection.collection('seat_claims');
  const bookingsOf = (destinationId: string) =>
    t.connection
      .collection('tour_bookings')
      .find({ destinationId: new Types.ObjectId(destinationId) })
      .toArray();

  const book = (destinationId: string, tickets: number, email = 'public@example.com') =>
    t.http.post('/api/booking').send({
      destinationId,
      date: DATE,
      time: TIME,
      tickets,
      cost: PRICE * tickets,
      name: 'Public Booker',
      email,
    });

  /**
   * Joins as an anonymous visitor; a new entry (201) then confirms its address by the joined mail's link,
   * as its visitor would: only confirmed entries are offered seats.
   */
  const join = (destinationId: string, email: string, tickets: number) => ({
    async expect(status: number) {
      const joined = await t.http
        .post(`/api/destination/${destinationId}/waitlist`)
        .send({ date: DATE, time: TIME, tickets, email, name: 'Wait Ing' })
        .expect(status);
      if (status === 201) {
        const token = await tokenFrom(email, 'confirm', destinationId);
        await t.http
          .post(`/api/destination/${destinationId}/waitlist/confirm`)
          .send({ token })
          .expect(200);
      }
      return joined;
    },
  });

  const remove = (bookingId: string) =>
    t.http
      .delete(`/api/deleteBooking/${bookingId}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);

  const statusOf = async (email: string) => (await entries().findOne({ email }))?.status;

  async function tokenFrom(
    email: string,
    action: 'claim' | 'leave' | 'confirm',
    destinationId: string,
  ) {
    const prefix = `/waitlist/${action}?destination=${destinationId}&token=`;
    const body = await mail.mailWith(email, prefix);
    const match = new RegExp(
      `/waitlist/${action}\\?destination=${destinationId}&token=([A-Za-z0-9_-]+)`,
    ).exec(body);
    if (!match?.[1]) throw new Error(`No ${action} link for ${email}`);
    return match[1];
  }

  /** A destination whose 10:00 on DATE is sold out by one booking; answers both ids. */
  async function soldOut(capacity: number) {
    const destinationId = await insertDestination(t.connection, { capacityPerSlot: capacity });
    const booked = await book(destinationId, capacity).expect(201);
    return { destinationId, bookingId: (booked.body as { data: { _id: string } }).data._id };
  }

  /** Every seat held by a live booking or a running offer, each exactly its tickets, none beyond capacity. */
  async function expectConsistent(destinationId: string, capacity: number) {
    const slot = `${destinationId}|${DATE}|${TIME}`;
    const held = await claims().find({ slot }).toArray();
    expect(held.length).toBeLessThanOrEqual(capacity);
    const perHolder = new Map<string, number>();
    for (const claim of held) {
      const id = String(claim.bookingId);
      perHolder.set(id, (perHolder.get(id) ?? 0) + 1);
    }
    const live = (await bookingsOf(destinationId)).filter(
      (b) => b.status === 'confirmed' || b.status === 'held',
    );
    const offered = await entries().find({ slot, status: 'offered' }).toArray();
    const expected = new Map<string, number>([
      ...live.map((b) => [String(b._id), b.tickets as number] as const),
      ...offered.map((e) => [String(e._id), e.tickets] as const),
    ]);
    expect(Object.fromEntries(perHolder)).toEqual(Object.fromEntries(expected));
    // No seat lost: free seats remain only when nobody waiting fits them.
    const free = capacity - held.length;
    const waiting = await entries().find({ slot, status: 'waiting' }).toArray();
    expect(waiting.filter((e) => e.tickets <= free)).toEqual([]);
    return { free, held: held.length };
  }

  describe('joining', () => {
    it('refuses bad input with the booking form rules, writing nothing', async () => {
      const { destinationId } = await soldOut(2);
      const cases: [Record<string, unknown>, string][] = [
        [
          { date: DATE, time: TIME, tickets: 1, email: 'a@example.com' },
          'Please fill in all required fields',
        ],
        [
          { date: DATE, time: TIME, tickets: 0, email: 'a@example.com', name: 'A' },
          'Please fill in all required fields',
        ],
        [
          { date: DATE, time: TIME, tickets: 1, email: 'nope', name: 'A' },
          'Please enter a valid email address',
        ],
        [
          { date: DATE, time: TIME, tickets: 1, email: 'a@example.com', name: 'see www.spam.com' },
          'Name must not contain a link',
        ],
        [
          { date: DATE, time: TIME, tickets: 11, email: 'a@example.com', name: 'A' },
          'You can book at most 10 tickets at once',
        ],
        [
          { date: DATE, time: TIME, tickets: 1.5, email: 'a@example.com', name: 'A' },
          'Tickets must be a whole number',
        ],
        [
          { date: inDays(-2), time: TIME, tickets: 1, email: 'a@example.com', name: 'A' },
          'Please choose today or a later date',
        ],
        [
          { date: DATE, time: '11:11', tickets: 1, email: 'a@example.com', name: 'A' },
          'Please choose one of the tour times',
        ],
        [
          { date: DATE, time: TIME, tickets: { $gt: 0 }, email: 'a@example.com', name: 'A' },
          'Please fill in all required fields',
        ],
      ];
      for (const [body, message] of cases) {
        const response = await t.http.post(`/api/destination/${destinationId}/waitlist`).send(body);
        expect({
          status: response.status,
          message: (response.body as { message: string }).message,
        }).toEqual({
          status: 400,
          message,
        });
      }
      await t.http
        .post(`/api/destination/${new Types.ObjectId().toString()}/waitlist`)
        .send({ date: DATE, time: TIME, tickets: 1, email: 'a@example.com', name: 'A' })
        .expect(404);
      await t.http.post('/api/destination/nope/waitlist').send({}).expect(400);
      expect(
        await entries().countDocuments({ destinationId: new Types.ObjectId(destinationId) }),
      ).toBe(0);
    });

    it('refuses a time with the seats free (409) and keeps one entry per address in join order', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 3 });
      await book(destinationId, 2).expect(201);
      const free = await join(destinationId, 'early@example.com', 1).expect(409);
      expect((free.body as { message: string }).message).toBe('Seats are available: book now.');

      expect((await join(destinationId, 'first@example.com', 2).expect(201)).body).toEqual({
        position: 1,
        confirmed: false,
      });
      expect((await join(destinationId, 'second@example.com', 3).expect(201)).body).toEqual({
        position: 2,
        confirmed: false,
      });
      // The same address again, however spelled: the same entry, 200.
      expect((await join(destinationId, ' First@Example.com ', 2).expect(200)).body).toEqual({
        position: 1,
        confirmed: true,
      });
      expect(await entries().countDocuments({ email: 'first@example.com' })).toBe(1);

      const joined = await mail.mailWith('first@example.com', 'You are number 1 on the waitlist');
      expect(joined).toContain(`/waitlist/leave?destination=${destinationId}&token=`);
      await mail.mailWith('second@example.com', 'You are number 2 on the waitlist');
    });

    it('refuses a join whose time is cancelled while it is written (409), leaving no entry behind', async () => {
      const { destinationId } = await soldOut(2);
      const slot = { destinationId, date: DATE, time: TIME };
      // The admin's cancel lands just after the join found the time open and full, before its insert: the
      // cancel ends a line the entry is not in yet.
      const tours = t.app.get(TourBookingsService);
      const freeSeats = tours.freeSeats.bind(tours);
      const spy = jest.spyOn(tours, 'freeSeats').mockImplementationOnce(async (...args) => {
        const free = await freeSeats(...args);
        await t.http
          .post('/api/admin/tour-times/cancel')
          .set('Authorization', `Bearer ${admin}`)
          .send(slot)
          .expect(200);
        return free;
      });
      try {
        const refused = await join(destinationId, 'closing@example.com', 1).expect(409);
        expect((refused.body as { message: string }).message).toBe(
          'This tour time was cancelled. Please choose another time.',
        );
      } finally {
        spy.mockRestore();
      }
      expect(await entries().countDocuments({ email: 'closing@example.com' })).toBe(0);
      expect(
        await t.connection.collection('outbox').countDocuments({ to: 'closing@example.com' }),
      ).toBe(0);
      // As a join that came after the closing: the same answer, nothing written.
      await join(destinationId, 'closing@example.com', 1).expect(409);
      expect(await entries().countDocuments({ email: 'closing@example.com' })).toBe(0);
    });
  });

  describe('offers', () => {
    it('offers freed seats in join order, skipping an entry that does not fit, as a real hold', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 3 });
      const one = await book(destinationId, 1, 'one@example.com').expect(201);
      const two = await book(destinationId, 2, 'two@example.com').expect(201);
      await join(destinationId, 'big@example.com', 3).expect(201);
      await join(destinationId, 'pair@example.com', 2).expect(201);
      await join(destinationId, 'solo@example.com', 1).expect(201);

      // One seat frees up: the first two do not fit it and keep their place; the third is offered.
      await remove((one.body as { data: { _id: string } }).data._id);
      expect(await statusOf('solo@example.com')).toBe('offered');
      expect(await statusOf('big@example.com')).toBe('waiting');
      // The offered seat is held: nobody else can book it, and availability shows it taken.
      await book(destinationId, 1, 'sniper@example.com').expect(409);
      const availability = await t.http
        .get(`/api/destination/${destinationId}/availability?date=${DATE}`)
        .expect(200);
      expect(
        (availability.body as { slots: { time: string; left: number }[] }).slots.find(
          (s) => s.time === TIME,
        )?.left,
      ).toBe(0);
      const offerMail = await mail.mailWith(
        'solo@example.com',
        'we are holding them for you for 30 minutes',
      );
      expect(offerMail).toContain(`/waitlist/claim?destination=${destinationId}&token=`);

      // Two more free up: the first in line still needs three; the pair fits and is offered.
      await remove((two.body as { data: { _id: string } }).data._id);
      expect(await statusOf('pair@example.com')).toBe('offered');
      expect(await statusOf('big@example.com')).toBe('waiting');
      await expectConsistent(destinationId, 3);

      const list = await t.http
        .get(`/api/admin/waitlist?destinationId=${destinationId}&date=${DATE}`)
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      expect(
        (
          list.body as {
            data: { email: string; position: number; status: string; tickets: number }[];
          }
        ).data.map(({ email, position, status, tickets }) => ({
          email,
          position,
          status,
          tickets,
        })),
      ).toEqual([
        { email: 'big@example.com', position: 1, status: 'waiting', tickets: 3 },
        { email: 'pair@example.com', position: 2, status: 'offered', tickets: 2 },
        { email: 'solo@example.com', position: 3, status: 'offered', tickets: 1 },
      ]);
    });

    it('turns a claimed offer into a confirmed booking holding the same seats, once', async () => {
      const { destinationId, bookingId } = await soldOut(2);
      await join(destinationId, 'claimer@example.com', 2).expect(201);
      await remove(bookingId);
      const token = await tokenFrom('claimer@example.com', 'claim', destinationId);
      const entry = await entries().findOne({
        email: 'claimer@example.com',
        destinationId: new Types.ObjectId(destinationId),
      });
      const heldBefore = await claims().find({ bookingId: entry!._id }).toArray();
      expect(heldBefore).toHaveLength(2);

      // The claim page reads the offer first: what is held and until when, nothing about who.
      const offer = await t.http
        .get(`/api/destination/${destinationId}/waitlist/offer`)
        .query({ token })
        .expect(200);
      expect(offer.body).toEqual({
        destinationTitle: expect.any(String) as string,
        date: DATE,
        time: TIME,
        tickets: 2,
        status: 'offered',
        offerExpiresAt: entry!.offerExpiresAt!.toISOString(),
      });

      const claimed = await t.http
        .post(`/api/destination/${destinationId}/waitlist/claim`)
        .send({ token })
        .expect(201);
      const booking = (
        claimed.body as {
          data: { _id: string; status: string; tickets: number; cost: number; reference: string };
        }
      ).data;
      expect(booking).toMatchObject({
        _id: entry!._id.toString(),
        status: 'confirmed',
        tickets: 2,
        cost: 2 * PRICE,
      });
      const heldAfter = await claims().find({ bookingId: entry!._id }).toArray();
      expect(heldAfter.map((c) => c._id).sort()).toEqual(heldBefore.map((c) => c._id).sort());
      expect(heldAfter.every((c) => c.expiresAt === undefined)).toBe(true);
      expect(await statusOf('claimer@example.com')).toBe('claimed');
      await mail.mailWith('claimer@example.com', `Your tour booking ${booking.reference}`);

      const again = await t.http
        .post(`/api/destination/${destinationId}/waitlist/claim`)
        .send({ token })
        .expect(409);
      expect((again.body as { message: string }).message).toBe(
        'This offer was already claimed: see the booking mail we sent.',
      );
      expect(
        (
          await t.http
            .get(`/api/destination/${destinationId}/waitlist/offer`)
            .query({ token })
            .expect(200)
        ).body,
      ).toMatchObject({ status: 'claimed' });
      await t.http
        .get(`/api/destination/${destinationId}/waitlist/offer`)
        .query({ token: 'x'.repeat(43) })
        .expect(404);
      await t.http
        .post(`/api/destination/${destinationId}/waitlist/claim`)
        .send({ token: 'x'.repeat(43) })
        .expect(404);
      await t.http
        .post(`/api/destination/${new Types.ObjectId().toString()}/waitlist/claim`)
        .send({ token })
        .expect(404);
      await expectConsistent(destinationId, 2);
    });

    it('passes a lapsed offer to the next in line, and a declined one at once', async () => {
      const { destinationId, bookingId } = await soldOut(1);
      await join(destinationId, 'slow@example.com', 1).expect(201);
      await join(destinationId, 'next@example.com', 1).expect(201);
      await join(destinationId, 'last@example.com', 1).expect(201);
      await remove(bookingId);
      const slowToken = await tokenFrom('slow@example.com', 'claim', destinationId);

      // The offer ran out (and the release margin with it).
      await entries().updateOne(
        { email: 'slow@example.com' },
        { $set: { offerExpiresAt: new Date(Date.now() - 5 * MINUTE) } },
      );
      await t.app.get(WaitlistOffers).sweep();
      expect(await statusOf('slow@example.com')).toBe('passed');
      expect(await statusOf('next@example.com')).toBe('offered');
      const late = await t.http
        .post(`/api/destination/${destinationId}/waitlist/claim`)
        .send({ token: slowToken })
        .expect(409);
      expect((late.body as { message: string }).message).toBe(
        'This offer has lapsed and its seats went to the next person on the waitlist.',
      );

      // Declining through the offer mail's link passes the seat on at once.
      const nextToken = await tokenFrom('next@example.com', 'leave', destinationId);
      await t.http
        .post(`/api/destination/${destinationId}/waitlist/leave`)
        .send({ token: nextToken })
        .expect(200);
      expect(await statusOf('next@example.com')).toBe('left');
      expect(await statusOf('last@example.com')).toBe('offered');
      await expectConsistent(destinationId, 1);
    });

    it('offers seats an admin adds by raising the capacity', async () => {
      const { destinationId } = await soldOut(1);
      await join(destinationId, 'raise@example.com', 2).expect(201);
      await t.http
        .patch(`/api/updateDestination/${destinationId}`)
        .set('Authorization', `Bearer ${admin}`)
        .field('capacityPerSlot', '3')
        .expect(200);
      // The edit drops the cached capacity at once (catalog-changed; the cache's time to live is covered
      // by its unit spec); the sweep is what a later change or the timer runs.
      await t.app.get(WaitlistOffers).sweep();
      expect(await statusOf('raise@example.com')).toBe('offered');
      await expectConsistent(destinationId, 3);
    });
  });

  describe('admin', () => {
    it('is for admins only, removes entries and counts the lines on the overview', async () => {
      const { destinationId, bookingId } = await soldOut(1);
      await join(destinationId, 'gone@example.com', 1).expect(201);
      await join(destinationId, 'stays@example.com', 1).expect(201);
      const path = `/api/admin/waitlist?destinationId=${destinationId}&date=${DATE}`;
      await t.http.get(path).expect(401);
      await t.http
        .get(path)
        .set('Authorization', `Bearer ${await t.signIn('user')}`)
        .expect(403);
      await t.http
        .get(`/api/admin/waitlist?destinationId=nope&date=${DATE}`)
        .set('Authorization', `Bearer ${admin}`)
        .expect(400);

      await remove(bookingId);
      expect(await statusOf('gone@example.com')).toBe('offered');
      const stats = await t.http
        .get('/api/admin/stats')
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      expect(
        (stats.body as { counts: { waitlistOffered: number } }).counts.waitlistOffered,
      ).toBeGreaterThanOrEqual(1);

      const gone = await entries().findOne({ email: 'gone@example.com' });
      await t.http
        .delete(`/api/admin/waitlist/${gone!._id.toString()}`)
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      await t.http
        .delete(`/api/admin/waitlist/${gone!._id.toString()}`)
        .set('Authorization', `Bearer ${admin}`)
        .expect(404);
      // Its offered seat went on to the next in line.
      expect(await statusOf('stays@example.com')).toBe('offered');
      await expectConsistent(destinationId, 1);
    });
  });

  describe('races', () => {
    it('never gives a seat twice nor loses one under 100 concurrent cancellations, claims and bookings', async () => {
      const capacity = 10;
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: capacity });
      const booked: string[] = [];
      for (let i = 0; i < capacity; i++) {
        const response = await book(destinationId, 1, `seat${i}@example.com`).expect(201);
        booked.push((response.body as { data: { _id: string } }).data._id);
      }
      for (let i = 0; i < 20; i++)
        await join(destinationId, `line${i}@example.com`, 1 + (i % 2)).expect(201);
      // Four seats free up before the rush: offers are out, their tokens mailed.
      for (const id of booked.slice(0, 4)) await remove(id);
      const offered = await entries()
        .find({ destinationId: new Types.ObjectId(destinationId), status: 'offered' })
        .toArray();
      expect(offered.length).toBeGreaterThan(0);
      const tokens = await Promise.all(
        offered.map((e) => tokenFrom(e.email, 'claim', destinationId)),
      );

      const claim = (token: string) =>
        t.http.post(`/api/destination/${destinationId}/waitlist/claim`).send({ token });
      const requests = [
        // Every claim sent twice at once (a double click).
        ...tokens.flatMap((token) => [claim(token), claim(token)]),
        // The other six bookings cancelled.
        ...booked
          .slice(4)
          .map((id) =>
            t.http.delete(`/api/deleteBooking/${id}`).set('Authorization', `Bearer ${admin}`),
          ),
      ];
      while (requests.length < 100)
        requests.push(book(destinationId, 1, `rush${requests.length}@example.com`));
      const responses = await Promise.all(requests);
      expect(responses.filter((r) => r.status >= 500)).toEqual([]);

      const claimAnswers = responses.slice(0, 2 * tokens.length).map((r) => r.status);
      for (let i = 0; i < tokens.length; i++) {
        expect([claimAnswers[2 * i], claimAnswers[2 * i + 1]].sort()).toEqual([201, 409]);
      }
      await t.app.get(WaitlistOffers).sweep();
      const { held } = await expectConsistent(destinationId, capacity);
      expect(held).toBe(capacity);
      // Each claimed entry is one booking, of its id, holding its tickets.
      const claimed = await entries()
        .find({ destinationId: new Types.ObjectId(destinationId), status: 'claimed' })
        .toArray();
      expect(claimed).toHaveLength(tokens.length);
      const bookings = await bookingsOf(destinationId);
      for (const entry of claimed) {
        expect(bookings.filter((b) => String(b._id) === String(entry._id))).toHaveLength(1);
      }
    });
  });
});
