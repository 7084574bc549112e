import { Types } from 'mongoose';
import {
  inDays,
  insertDestination,
  insertOffer,
  insertSeatClaim,
  stayBody,
  tourBody,
} from './utils/fixtures';
import { useTestApp } from './utils/test-app';

describe('availability reads', () => {
  const t = useTestApp({ signIn: 'admin' });

  const tourSlots = (id: string, date: unknown) =>
    t.http.get(`/api/destination/${id}/availability`).query(date === undefined ? {} : { date });
  const nights = (id: string, query: Record<string, string> = {}) =>
    t.http.get(`/api/offer/${id}/availability`).query(query);

  function bookTour(destinationId: string, time: string, tickets: number, date = inDays(5)) {
    return t.http
      .post('/api/booking')
      .send(tourBody(destinationId, { date, time, tickets }))
      .expect(201);
  }

  function bookStay(offerId: string, checkIn: string, checkOut: string, total: number) {
    return t.http
      .post('/api/bookingapartment')
      .send(stayBody(offerId, { checkIn, checkOut, totalCost: total, costPerPerson: total }))
      .expect(201);
  }

  describe('tour slots', () => {
    it('lists each tour time with the seats left, dropping the cached answer on every booking', async () => {
      const id = await insertDestination(t.connection, {
        tourTimes: ['09:30', '14:00'],
        capacityPerSlot: 3,
      });
      const first = await tourSlots(id, inDays(5)).expect(200);
      expect(first.body).toEqual({
        date: inDays(5),
        maxTicketsPerBooking: 50, // MAX_TICKETS_PER_BOOKING of the test app
        slots: [
          { time: '09:30', capacity: 3, left: 3 },
          { time: '14:00', capacity: 3, left: 3 },
        ],
      });
      expect(first.headers.etag).toBeDefined();

      await bookTour(id, '14:00', 2);
      expect((await tourSlots(id, inDays(5)).expect(200)).body.slots).toEqual([
        { time: '09:30', capacity: 3, left: 3 },
        { time: '14:00', capacity: 3, left: 1 },
      ]);
      await bookTour(id, '14:00', 1);
      expect((await tourSlots(id, inDays(5)).expect(200)).body.slots[1].left).toBe(0);
      // Other days are untouched.
      expect((await tourSlots(id, inDays(6)).expect(200)).body.slots[1].left).toBe(3);
    });

    it('answers from its cache until something invalidates it, and reads edits of the destination', async () => {
      const id = await insertDestination(t.connection, {
        tourTimes: ['09:30'],
        capacityPerSlot: 4,
      });
      expect((await tourSlots(id, inDays(8)).expect(200)).body.slots[0].left).toBe(4);
      // Written behind the API's back: the cached answer stands (this is what the cache is for) ...
      await insertSeatClaim(t.connection, id, inDays(8), '09:30');
      const cached = await tourSlots(id, inDays(8)).expect(200);
      expect(cached.body.slots[0].left).toBe(4);
      await tourSlots(id, inDays(8)).set('If-None-Match', String(cached.headers.etag)).expect(304);

      // ... until an admin edits the destination: new times and capacity read at once.
      const edited = await t.http
        .patch(`/api/updateDestination/${id}`)
        .set('Authorization', `Bearer ${t.token}`)
        .field('tourTimes', '16:00, 9:30,09:30')
        .field('capacityPerSlot', '6')
        .expect(200);
      expect(edited.body.data.tourTimes).toEqual(['09:30', '16:00']);
      expect((await tourSlots(id, inDays(8)).expect(200)).body.slots).toEqual([
        { time: '09:30', capacity: 6, left: 5 },
        { time: '16:00', capacity: 6, left: 6 },
      ]);
    });

    it('refuses a missing, malformed or past date, and names an unknown destination', async () => {
      const id = await insertDestination(t.connection);
      for (const date of [undefined, '', 'tomorrow', '2026-02-30', '2026-1-5']) {
        expect((await tourSlots(id, date).expect(400)).body.message).toBe(
          'date must be a date in the form YYYY-MM-DD',
        );
      }
      expect((await tourSlots(id, inDays(-3)).expect(400)).body.message).toBe(
        'Please choose today or a later date',
      );
      await tourSlots('0123456789abcdef01234567', inDays(2)).expect(404);
      await tourSlots('not-an-id', inDays(2)).expect(400);
    });
  });

  describe('offer nights', () => {
    it('lists the nights taken in the window, ascending, check-out excluded', async () => {
      const id = await insertOffer(t.connection);
      await bookStay(id, inDays(12), inDays(14), 80);
      await bookStay(id, inDays(4), inDays(5), 40);
      const window = { from: inDays(3), to: inDays(13) };
      expect((await nights(id, window).expect(200)).body).toEqual({
        ...window,
        maxNightsPerStay: 90, // MAX_NIGHTS_PER_STAY of the test app, for the form to check first
        taken: [inDays(4), inDays(12)],
      });
      // By default, a year from today.
      const all = await nights(id).expect(200);
      expect(all.body.taken).toEqual([inDays(4), inDays(12), inDays(13)]);
      expect(all.body.to >= inDays(365)).toBe(true);
      // A new booking shows at once, though the answer was cached.
      await bookStay(id, inDays(20), inDays(21), 40);
      expect((await nights(id).expect(200)).body.taken).toContain(inDays(20));
    });

    it('refuses malformed, reversed or too long windows, and names an unknown offer', async () => {
      const id = await insertOffer(t.connection);
      expect((await nights(id, { from: 'soon' }).expect(400)).body.message).toBe(
        'from must be a date in the form YYYY-MM-DD',
      );
      expect((await nights(id, { from: inDays(5), to: inDays(5) }).expect(400)).body.message).toBe(
        'to must be after from',
      );
      expect(
        (await nights(id, { from: inDays(1), to: inDays(400) }).expect(400)).body.message,
      ).toBe('from and to must be at most 366 days apart');
      await nights('0123456789abcdef01234567').expect(404);
    });
  });

  describe('tour times', () => {
    it('are set by admins as text or a JSON list, and refused when they are not times', async () => {
      const id = await insertDestination(t.connection);
      const edit = (value: string) =>
        t.http
          .patch(`/api/updateDestination/${id}`)
          .set('Authorization', `Bearer ${t.token}`)
          .field('tourTimes', value);
      expect((await edit('["17:45","08:00"]').expect(200)).body.data.tourTimes).toEqual([
        '08:00',
        '17:45',
      ]);
      for (const bad of [
        '25:00',
        'morning',
        '',
        '[]',
        '["09:00",',
        '[9]',
        Array(13)
          .fill('10:00')
          .map((_, i) => `1${i % 10}:0${i % 6}`)
          .join(','),
      ]) {
        expect((await edit(bad).expect(400)).body.message).toBe(
          'Tour times must be times like 09:30, separated by commas',
        );
      }
      const stored = await t.connection
        .collection('destinations')
        .findOne({ _id: new Types.ObjectId(id) });
      expect(stored!.tourTimes).toEqual(['08:00', '17:45']);
      // Read back by the public detail.
      expect((await t.http.get(`/api/destination/${id}`).expect(200)).body.tourTimes).toEqual([
        '08:00',
        '17:45',
      ]);
    });
  });
});
