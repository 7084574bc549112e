import { Types } from 'mongoose';
import { MailCatcher } from './utils/mail-catcher';
import { inDays, insertOffer, stayBody } from './utils/fixtures';
import { useTestApp } from './utils/test-app';

describe('stay bookings', () => {
  const catcher = new MailCatcher();
  const t = useTestApp({ signIn: 'admin', mail: catcher });

  const addOffer = (fields: Record<string, unknown> = {}) => insertOffer(t.connection, fields);

  /** 2 guests x 40 = 80 per night; 3 nights = 240; 120 per person. */
  const stay = (offerId: string, fields: Record<string, unknown> = {}) =>
    stayBody(offerId, { checkOut: inDays(13), guests: 2, ...fields });

  async function setLimit(maxGuestLimit: number): Promise<void> {
    await t.http
      .post('/api/limit')
      .set('Authorization', `Bearer ${t.token}`)
      .send({ maxGuestLimit })
      .expect(200);
  }

  it('books a stay at the server price, with a reference, a copy of the offer and a confirmation mail', async () => {
    const offerId = await addOffer();
    const res = await t.http
      .post('/api/bookingapartment')
      .send(stay(offerId, { name: ' Rui Costa  ', email: 'Rui@Example.COM ' }))
      .expect(201);
    expect(res.body.message).toBe('Booking submitted successfully!');
    const data = res.body.data;
    expect(data).toMatchObject({
      offerId,
      offerTitle: 'Sea view loft',
      offerPrice: 40,
      checkIn: inDays(10),
      checkOut: inDays(13),
      nights: 3,
      guests: 2,
      pricePerNight: 80,
      totalCost: 240,
      costPerPerson: 120,
      name: 'Rui Costa',
      email: 'rui@example.com',
      day: new Date().toISOString().slice(0, 10),
    });
    expect(data.reference).toMatch(/^ST-[2-9A-HJKMNP-Z]{6}$/);
    const nights = await t.connection
      .collection('night_claims')
      .find({ bookingId: new Types.ObjectId(data._id) })
      .sort({ night: 1 })
      .toArray();
    expect(nights.map((n) => n.night)).toEqual([inDays(10), inDays(11), inDays(12)]);

    const text = await catcher.mailWith('rui@example.com', data.reference);
    expect(text).toContain('Sea view loft');
    expect(text).toContain(`${inDays(10)} to ${inDays(13)} (3 nights, UTC)`);
    expect(text).toContain('Total: $240.00');
  });

  it('rounds the server figures to cents and accepts client figures within half a cent', async () => {
    const offerId = await addOffer({ Price: 33.33 });
    // 3 guests x 33.33 = 99.99 per night; 1 night; 33.33 per person.
    const res = await t.http
      .post('/api/bookingapartment')
      .send(
        stay(offerId, {
          guests: 3,
          checkOut: inDays(11),
          pricePerNight: 99.99,
          totalCost: 99.994,
          costPerPerson: 33.33,
        }),
      )
      .expect(201);
    expect(res.body.data).toMatchObject({
      pricePerNight: 99.99,
      totalCost: 99.99,
      costPerPerson: 33.33,
    });
  });

  it.each([
    ['name missing', { name: undefined }, 'Please fill in all required fields'],
    ['email blank', { email: '  ' }, 'Please fill in all required fields'],
    ['check-in missing', { checkIn: undefined }, 'Please fill in all required fields'],
    ['check-out missing', { checkOut: '' }, 'Please fill in all required fields'],
    ['guests missing', { guests: undefined }, 'Please fill in all required fields'],
    ['no guests', { guests: 0 }, 'Please fill in all required fields'],
    ['offer missing', { offerId: undefined }, 'Please fill in all required fields'],
    ['total missing', { totalCost: undefined }, 'Please fill in all required fields'],
    ['guests as an object', { guests: { $gt: 0 } }, 'Please fill in all required fields'],
    ['bad email', { email: 'rui.example.com' }, 'Please enter a valid email address'],
    ['fractional guests', { guests: 1.5 }, 'Number of guests must be a whole number'],
    [
      'more guests than the limit',
      { guests: 5, pricePerNight: 200, totalCost: 600, costPerPerson: 120 },
      'Number of guests cannot exceed 4',
    ],
    ['impossible date', { checkIn: '2026-13-01' }, 'Please enter a valid date'],
    ['past check-in', { checkIn: '2020-01-01' }, 'Please choose a check-in date from today on'],
    ['check-out on check-in', { checkOut: inDays(10) }, 'Check-out must be after check-in'],
    ['check-out before check-in', { checkOut: inDays(9) }, 'Check-out must be after check-in'],
    ['a stay too long', { checkOut: inDays(101) }, 'A stay can last at most 90 nights'],
    ['malformed offer id', { offerId: '123' }, 'Invalid offer id'],
    [
      'a stale price per night',
      { pricePerNight: 70 },
      'The price has changed. Please review your booking.',
    ],
    ['a stale total', { totalCost: 239.98 }, 'The price has changed. Please review your booking.'],
    [
      'a stale price per person',
      { costPerPerson: 100 },
      'The price has changed. Please review your booking.',
    ],
  ])('refuses %s with 400', async (_case, fields, message) => {
    const offerId = await addOffer();
    const res = await t.http.post('/api/bookingapartment').send(stay(offerId, fields)).expect(400);
    expect(res.body.message).toBe(message);
    expect(
      await t.connection
        .collection('night_claims')
        .countDocuments({ offerId: new Types.ObjectId(offerId) }),
    ).toBe(0);
  });

  it('answers 404 for an offer that does not exist', async () => {
    const res = await t.http
      .post('/api/bookingapartment')
      .send(stay(new Types.ObjectId().toString()))
      .expect(404);
    expect(res.body.message).toBe('Offer not found');
  });

  it('enforces the guest limit an admin sets', async () => {
    const offerId = await addOffer();
    const six = { guests: 6, pricePerNight: 240, totalCost: 720, costPerPerson: 120 };
    const before = await t.http.post('/api/bookingapartment').send(stay(offerId, six)).expect(400);
    expect(before.body.message).toBe('Number of guests cannot exceed 4');

    await setLimit(6);
    await t.http.post('/api/bookingapartment').send(stay(offerId, six)).expect(201);

    await setLimit(2);
    const three = {
      guests: 3,
      pricePerNight: 120,
      totalCost: 360,
      costPerPerson: 120,
      checkIn: inDays(20),
      checkOut: inDays(23),
    };
    const after = await t.http.post('/api/bookingapartment').send(stay(offerId, three)).expect(400);
    expect(after.body.message).toBe('Number of guests cannot exceed 2');
    await setLimit(4);
  });

  it('lets exactly one of 15 simultaneous bookings of the same offer and dates through', async () => {
    const offerId = await addOffer();
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.http
          .post('/api/bookingapartment')
          .send(stay(offerId, { email: `guest${i}@example.com` })),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.status === 409);
    expect(refused).toHaveLength(14);
    for (const r of refused)
      expect(r.body.message).toBe('These dates are no longer available for this offer');

    const indexes = await t.connection.collection('night_claims').indexes();
    expect(indexes).toContainEqual(
      expect.objectContaining({ key: { offerId: 1, night: 1 }, unique: true }),
    );
    const claims = await t.connection
      .collection('night_claims')
      .find({ offerId: new Types.ObjectId(offerId) })
      .toArray();
    expect(claims).toHaveLength(3);
    expect(new Set(claims.map((c) => c.bookingId.toString())).size).toBe(1);
    expect(
      await t.connection
        .collection('stay_bookings')
        .countDocuments({ offerId: new Types.ObjectId(offerId) }),
    ).toBe(1);
  });

  it('accepts adjacent stays and refuses overlapping ones', async () => {
    const offerId = await addOffer();
    await t.http.post('/api/bookingapartment').send(stay(offerId)).expect(201);
    // Check-out day of one stay is the check-in day of the next: no night is shared.
    const before = {
      checkIn: inDays(8),
      checkOut: inDays(10),
      pricePerNight: 80,
      totalCost: 160,
      costPerPerson: 80,
    };
    const after = {
      checkIn: inDays(13),
      checkOut: inDays(15),
      pricePerNight: 80,
      totalCost: 160,
      costPerPerson: 80,
    };
    await t.http.post('/api/bookingapartment').send(stay(offerId, before)).expect(201);
    await t.http.post('/api/bookingapartment').send(stay(offerId, after)).expect(201);

    const overlap = {
      checkIn: inDays(12),
      checkOut: inDays(14),
      pricePerNight: 80,
      totalCost: 160,
      costPerPerson: 80,
    };
    const res = await t.http.post('/api/bookingapartment').send(stay(offerId, overlap)).expect(409);
    expect(res.body.message).toBe('These dates are no longer available for this offer');
    // The refused stay keeps none of the nights it could have taken.
    expect(
      await t.connection
        .collection('night_claims')
        .countDocuments({ offerId: new Types.ObjectId(offerId) }),
    ).toBe(7);

    const otherOffer = await addOffer();
    await t.http.post('/api/bookingapartment').send(stay(otherOffer, overlap)).expect(201);
  });

  it('frees the nights of a deleted booking', async () => {
    const offerId = await addOffer();
    const first = await t.http.post('/api/bookingapartment').send(stay(offerId)).expect(201);
    await t.http.post('/api/bookingapartment').send(stay(offerId)).expect(409);

    const res = await t.http
      .delete(`/api/bookingapartment/${first.body.data._id}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    expect(res.body).toEqual({ message: 'Booking deleted successfully' });
    await t.http.post('/api/bookingapartment').send(stay(offerId)).expect(201);

    const again = await t.http
      .delete(`/api/bookingapartment/${first.body.data._id}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(404);
    expect(again.body.message).toBe('Booking not found');
  });

  it('reclaims nights left behind by a booking that never got written, but not nights still in flight', async () => {
    const offerId = await addOffer();
    const abandoned = {
      offerId: new Types.ObjectId(offerId),
      night: inDays(10),
      bookingId: new Types.ObjectId(),
      claimedAt: new Date(Date.now() - 3_600_000),
    };
    await t.connection.collection('night_claims').insertOne(abandoned);
    await t.http.post('/api/bookingapartment').send(stay(offerId)).expect(201);

    const other = await addOffer();
    await t.connection.collection('night_claims').insertOne({
      ...abandoned,
      _id: new Types.ObjectId(),
      offerId: new Types.ObjectId(other),
      claimedAt: new Date(),
    });
    await t.http.post('/api/bookingapartment').send(stay(other)).expect(409);
  });

  it('lists stays for admins by check-in, soonest first, over the next 31 days unless asked, readable after the offer is deleted', async () => {
    const offerId = await addOffer({ title: 'Gone loft' });
    const older = await t.http
      .post('/api/bookingapartment')
      .send(stay(offerId, { name: 'Older', checkIn: inDays(40), checkOut: inDays(43) }))
      .expect(201);
    await t.http
      .post('/api/bookingapartment')
      .send(stay(offerId, { name: 'Newest', checkIn: inDays(50), checkOut: inDays(53) }))
      .expect(201);
    await t.connection.collection('offers').deleteOne({ _id: new Types.ObjectId(offerId) });

    const res = await t.http
      .get('/api/bookingapartment')
      .query({ from: inDays(40), to: inDays(50) })
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    const total = await t.connection
      .collection('stay_bookings')
      .countDocuments({ checkIn: { $gte: inDays(40), $lte: inDays(50) } });
    expect(res.body).toMatchObject({ page: 1, total, totalPages: Math.ceil(total / 20) });
    expect(res.body.data[0]).toMatchObject({ name: 'Older', offerTitle: 'Gone loft' });
    expect(res.body.data.at(-1)).toMatchObject({ name: 'Newest', offerTitle: 'Gone loft' });
    // Without from and to: the check-ins of the next 31 days, which these are not.
    const byDefault = await t.http
      .get('/api/bookingapartment')
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    expect(byDefault.body.data.map((b: { _id: string }) => b._id)).not.toContain(
      older.body.data._id,
    );
    const tooWide = await t.http
      .get('/api/bookingapartment')
      .query({ from: inDays(0), to: inDays(92) })
      .set('Authorization', `Bearer ${t.token}`)
      .expect(400);
    expect(tooWide.body.message).toBe('from and to must be at most 92 days apart');
    await t.http
      .get('/api/bookingapartment?page=x')
      .set('Authorization', `Bearer ${t.token}`)
      .expect(400);

    const user = await t.signIn('user');
    await t.http.get('/api/bookingapartment').set('Authorization', `Bearer ${user}`).expect(403);
    await t.http.get('/api/bookingapartment').expect(401);
  });
  it('filters the list by check-in range and offer, with a page size for exports', async () => {
    const [north, south] = await Promise.all([
      addOffer({ title: 'North loft' }),
      addOffer({ title: 'South loft' }),
    ]);
    const book = (offerId: string, days: number, name: string) =>
      t.http
        .post('/api/bookingapartment')
        .send(stay(offerId, { name, checkIn: inDays(days), checkOut: inDays(days + 3) }))
        .expect(201);
    await book(north, 70, 'N70');
    await book(north, 80, 'N80');
    await book(south, 80, 'S80');
    await book(south, 90, 'S90');
    // The check-ins of 60 to 90 days from now, unless the query says otherwise.
    const list = (query: Record<string, string | number>) =>
      t.http
        .get('/api/bookingapartment')
        .query({ from: inDays(60), ...query })
        .set('Authorization', `Bearer ${t.token}`);
    const names = (res: { body: { data: { name: string }[] } }) =>
      res.body.data.map((b) => b.name).sort();

    // On the check-in date: a stay checking in before `from` is out even if it is still running.
    expect(names(await list({ from: inDays(71), to: inDays(90) }).expect(200))).toEqual([
      'N80',
      'S80',
      'S90',
    ]);
    expect(names(await list({ offerId: south, to: inDays(80) }).expect(200))).toEqual(['S80']);
    const paged = await list({ offerId: north, limit: 1 }).expect(200);
    expect(paged.body).toMatchObject({ page: 1, total: 2, totalPages: 2 });
    // Soonest check-in first.
    expect(paged.body.data).toEqual([
      expect.objectContaining({ name: 'N70', offerTitle: 'North loft' }),
    ]);

    // The search box: a reference, or part of the booker's name or email.
    const [n70] = (await list({ offerId: north, to: inDays(70) }).expect(200)).body.data;
    const found = await list({ q: n70.reference.toLowerCase() }).expect(200);
    expect(found.body).toMatchObject({ total: 1, data: [{ name: 'N70' }] });
    expect(names(await list({ offerId: south, q: 's9' }).expect(200))).toEqual(['S90']);
    expect(names(await list({ offerId: north, q: 'RUI@example' }).expect(200))).toEqual([
      'N70',
      'N80',
    ]);

    for (const [query, message] of [
      [{ offerId: '0123' }, 'offerId must be a valid id'],
      [{ to: '2026-13-01' }, 'to must be a date in the form YYYY-MM-DD'],
      [{ limit: 1.5 }, 'limit must be a whole number from 1 to 100'],
      [{ q: 'x'.repeat(101) }, 'q must be at most 100 characters'],
    ] as const) {
      const res = await list(query).expect(400);
      expect(res.body.message).toBe(message);
    }
  });
});
