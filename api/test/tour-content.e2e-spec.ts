import sharp from 'sharp';
import { Types } from 'mongoose';
import { BookingReminders } from '../src/bookings/reminders/booking-reminders.service';
import { tourStart, stayStart } from '../src/bookings/shared/booking-start';
import { StayBookingsService } from '../src/bookings/stays/stay-bookings.service';
import { TourBookingsService } from '../src/bookings/tours/tour-bookings.service';
import { DESTINATION_FIELDS } from './utils/catalog-fields';
import { inDays, insertDestination, insertOffer, stayBody, tourBody } from './utils/fixtures';
import { MailCatcher } from './utils/mail-catcher';
import { createTestApp, TestApp } from './utils/test-app';

const HOUR = 3_600_000;
const MINUTE = 60_000;

const CONTENT = {
  meetingPoint: JSON.stringify({
    address: '  Praça do Comércio, by the arch ',
    lat: 38.7075,
    lng: -9.1364,
  }),
  durationMinutes: '210',
  included: '["Guide","Pastel de nata"]',
  notIncluded: 'Tram tickets, Lunch',
  whatToBring: '["Comfortable shoes","Water"]',
  accessibilityNotes: 'Steep cobbled streets; not suitable for wheelchairs.',
  languages: '["English","Portuguese"]',
  cancellationPolicy: 'Free cancellation up to 24 hours before the tour.',
  reminderHours: '12',
};

/**
 * Tour content an operator publishes (meeting point, duration, inclusions, what to bring, accessibility,
 * languages, cancellation policy) through the admin's multipart form; the reminder mails before tours and
 * stays, sent once across two instances; and the mail when a hold lapsed unconfirmed.
 */
describe('tour content, reminders and expired holds', () => {
  const catcher = new MailCatcher();
  let a: TestApp;
  let b: TestApp;
  let admin = '';
  let image: Buffer;

  beforeAll(async () => {
    const settings = {
      JWT_SECRET: 'tour-content-e2e-secret-0123456789abcdef',
      SMTP_URL: await catcher.start(),
    };
    a = await createTestApp(settings);
    b = await createTestApp(settings, a);
    admin = await a.signIn('admin');
    image = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
  }, 90_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await catcher.stop();
  });

  function postDestination(fields: Record<string, string>) {
    const req = a.http.post('/api/destination').set('Authorization', `Bearer ${admin}`);
    for (const [key, value] of Object.entries(fields)) void req.field(key, value);
    return req.attach('image', image, 'main.jpg');
  }

  function patchDestination(id: string, fields: Record<string, string>) {
    const req = a.http
      .patch(`/api/updateDestination/${id}`)
      .set('Authorization', `Bearer ${admin}`);
    for (const [key, value] of Object.entries(fields)) void req.field(key, value);
    return req;
  }

  /** A booking held over the API, then confirmed through its mailed link; its reference and link token. */
  async function confirmedTour(destinationId: string, email: string, fields = {}) {
    const res = await a.http
      .post('/api/booking')
      .send(tourBody(destinationId, { email, ...fields }));
    expect(res.status).toBe(201);
    const reference = res.body.data.reference as string;
    const token = await catcher.manageTokenFor(email, reference);
    await a.http.post('/api/bookings/manage/confirm').send({ ref: reference, token }).expect(200);
    return { reference, token, id: res.body.data._id as string };
  }

  const outboxKeys = async (key: string) =>
    a.connection.collection('outbox').countDocuments({ key });

  const mailsTo = (email: string, subject: string) =>
    catcher.mails.filter((m) => m.to.includes(email) && m.raw.includes(subject)).length;

  /** Both instances' reminder passes at `now`, at once, after each has its booking days written. */
  async function remindBoth(now: Date): Promise<number[]> {
    for (const app of [a, b]) {
      await app.app.get(TourBookingsService).days.partitions.settled();
      await app.app.get(StayBookingsService).days.partitions.settled();
    }
    return Promise.all([a, b].map((app) => app.app.get(BookingReminders).run(now)));
  }

  async function storedTour(id: string) {
    return a.connection.collection('tour_bookings').findOne({ _id: new Types.ObjectId(id) });
  }

  describe('content fields', () => {
    it('stores every field from the multipart form, reads it back, and clears a field sent blank', async () => {
      const res = await postDestination({ ...DESTINATION_FIELDS, ...CONTENT }).expect(201);
      const id = res.body.data._id as string;
      const read = (await a.http.get(`/api/destination/${id}`).expect(200)).body;
      expect(read).toMatchObject({
        meetingPoint: { address: 'Praça do Comércio, by the arch', lat: 38.7075, lng: -9.1364 },
        durationMinutes: 210,
        included: ['Guide', 'Pastel de nata'],
        notIncluded: ['Tram tickets', 'Lunch'],
        whatToBring: ['Comfortable shoes', 'Water'],
        accessibilityNotes: 'Steep cobbled streets; not suitable for wheelchairs.',
        languages: ['English', 'Portuguese'],
        cancellationPolicy: 'Free cancellation up to 24 hours before the tour.',
        reminderHours: 12,
      });

      // Sent blank, each field is cleared; the reminder lead and everything not sent stays.
      await patchDestination(id, {
        meetingPoint: '',
        durationMinutes: '',
        included: '',
        accessibilityNotes: '',
      }).expect(200);
      const cleared = (await a.http.get(`/api/destination/${id}`).expect(200)).body;
      expect(cleared.meetingPoint ?? null).toBeNull();
      expect(cleared.durationMinutes ?? null).toBeNull();
      expect(cleared.included).toEqual([]);
      expect(cleared.accessibilityNotes ?? null).toBeNull();
      expect(cleared.whatToBring).toEqual(['Comfortable shoes', 'Water']);
      expect(cleared.reminderHours).toBe(12);

      // An address alone, without a map pin, is a meeting point too.
      await patchDestination(id, { meetingPoint: '{"address":"Rossio station"}' }).expect(200);
      expect((await a.http.get(`/api/destination/${id}`).expect(200)).body.meetingPoint).toEqual({
        address: 'Rossio station',
      });
    });

    it('gives a destination stored without content the defaults: no content, reminders 24 hours ahead', async () => {
      const res = await postDestination(DESTINATION_FIELDS).expect(201);
      expect(res.body.data).toMatchObject({
        included: [],
        notIncluded: [],
        whatToBring: [],
        languages: [],
        reminderHours: 24,
      });
      expect(res.body.data.durationMinutes ?? null).toBeNull();
    });

    it.each([
      [{ meetingPoint: '{"address":' }, 'Meeting point must be JSON such as'],
      [{ meetingPoint: '{"lat":1,"lng":2}' }, 'Meeting point address is required'],
      [
        { meetingPoint: '{"address":"A","lat":10}' },
        'Meeting point needs both latitude and longitude, or neither',
      ],
      [
        { meetingPoint: '{"address":"A","lat":91,"lng":0}' },
        'Meeting point latitude must be a number from -90 to 90',
      ],
      [
        { meetingPoint: '{"address":"A","lat":0,"lng":"east"}' },
        'Meeting point longitude must be a number from -180 to 180',
      ],
      [{ meetingPoint: '["A"]' }, 'Meeting point must be JSON such as'],
      [
        { meetingPoint: JSON.stringify({ address: 'x'.repeat(201) }) },
        'Meeting point address must be at most 200 characters',
      ],
      [{ durationMinutes: '0' }, 'Duration must be a whole number of minutes from 1 to 10080'],
      [{ durationMinutes: '90.5' }, 'Duration must be a whole number of minutes from 1 to 10080'],
      [{ durationMinutes: '10081' }, 'Duration must be a whole number of minutes from 1 to 10080'],
      [{ durationMinutes: 'long' }, 'Duration must be a whole number of minutes from 1 to 10080'],
      [
        { reminderHours: '169' },
        'Reminder hours must be a whole number from 0 to 168 (0: no reminders)',
      ],
      [
        { reminderHours: '-1' },
        'Reminder hours must be a whole number from 0 to 168 (0: no reminders)',
      ],
      [
        { included: JSON.stringify(Array.from({ length: 31 }, (_, i) => `item ${i}`)) },
        'Included may have at most 30 items',
      ],
      [
        { whatToBring: JSON.stringify(['x'.repeat(201)]) },
        'Each item of What to bring must be at most 200 characters',
      ],
      [{ notIncluded: '[1,2]' }, 'Not included must be a list of text'],
      [{ notIncluded: '["Hotel pick-up"' }, 'Not included must be a JSON list such as'],
      [
        { languages: JSON.stringify(['y'.repeat(51)]) },
        'Each item of Languages must be at most 50 characters',
      ],
      [
        { accessibilityNotes: 'a'.repeat(1001) },
        'Accessibility notes must be at most 1000 characters',
      ],
      [
        { cancellationPolicy: 'c'.repeat(2001) },
        'Cancellation policy must be at most 2000 characters',
      ],
    ])('refuses %j with 400 and nothing stored', async (fields, message) => {
      const before = await a.connection.collection('destinations').countDocuments();
      const res = await postDestination({ ...DESTINATION_FIELDS, ...fields }).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
      expect(await a.connection.collection('destinations').countDocuments()).toBe(before);
    });

    it('refuses a bad field on an edit with 400 and leaves the tour as it was', async () => {
      const id = (await postDestination({ ...DESTINATION_FIELDS, ...CONTENT }).expect(201)).body
        .data._id as string;
      await patchDestination(id, { durationMinutes: '-5', languages: '["Greek"]' }).expect(400);
      const read = (await a.http.get(`/api/destination/${id}`).expect(200)).body;
      expect(read).toMatchObject({ durationMinutes: 210, languages: ['English', 'Portuguese'] });
    });

    it('audits the content change with the fields before and after', async () => {
      const id = (await postDestination({ ...DESTINATION_FIELDS, ...CONTENT }).expect(201)).body
        .data._id as string;
      await patchDestination(id, { whatToBring: '["Sunscreen"]' }).expect(200);
      const activity = await a.http
        .get('/api/admin/audit')
        .query({ record: id })
        .set('Authorization', `Bearer ${admin}`);
      expect(activity.status).toBe(200);
      expect(JSON.stringify(activity.body)).toContain('Sunscreen');
    });

    it('puts the content in the confirmation mail', async () => {
      const id = (
        await postDestination({ ...DESTINATION_FIELDS, ...CONTENT, tourTimes: '09:30' }).expect(201)
      ).body.data._id as string;
      const email = 'content-mail@example.com';
      await a.http
        .post('/api/booking')
        .send(tourBody(id, { email, cost: 120 }))
        .expect(201);
      // (The catcher decodes quoted-printable byte by byte: the address's accents are left out here.)
      const mail = await catcher.mailWith(email, 'Duration: 3 hours 30 minutes');
      for (const line of [
        ', by the arch',
        'Meeting point: Pra',
        'Languages: English, Portuguese',
        'Included: Guide, Pastel de nata',
        'Not included: Tram tickets, Lunch',
        'What to bring: Comfortable shoes, Water',
        'Accessibility: Steep cobbled streets',
        'Cancellation policy: Free cancellation up to 24 hours before the tour.',
        'https://www.openstreetmap.org/?mlat=38.7075&mlon=-9.1364',
      ])
        expect(mail).toContain(line);
    });
  });

  describe('reminders', () => {
    it('mails a confirmed tour once, across two instances and later passes, at its lead before the start in its zone', async () => {
      const destinationId = await insertDestination(a.connection, {
        timeZone: 'Asia/Tokyo',
        reminderHours: 24,
        meetingPoint: { address: 'Hachiko exit, Shibuya', lat: 35.659, lng: 139.7 },
        whatToBring: ['Umbrella'],
      });
      const email = 'reminded@example.com';
      const date = inDays(4);
      const booking = await confirmedTour(destinationId, email, { date, time: '09:30' });
      const start = tourStart({ date, time: '09:30', timeZone: 'Asia/Tokyo' });
      // 09:30 in Tokyo is 00:30 UTC of the same date: the start is read in the tour's zone.
      expect(start.toISOString()).toBe(`${date}T00:30:00.000Z`);

      // 25 hours ahead: not yet.
      expect(await remindBoth(new Date(start.getTime() - 25 * HOUR))).toEqual([0, 0]);
      expect(await outboxKeys(`booking-reminder:${booking.reference}`)).toBe(0);

      // 23 hours ahead, both instances at once: one mail.
      const sent = await remindBoth(new Date(start.getTime() - 23 * HOUR));
      expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
      await remindBoth(new Date(start.getTime() - 22 * HOUR));
      expect(await outboxKeys(`booking-reminder:${booking.reference}`)).toBe(1);

      const mail = await catcher.mailWith(
        email,
        `Reminder: your tour on ${date} at 09:30 Tokyo time`,
      );
      expect(mail).toContain('Meeting point: Hachiko exit, Shibuya');
      expect(mail).toContain('What to bring: Umbrella');
      expect(mailsTo(email, 'Reminder: your tour')).toBe(1);

      // Its link is a manage link of its own; the confirmation's keeps working beside it.
      const match = new RegExp(
        `/booking/manage\\?ref=${booking.reference}&token=([A-Za-z0-9_-]+)`,
      ).exec(mail.slice(mail.indexOf('To see or cancel your booking')));
      const reminderToken = match?.[1];
      expect(reminderToken).toBeDefined();
      expect(reminderToken).not.toBe(booking.token);
      for (const token of [reminderToken, booking.token]) {
        const managed = await b.http
          .get('/api/bookings/manage')
          .query({ ref: booking.reference, token });
        expect(managed.status).toBe(200);
        expect(managed.body.booking.status).toBe('confirmed');
      }
      // The claim keeps no token once its mail is queued.
      const claim = await a.connection
        .collection('booking_reminders')
        .findOne({ _id: `booking-reminder:${booking.reference}` as never });
      expect(claim).toMatchObject({ mailedAt: expect.any(Date) });
      expect(claim).not.toHaveProperty('token');
      expect((await storedTour(booking.id))?.status).toBe('confirmed');
    });

    it('sends none for a cancelled booking, a held one, or a tour whose reminders are off', async () => {
      const destinationId = await insertDestination(a.connection, { reminderHours: 48 });
      const off = await insertDestination(a.connection, { reminderHours: 0 });
      const date = inDays(3);
      const cancelled = await confirmedTour(destinationId, 'cancels@example.com', { date });
      await a.http
        .post('/api/bookings/manage/cancel')
        .send({ ref: cancelled.reference, token: cancelled.token })
        .expect(200);
      const held = (
        await a.http
          .post('/api/booking')
          .send(tourBody(destinationId, { email: 'holds@example.com', date }))
          .expect(201)
      ).body.data.reference as string;
      const quiet = await confirmedTour(off, 'quiet@example.com', { date });

      const start = tourStart({ date, time: '09:30' });
      await remindBoth(new Date(start.getTime() - 2 * HOUR));
      for (const reference of [cancelled.reference, held, quiet.reference])
        expect(await outboxKeys(`booking-reminder:${reference}`)).toBe(0);
    });

    it('sends none to a booking made within its lead: its confirmation just told it all', async () => {
      const destinationId = await insertDestination(a.connection, { reminderHours: 168 });
      const late = await confirmedTour(destinationId, 'late-booker@example.com', {
        date: inDays(2),
      });
      await remindBoth(new Date(Date.now() + MINUTE));
      expect(await outboxKeys(`booking-reminder:${late.reference}`)).toBe(0);
    });

    it("mails a confirmed stay 24 hours before its check-in in the offer's zone", async () => {
      const offerId = await insertOffer(a.connection, { timeZone: 'America/New_York' });
      const email = 'stayer@example.com';
      const checkIn = inDays(5);
      const res = await a.http
        .post('/api/bookingapartment')
        .send(stayBody(offerId, { email, checkIn, checkOut: inDays(7) }))
        .expect(201);
      const reference = res.body.data.reference as string;
      const token = await catcher.manageTokenFor(email, reference);
      await a.http.post('/api/bookings/manage/confirm').send({ ref: reference, token }).expect(200);

      const start = stayStart({ checkIn, timeZone: 'America/New_York' });
      expect(start.toISOString().slice(11, 16)).toMatch(/^0[45]:00$/); // midnight in New York
      expect(await remindBoth(new Date(start.getTime() - 25 * HOUR))).toEqual([0, 0]);
      const sent = await remindBoth(new Date(start.getTime() - 23 * HOUR));
      expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
      const mail = await catcher.mailWith(email, `Reminder: your stay from ${checkIn}`);
      expect(mail).toContain('New York time');
      expect(await outboxKeys(`booking-reminder:${reference}`)).toBe(1);
    });
  });

  describe('a hold that expired unconfirmed', () => {
    it('is mailed once, with a link to book the tour again, whichever instance sweeps it', async () => {
      const destinationId = await insertDestination(a.connection);
      const email = 'never-confirmed@example.com';
      const hold = (
        await a.http.post('/api/booking').send(tourBody(destinationId, { email })).expect(201)
      ).body.data;
      const past = new Date(Date.now() - 5 * MINUTE);
      const _id = new Types.ObjectId(hold._id as string);
      await a.connection
        .collection('tour_bookings')
        .updateOne({ _id }, { $set: { holdExpiresAt: past } });
      await a.connection
        .collection('seat_claims')
        .updateMany({ bookingId: _id }, { $set: { expiresAt: past } });

      await Promise.all([a, b].map((app) => app.app.get(TourBookingsService).lifecycle.sweep()));
      await Promise.all(
        [a, b].map((app) => app.app.get(TourBookingsService).lifecycle.sweepLedger()),
      );
      expect((await storedTour(hold._id as string))?.status).toBe('expired');
      expect(await outboxKeys(`booking-expired:${hold.reference}`)).toBe(1);
      const mail = await catcher.mailWith(
        email,
        `Your tour booking ${hold.reference} was not confirmed`,
      );
      expect(mail).toContain('Book again');
      expect(mail).toContain(`/TourPage/${destinationId}`);
      expect(mailsTo(email, 'was not confirmed')).toBe(1);
    });

    it('is not sent for a hold that was confirmed or cancelled', async () => {
      const destinationId = await insertDestination(a.connection);
      const kept = await confirmedTour(destinationId, 'kept@example.com');
      await a.app.get(TourBookingsService).lifecycle.sweep();
      await a.app.get(TourBookingsService).lifecycle.sweepLedger();
      expect(await outboxKeys(`booking-expired:${kept.reference}`)).toBe(0);
    });
  });
});
