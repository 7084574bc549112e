import { Types } from 'mongoose';
import sharp from 'sharp';
import {
  MIGRATIONS,
  TIME_ZONES_MIGRATED,
  TimeZoneMigration,
} from '../src/common/time-zones/time-zone-migration.service';
import { offsetAt, wallClock, zonedInstant } from '../src/common/time-zones/zoned-time';
import { MailCatcher } from './utils/mail-catcher';
import { inDays, insertDestination, insertOffer } from './utils/fixtures';
import { useTestApp } from './utils/test-app';

const HOUR = 3_600_000;
const CUTOFF = 'Bookings can no longer be cancelled within 24 hours of the start.';
const STARTED = 'This tour time has already started';
const BAD_ZONE =
  'Please enter a valid IANA time zone name, e.g. Europe/Lisbon, America/Los_Angeles or UTC';

/** A tour's wall-clock date and time `hours` from now in `zone`, to the minute. */
function wallIn(zone: string, hours: number): { date: string; time: string } {
  return wallClock(new Date(Date.now() + hours * HOUR), zone);
}

/** The next change of Lisbon's clocks (the last Sunday of March or October) at least two days ahead. */
function nextLisbonChange(): string {
  const soonest = Date.now() + 2 * 24 * HOUR;
  const year = new Date().getUTCFullYear();
  const lastSundays = [year, year + 1].flatMap((y) =>
    [2, 9].map((month) => {
      const last = new Date(Date.UTC(y, month + 1, 0));
      return new Date(last.getTime() - last.getUTCDay() * 24 * HOUR);
    }),
  );
  return lastSundays
    .find((day) => day.getTime() > soonest)!
    .toISOString()
    .slice(0, 10);
}

describe('time zones: tours and stays run on their own clock', () => {
  const catcher = new MailCatcher();
  const t = useTestApp({
    env: { SITE_TIME_ZONE: 'Europe/Lisbon', WEB_ORIGIN: 'http://site.test' },
    signIn: 'admin',
    mail: catcher,
  });
  let visitors = 0;

  const manage = (ref: string, token: string) =>
    t.http.get('/api/bookings/manage').query({ ref, token });
  const cancel = (ref: string, token: string) =>
    t.http.post('/api/bookings/manage/cancel').send({ ref, token });

  /** A held tour booking of a one-time tour in `zone`, with its manage token. */
  async function bookTour(zone: string, slot: { date: string; time: string }, expect = 201) {
    const destinationId = await insertDestination(t.connection, {
      timeZone: zone,
      tourTimes: [slot.time],
    });
    const email = `zone${++visitors}@example.com`;
    const res = await t.http
      .post('/api/booking')
      .send({ destinationId, ...slot, tickets: 1, cost: 45.5, name: 'Ana Lima', email })
      .expect(expect);
    if (expect !== 201) return { message: res.body.message as string, reference: '', token: '' };
    const reference = res.body.data.reference as string;
    return { reference, token: await catcher.manageTokenFor(email, reference), email, message: '' };
  }

  describe('the cancellation cutoff', () => {
    it('counts 24 hours back from the start in Auckland, not from the date and time read as UTC', async () => {
      // 20 hours away in Auckland; read as UTC it would be some 33 hours away and still cancellable.
      const slot = wallIn('Pacific/Auckland', 20);
      const { reference, token } = await bookTour('Pacific/Auckland', slot);
      const shown = (await manage(reference, token).expect(200)).body;
      const start = zonedInstant(slot.date, slot.time, 'Pacific/Auckland')!;
      expect(shown.booking).toMatchObject({ timeZone: 'Pacific/Auckland', ...slot });
      expect(shown.booking.startsAt).toBe(start.toISOString());
      expect(shown.cancelBefore).toBe(new Date(start.getTime() - 24 * HOUR).toISOString());
      expect(shown.cancellable).toBe(false);
      expect((await cancel(reference, token).expect(409)).body.message).toBe(CUTOFF);
    });

    it('lets a Los Angeles tour 30 hours away be cancelled, though its time read as UTC is within 24 hours', async () => {
      const slot = wallIn('America/Los_Angeles', 30);
      const { reference, token } = await bookTour('America/Los_Angeles', slot);
      const shown = (await manage(reference, token).expect(200)).body;
      expect(shown.cancellable).toBe(true);
      expect(Date.parse(shown.booking.startsAt) - Date.now()).toBeGreaterThan(29 * HOUR);
      await cancel(reference, token).expect(200);
    });

    it('keeps a 09:00 Lisbon tour at 09:00 local across a daylight-saving change', async () => {
      const change = nextLisbonChange();
      const dayBefore = new Date(Date.parse(change) - 24 * HOUR).toISOString().slice(0, 10);
      const before = await bookTour('Europe/Lisbon', { date: dayBefore, time: '09:00' });
      const after = await bookTour('Europe/Lisbon', { date: change, time: '09:00' });
      const starts: number[] = [];
      for (const { reference, token } of [before, after]) {
        const shown = (await manage(reference, token).expect(200)).body;
        const start = Date.parse(shown.booking.startsAt);
        // 09:00 on the Lisbon clock, whichever offset it has that day.
        expect(wallClock(new Date(start), 'Europe/Lisbon').time).toBe('09:00');
        expect(Date.parse(shown.cancelBefore)).toBe(start - 24 * HOUR);
        starts.push(start);
      }
      // The clocks moved by an hour overnight: the two starts are 23 or 25 hours apart.
      const [offsetBefore, offsetAfter] = [dayBefore, change].map((d) =>
        offsetAt(Date.parse(`${d}T12:00:00Z`), 'Europe/Lisbon'),
      );
      expect(offsetBefore).not.toBe(offsetAfter);
      expect(starts[1]! - starts[0]!).toBe(24 * HOUR - (offsetAfter! - offsetBefore!));
    });

    it('reads a stay check-in at 00:00 in the offer’s zone', async () => {
      const offerId = await insertOffer(t.connection, { timeZone: 'Pacific/Auckland' });
      const email = `stay${++visitors}@example.com`;
      const checkIn = inDays(10);
      const res = await t.http
        .post('/api/bookingapartment')
        .send({
          offerId,
          checkIn,
          checkOut: inDays(11),
          guests: 1,
          pricePerNight: 40,
          totalCost: 40,
          costPerPerson: 40,
          name: 'Ana Lima',
          email,
        })
        .expect(201);
      expect(res.body.data).toMatchObject({
        timeZone: 'Pacific/Auckland',
        startsAt: zonedInstant(checkIn, '00:00', 'Pacific/Auckland')!.toISOString(),
      });
      const mail = await catcher.mailWith(email, res.body.data.reference);
      expect(mail).toContain('(1 night, Auckland time)');
    });
  });

  describe('a time already started', () => {
    it('is refused by the tour’s own clock', async () => {
      // An hour ago in Auckland: read as UTC it would lie 12 or 13 hours ahead.
      const past = await bookTour('Pacific/Auckland', wallIn('Pacific/Auckland', -1), 400);
      expect(past.message).toBe(STARTED);
    });

    it('is not a time still ahead in the tour’s zone, though it has passed in UTC', async () => {
      const { email, reference } = await bookTour(
        'America/Los_Angeles',
        wallIn('America/Los_Angeles', 1),
      );
      const mail = await catcher.mailWith(email!, reference);
      expect(mail).toMatch(/When: \d{4}-\d{2}-\d{2} at \d{2}:\d{2} Los Angeles time/);
    });
  });

  describe('the catalog forms', () => {
    let image: Buffer;
    beforeAll(async () => {
      image = await sharp({
        create: { width: 800, height: 450, channels: 3, background: { r: 30, g: 120, b: 200 } },
      })
        .jpeg()
        .toBuffer();
    });

    function postDestination(fields: Record<string, string>) {
      const req = t.http.post('/api/destination').set('Authorization', `Bearer ${t.token}`);
      for (const [key, value] of Object.entries({
        destination: 'Queenstown',
        location: 'Otago, New Zealand',
        title: 'Fjords',
        description: 'Milford Sound.',
        price: '200',
        CostPerPerson: '150',
        ...fields,
      }))
        void req.field(key, value);
      return req.attach('image', image, 'main.jpg');
    }

    it('stores the zone named, gives SITE_TIME_ZONE when none is, and reads it back', async () => {
      const named = await postDestination({ timeZone: 'Pacific/Auckland' }).expect(201);
      expect(named.body.data.timeZone).toBe('Pacific/Auckland');
      const unnamed = await postDestination({ timeZone: '' }).expect(201);
      expect(unnamed.body.data.timeZone).toBe('Europe/Lisbon');
      const read = await t.http.get(`/api/destination/${named.body.data._id}`).expect(200);
      expect(read.body.data?.timeZone ?? read.body.timeZone).toBe('Pacific/Auckland');

      const edited = await t.http
        .patch(`/api/updateDestination/${unnamed.body.data._id}`)
        .set('Authorization', `Bearer ${t.token}`)
        .field('timeZone', 'America/Los_Angeles')
        .expect(200);
      expect(edited.body.data.timeZone).toBe('America/Los_Angeles');
    });

    it('refuses a name that is not an exact IANA zone with 400, writing nothing', async () => {
      const before = await t.connection.collection('destinations').countDocuments();
      for (const timeZone of ['Mars/Olympus', 'europe/lisbon', 'CET', '+13:00']) {
        const res = await postDestination({ timeZone }).expect(400);
        expect(res.body.message).toBe(BAD_ZONE);
      }
      expect(await t.connection.collection('destinations').countDocuments()).toBe(before);

      const offerId = await insertOffer(t.connection, { timeZone: 'UTC' });
      const res = await t.http
        .put(`/api/updateOffers/${offerId}`)
        .set('Authorization', `Bearer ${t.token}`)
        .field('timeZone', 'Pacific/Nowhere')
        .expect(400);
      expect(res.body.message).toBe(BAD_ZONE);
      const offer = await t.http.get(`/api/offer/${offerId}`).expect(200);
      expect(offer.body.data?.timeZone ?? offer.body.timeZone).toBe('UTC');
    });
  });

  describe('the start-up migration', () => {
    it('gives records stored before time zones UTC, once, and leaves zoned ones alone', async () => {
      const legacy = await insertDestination(t.connection);
      const legacyOffer = await insertOffer(t.connection);
      const zoned = await insertDestination(t.connection, { timeZone: 'Asia/Tokyo' });
      const raw = (collection: string, id: string) =>
        t.connection.collection(collection).findOne({ _id: new Types.ObjectId(id) });
      expect((await raw('destinations', legacy))!.timeZone).toBeUndefined();

      // This app's start marked its database done: a start reads the marker, never the catalog.
      const migration = t.app.get(TimeZoneMigration);
      const migrations = t.connection.collection<{ _id: string }>(MIGRATIONS);
      expect(await migrations.findOne({ _id: TIME_ZONES_MIGRATED })).not.toBeNull();
      expect(await migration.run()).toBe(0);
      expect((await raw('destinations', legacy))!.timeZone).toBeUndefined();

      // A database an older build wrote has no marker: the migration runs, and marks it.
      await migrations.deleteOne({ _id: TIME_ZONES_MIGRATED });
      expect(await migration.run()).toBeGreaterThanOrEqual(2);
      expect(await migrations.findOne({ _id: TIME_ZONES_MIGRATED })).not.toBeNull();
      expect((await raw('destinations', legacy))!.timeZone).toBe('UTC');
      expect((await raw('offers', legacyOffer))!.timeZone).toBe('UTC');
      expect((await raw('destinations', zoned))!.timeZone).toBe('Asia/Tokyo');
      // Idempotent, and marked: nothing is left to change, nor read.
      expect(await migration.run()).toBe(0);
      await migrations.deleteOne({ _id: TIME_ZONES_MIGRATED });
      expect(await migration.run()).toBe(0);

      // A booking of the migrated tour keeps the old meaning: its date and time are UTC.
      const slot = { date: inDays(7), time: '09:30' };
      const email = `legacy${++visitors}@example.com`;
      const booked = await t.http
        .post('/api/booking')
        .send({ destinationId: legacy, ...slot, tickets: 1, cost: 45.5, name: 'Ana Lima', email })
        .expect(201);
      expect(booked.body.data).toMatchObject({
        timeZone: 'UTC',
        startsAt: `${slot.date}T09:30:00.000Z`,
      });
    });
  });
});
