import { inDays, insertDestination, insertOffer, stayBody, tourBody } from './utils/fixtures';
import { useTestApp } from './utils/test-app';
import { EXTRAS_PRICE } from '../src/bookings/tours/tour-booking.limits';

interface ManifestBody {
  destination: { _id: string; title: string };
  date: string;
  time: string;
  timeZone: string;
  bookings: {
    reference: string;
    name: string;
    email: string;
    phone?: string;
    tickets: number;
    status: string;
    checkIn: string;
    extras: boolean;
    payment: string;
    note?: string;
  }[];
  totals: { bookings: number; tickets: number; checkedIn: number };
}

const INVALID_PHONE = 'Please enter a valid phone number';

describe('booking phone numbers', () => {
  const t = useTestApp({ signIn: 'admin' });
  let destinationId: string;
  let offerId: string;

  beforeAll(async () => {
    destinationId = await insertDestination(t.connection);
    offerId = await insertOffer(t.connection);
  });

  it('takes an optional phone on a tour booking, stored and returned in E.164', async () => {
    const made = await t.http
      .post('/api/booking')
      .send(tourBody(destinationId, { phone: ' +1 (202) 555-0143 ' }))
      .expect(201);
    expect(made.body.data.phone).toBe('+12025550143');
    const stored = await t.connection
      .collection('tour_bookings')
      .findOne({ reference: made.body.data.reference });
    expect(stored?.phone).toBe('+12025550143');
    const list = await t.http
      .get(`/api/booking?destinationId=${destinationId}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    const listed = (list.body.data as { reference: string; phone?: string }[]).find(
      (b) => b.reference === made.body.data.reference,
    );
    expect(listed?.phone).toBe('+12025550143');
  });

  it('takes an optional phone on a stay booking the same way', async () => {
    const made = await t.http
      .post('/api/bookingapartment')
      .send(stayBody(offerId, { phone: '+44 20 7946 0018' }))
      .expect(201);
    expect(made.body.data.phone).toBe('+442079460018');
  });

  it('leaves the phone out when none (or a blank one) is given', async () => {
    const none = await t.http.post('/api/booking').send(tourBody(destinationId)).expect(201);
    expect(none.body.data).not.toHaveProperty('phone');
    const blank = await t.http
      .post('/api/booking')
      .send(tourBody(destinationId, { phone: '  ' }))
      .expect(201);
    expect(blank.body.data).not.toHaveProperty('phone');
  });

  it.each([
    ['a number without its country code', '2025550143'],
    ['too few digits', '+1 202'],
    ['letters', '+1 call me'],
    ['not text', 12025550143],
    ['an object', { $gt: '' }],
  ])('refuses %s with the contact form’s message (400), booking nothing', async (_, phone) => {
    const before = await t.connection.collection('tour_bookings').countDocuments();
    const tour = await t.http
      .post('/api/booking')
      .send(tourBody(destinationId, { phone }))
      .expect(400);
    expect(tour.body.message).toBe(INVALID_PHONE);
    const stay = await t.http
      .post('/api/bookingapartment')
      .send(stayBody(offerId, { phone }))
      .expect(400);
    expect(stay.body.message).toBe(INVALID_PHONE);
    expect(await t.connection.collection('tour_bookings').countDocuments()).toBe(before);
  });

  it('checks the contact form with the very same rule', async () => {
    const contact = await t.http
      .post('/api/contact')
      .send({ name: 'Ana', email: 'ana@example.com', phone: '2025550143', message: 'Hi' })
      .expect(400);
    expect(contact.body.message).toBe(INVALID_PHONE);
  });
});

describe('the manifest and check-in', () => {
  const t = useTestApp({ signIn: 'admin' });
  let destinationId: string;
  const date = inDays(5);
  let guide: string;
  let visitor: string;

  const manifest = (
    token: string,
    query = `destinationId=${destinationId}&date=${date}&time=09:30`,
  ) => t.http.get(`/api/admin/manifest?${query}`).set('Authorization', `Bearer ${token}`);
  const checkIn = (token: string, reference: string, status: unknown) =>
    t.http
      .patch(`/api/admin/bookings/${reference}/check-in`)
      .set('Authorization', `Bearer ${token}`)
      .send({ status });
  const book = async (fields: Record<string, unknown>, token?: string) => {
    const request = t.http.post('/api/booking');
    if (token) request.set('Authorization', `Bearer ${token}`);
    const response = await request.send(tourBody(destinationId, { date, ...fields }));
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 201 });
    return response.body.data as { _id: string; reference: string; status: string };
  };

  let zoe: { _id: string; reference: string };
  let ana: { _id: string; reference: string };
  let cancelled: { reference: string };

  beforeAll(async () => {
    destinationId = await insertDestination(t.connection, {
      title: 'Tokyo at dawn',
      timeZone: 'Asia/Tokyo',
    });
    guide = await t.signIn('guide');
    visitor = await t.signIn('user');
    const visitorEmail = (
      await t.http.get('/auth/me').set('Authorization', `Bearer ${visitor}`).expect(200)
    ).body.email as string;
    zoe = await book({ name: 'Zoe Park', email: 'zoe@example.com', tickets: 3, cost: 136.5 });
    ana = await book({
      name: 'Ana Lima',
      email: 'ana@example.com',
      phone: '+81 3-1234-5678',
      extras: true,
      cost: 2 * 45.5 + EXTRAS_PRICE,
    });
    // A confirmed booking cancelled by its booker: never on the manifest.
    cancelled = await book(
      { name: 'Carl Gone', email: visitorEmail, tickets: 4, cost: 182 },
      visitor,
    );
    await t.http
      .post(`/api/bookings/mine/${cancelled.reference}/cancel`)
      .set('Authorization', `Bearer ${visitor}`)
      .expect(200);
    // Other times and dates of the same tour, and the same time of another tour: not this manifest.
    await book({ name: 'Other Time', time: '10:00' });
    await book({ name: 'Other Day', date: inDays(6) });
    const elsewhere = await insertDestination(t.connection, { title: 'Elsewhere' });
    await t.http
      .post('/api/booking')
      .send(tourBody(elsewhere, { date, name: 'Other Tour' }))
      .expect(201);
  });

  it('lists the live bookings of one tour time, sorted by name, with totals, in the tour’s zone', async () => {
    const response = await manifest(t.token).expect(200);
    const body = response.body as ManifestBody;
    expect(body).toMatchObject({
      destination: { _id: destinationId, title: 'Tokyo at dawn' },
      date,
      time: '09:30',
      timeZone: 'Asia/Tokyo',
      totals: { bookings: 2, tickets: 5, checkedIn: 0 },
    });
    expect(body.bookings).toEqual([
      {
        reference: ana.reference,
        name: 'Ana Lima',
        email: 'ana@example.com',
        phone: '+81312345678',
        tickets: 2,
        status: 'held',
        checkIn: 'none',
        extras: true,
        payment: 'on_the_day',
        cost: 2 * 45.5 + EXTRAS_PRICE,
      },
      expect.objectContaining({
        reference: zoe.reference,
        name: 'Zoe Park',
        tickets: 3,
        checkIn: 'none',
      }),
    ]);
    expect(body.bookings[1]).not.toHaveProperty('phone');
    expect(body.bookings.map((b) => b.reference)).not.toContain(cancelled.reference);
  });

  it('is empty, not an error, for a time nobody booked', async () => {
    const response = await manifest(
      t.token,
      `destinationId=${destinationId}&date=${date}&time=15:00`,
    ).expect(200);
    expect(response.body).toMatchObject({
      bookings: [],
      totals: { bookings: 0, tickets: 0, checkedIn: 0 },
    });
  });

  it.each([
    ['destinationId=nope&date=2026-01-01&time=09:30', 'destinationId must be a destination id'],
    ['date=2026-01-01&time=09:30', 'destinationId must be a destination id'],
    ['DEST&date=2026-02-30&time=09:30', 'date must be a date in the form YYYY-MM-DD'],
    ['DEST&time=09:30', 'date must be a date in the form YYYY-MM-DD'],
    ['DEST&date=2026-01-01&time=9:30', 'time must be a time in the form HH:mm'],
    ['DEST&date=2026-01-01&time=09:30&time=10:00', 'time must be a time in the form HH:mm'],
  ])('refuses the query %s (400)', async (query, message) => {
    const response = await manifest(
      t.token,
      query.replace('DEST', `destinationId=${destinationId}`),
    ).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('answers 404 for a destination that does not exist', async () => {
    await manifest(
      t.token,
      `destinationId=0123456789abcdef01234567&date=${date}&time=09:30`,
    ).expect(404);
  });

  it('is open to guides, and refused to visitors (403) and anonymous callers (401)', async () => {
    await manifest(guide).expect(200);
    await manifest(visitor).expect(403);
    await t.http
      .get(`/api/admin/manifest?destinationId=${destinationId}&date=${date}&time=09:30`)
      .expect(401);
    await checkIn(visitor, zoe.reference, 'arrived').expect(403);
    await t.http
      .patch(`/api/admin/bookings/${zoe.reference}/check-in`)
      .send({ status: 'arrived' })
      .expect(401);
  });

  it('marks a guest arrived, no-show and back to none, each saved, shown and audited', async () => {
    for (const status of ['arrived', 'no-show', 'none'] as const) {
      const saved = await checkIn(guide, zoe.reference.toLowerCase(), status).expect(200);
      expect(saved.body).toMatchObject({
        message: 'Check-in saved',
        data: { reference: zoe.reference, checkIn: status },
      });
      const listed = (await manifest(t.token).expect(200)).body as ManifestBody;
      expect(listed.bookings.find((b) => b.reference === zoe.reference)?.checkIn).toBe(status);
      expect(listed.totals.checkedIn).toBe(status === 'arrived' ? 3 : 0);
    }
    const stored = await t.connection
      .collection('tour_bookings')
      .findOne({ reference: zoe.reference });
    expect(stored).not.toHaveProperty('checkIn');
    const trail = await t.http
      .get(`/api/admin/audit?record=${zoe._id}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    const entries = (
      trail.body.data as {
        action: string;
        actor: { type: string };
        before: Record<string, unknown>;
        after: Record<string, unknown>;
      }[]
    ).filter((e) => e.action === 'checked-in');
    expect(entries.reverse()).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ type: 'guide' }),
        before: { checkIn: 'none' },
        after: { checkIn: 'arrived' },
      }),
      expect.objectContaining({ before: { checkIn: 'arrived' }, after: { checkIn: 'no-show' } }),
      expect.objectContaining({ before: { checkIn: 'no-show' }, after: { checkIn: 'none' } }),
    ]);
  });

  it('shows the check-in on the admin booking list too', async () => {
    await checkIn(t.token, ana.reference, 'arrived').expect(200);
    const list = await t.http
      .get(`/api/booking?destinationId=${destinationId}&from=${date}&to=${date}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    const listed = (list.body.data as { reference: string; checkIn: string }[]).find(
      (b) => b.reference === ana.reference,
    );
    expect(listed?.checkIn).toBe('arrived');
    await checkIn(t.token, ana.reference, 'none').expect(200);
  });

  it('records one change for many taps at once (the booking lock), and nothing for the same mark again', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => checkIn(guide, ana.reference, 'arrived')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const entries = await t.connection
      .collection('audit_entries')
      .find({ record: ana._id, action: 'checked-in' })
      .toArray();
    // One for the list test's arrived, one for its none, and one for these six taps.
    expect(entries).toHaveLength(3);
    const again = await checkIn(guide, ana.reference, 'arrived').expect(200);
    expect(again.body.data.checkIn).toBe('arrived');
    expect(
      await t.connection
        .collection('audit_entries')
        .countDocuments({ record: ana._id, action: 'checked-in' }),
    ).toBe(3);
  });

  it('refuses a status it does not know (400), a cancelled booking (409), a stay (400) and an unknown one (404)', async () => {
    const bad = await checkIn(guide, zoe.reference, 'late').expect(400);
    expect(bad.body.message).toBe('status must be one of arrived, no-show, none');
    await checkIn(guide, zoe.reference, undefined).expect(400);
    const gone = await checkIn(guide, cancelled.reference, 'arrived').expect(409);
    expect(gone.body.message).toBe('This booking was cancelled.');
    const stay = await checkIn(guide, 'ST-ABCDEF', 'arrived').expect(400);
    expect(stay.body.message).toBe('Only tour bookings are checked in on a manifest');
    await checkIn(guide, 'TB-ABCDEF', 'arrived').expect(404);
    await checkIn(guide, 'nonsense', 'arrived').expect(404);
  });

  it("gives an admin each booking's internal note, and a guide none", async () => {
    const setNote = (note: string) =>
      t.http
        .put(`/api/admin/bookings/${zoe.reference}/note`)
        .set('Authorization', `Bearer ${t.token}`)
        .send({ note })
        .expect(200);
    await setNote('Wheelchair: needs the front seat');
    const forAdmin = (await manifest(t.token).expect(200)).body as ManifestBody;
    const noted = forAdmin.bookings.find((b) => b.reference === zoe.reference);
    expect(noted?.note).toBe('Wheelchair: needs the front seat');
    // A booking without a note has no note field, and the contract's other fields are as they were.
    expect(forAdmin.bookings.find((b) => b.reference === ana.reference)).not.toHaveProperty('note');
    expect(Object.keys(noted ?? {}).sort()).toEqual(
      [
        'checkIn',
        'cost',
        'email',
        'extras',
        'name',
        'note',
        'payment',
        'reference',
        'status',
        'tickets',
      ].sort(),
    );
    const forGuide = (await manifest(guide).expect(200)).body as ManifestBody;
    expect(forGuide.bookings.some((b) => 'note' in b)).toBe(false);
    await setNote('');
    const cleared = (await manifest(t.token).expect(200)).body as ManifestBody;
    expect(cleared.bookings.find((b) => b.reference === zoe.reference)).not.toHaveProperty('note');
  });
});
