import { Types } from 'mongoose';
import { MailCatcher } from './utils/mail-catcher';
import { inDays, insertDestination, tourBody } from './utils/fixtures';
import { useTestApp } from './utils/test-app';
import { earliestToday } from '../src/common/calendar';
import { BookingDaysSync } from '../src/stats/booking-days-sync';

describe('tour bookings', () => {
  const catcher = new MailCatcher();
  const t = useTestApp({ signIn: 'admin', mail: catcher });

  const addDestination = (fields: Record<string, unknown> = {}) =>
    insertDestination(t.connection, fields);

  const tour = tourBody;

  it('books a tour at the server price, with a reference, a copy of what was booked and a confirmation mail', async () => {
    const destinationId = await addDestination();
    const res = await t.http
      .post('/api/booking')
      .send(
        tour(destinationId, {
          name: '  Ana Lima ',
          email: ' Ana@Example.com',
          extras: true,
          cost: 141,
        }),
      )
      .expect(201);
    expect(res.body.message).toBe('Booking submitted successfully!');
    const data = res.body.data;
    expect(data).toMatchObject({
      destinationId,
      destinationTitle: 'Lisbon old town walk',
      costPerPerson: 45.5,
      date: inDays(7),
      time: '09:30',
      tickets: 2,
      extras: true,
      cost: 141,
      name: 'Ana Lima',
      email: 'ana@example.com',
      day: new Date().toISOString().slice(0, 10),
    });
    expect(data.reference).toMatch(/^TB-[2-9A-HJKMNP-Z]{6}$/);

    const stored = await t.connection
      .collection('tour_bookings')
      .findOne({ _id: new Types.ObjectId(data._id) });
    expect(stored).toMatchObject({
      reference: data.reference,
      cost: 141,
      email: 'ana@example.com',
    });
    expect(
      await t.connection.collection('seat_claims').countDocuments({ bookingId: stored!._id }),
    ).toBe(2);

    const mail = await catcher.mailWith('ana@example.com', data.reference);
    expect(mail).toContain('Lisbon old town walk');
    expect(mail).toContain(`${inDays(7)} at 09:30`);
    expect(mail).toContain('Total: $141.00');
  });

  it.each([
    ['name missing', { name: undefined }, 'Please fill in all required fields'],
    ['name blank', { name: '   ' }, 'Please fill in all required fields'],
    ['email missing', { email: '' }, 'Please fill in all required fields'],
    ['date missing', { date: undefined }, 'Please fill in all required fields'],
    ['time missing', { time: undefined }, 'Please fill in all required fields'],
    ['tickets missing', { tickets: undefined }, 'Please fill in all required fields'],
    ['tickets zero', { tickets: 0 }, 'Please fill in all required fields'],
    ['cost missing', { cost: undefined }, 'Please fill in all required fields'],
    ['destination missing', { destinationId: undefined }, 'Please fill in all required fields'],
    ['tickets as text', { tickets: '2' }, 'Please fill in all required fields'],
    ['an operator object', { email: { $gt: '' } }, 'Please fill in all required fields'],
    ['bad email', { email: 'ana@' }, 'Please enter a valid email address'],
    ['impossible date', { date: '2026-02-30' }, 'Please enter a valid date'],
    ['past date', { date: '2020-01-01' }, 'Please choose today or a later date'],
    ['bad time', { time: '25:00' }, 'Please enter a valid time'],
    ['fractional tickets', { tickets: 1.5, cost: 68.25 }, 'Tickets must be a whole number'],
    ['too many tickets', { tickets: 51, cost: 2320.5 }, 'You can book at most 50 tickets at once'],
    ['malformed destination id', { destinationId: 'nope' }, 'Invalid destination id'],
  ])('refuses %s with 400', async (_case, fields, message) => {
    const destinationId = await addDestination();
    const res = await t.http.post('/api/booking').send(tour(destinationId, fields)).expect(400);
    expect(res.body.message).toBe(message);
    expect(
      await t.connection
        .collection('tour_bookings')
        .countDocuments({ destinationId: new Types.ObjectId(destinationId) }),
    ).toBe(0);
  });

  it('answers 404 for a destination that does not exist', async () => {
    const res = await t.http
      .post('/api/booking')
      .send(tour(new Types.ObjectId().toString()))
      .expect(404);
    expect(res.body.message).toBe('Destination not found');
  });

  it('refuses a client price that differs from the server price by more than half a cent', async () => {
    const destinationId = await addDestination();
    for (const cost of [90.99, 91.01, 141]) {
      const res = await t.http.post('/api/booking').send(tour(destinationId, { cost })).expect(400);
      expect(res.body.message).toBe('The price has changed. Please review your booking.');
    }
    await t.http
      .post('/api/booking')
      .send(tour(destinationId, { cost: 91.004 }))
      .expect(201);
    expect(await t.connection.collection('seat_claims').countDocuments()).toBeGreaterThan(0);
  });

  it('caps a slot at its capacity with the number of tickets left, then sold out', async () => {
    const destinationId = await addDestination({ capacityPerSlot: 5, CostPerPerson: 10 });
    const slot = { time: '14:00' };
    await t.http
      .post('/api/booking')
      .send(tour(destinationId, { ...slot, tickets: 3, cost: 30 }))
      .expect(201);
    const tooMany = await t.http
      .post('/api/booking')
      .send(tour(destinationId, { ...slot, tickets: 3, cost: 30 }))
      .expect(409);
    expect(tooMany.body.message).toBe('Only 2 tickets left for this time');
    await t.http
      .post('/api/booking')
      .send(tour(destinationId, { ...slot, tickets: 1, cost: 10 }))
      .expect(201);
    const oneLeft = await t.http
      .post('/api/booking')
      .send(tour(destinationId, { ...slot, tickets: 2, cost: 20 }))
      .expect(409);
    expect(oneLeft.body.message).toBe('Only 1 ticket left for this time');
    await t.http
      .post('/api/booking')
      .send(tour(destinationId, { ...slot, tickets: 1, cost: 10 }))
      .expect(201);
    const soldOut = await t.http
      .post('/api/booking')
      .send(tour(destinationId, { ...slot, tickets: 1, cost: 10 }))
      .expect(409);
    expect(soldOut.body.message).toBe('This time is sold out');
    // Another time of the same day is its own slot.
    await t.http
      .post('/api/booking')
      .send(tour(destinationId, { time: '15:00', tickets: 5, cost: 50 }))
      .expect(201);
  });

  it('sells exactly the capacity when 20 visitors book one ticket of a 5-seat slot at once', async () => {
    const destinationId = await addDestination({ capacityPerSlot: 5, CostPerPerson: 10 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.http
          .post('/api/booking')
          .send(tour(destinationId, { tickets: 1, cost: 10, email: `rush${i}@example.com` })),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const r of responses.filter((r) => r.status === 409)) {
      expect(r.body.message).toBe('This time is sold out');
    }
    const slot = `${destinationId}|${inDays(7)}|09:30`;
    const indexes = await t.connection.collection('seat_claims').indexes();
    expect(indexes).toContainEqual(
      expect.objectContaining({ key: { slot: 1, seat: 1 }, unique: true }),
    );
    const seats = await t.connection.collection('seat_claims').find({ slot }).toArray();
    expect(seats).toHaveLength(5);
    expect(new Set(seats.map((s) => s.seat)).size).toBe(5);
    expect(
      await t.connection
        .collection('tour_bookings')
        .countDocuments({ destinationId: new Types.ObjectId(destinationId) }),
    ).toBe(5);
  });

  it('frees the seats of a deleted booking', async () => {
    const destinationId = await addDestination({ capacityPerSlot: 2, CostPerPerson: 10 });
    const first = await t.http
      .post('/api/booking')
      .send(tour(destinationId, { tickets: 2, cost: 20 }))
      .expect(201);
    await t.http
      .post('/api/booking')
      .send(tour(destinationId, { tickets: 1, cost: 10 }))
      .expect(409);

    const res = await t.http
      .delete(`/api/deleteBooking/${first.body.data._id}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    expect(res.body).toEqual({ message: 'Booking deleted successfully' });
    expect(
      await t.connection
        .collection('seat_claims')
        .countDocuments({ bookingId: new Types.ObjectId(first.body.data._id) }),
    ).toBe(0);
    await t.http
      .post('/api/booking')
      .send(tour(destinationId, { tickets: 2, cost: 20 }))
      .expect(201);

    const again = await t.http
      .delete(`/api/deleteBooking/${first.body.data._id}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(404);
    expect(again.body.message).toBe('Booking not found');
    await t.http
      .delete('/api/deleteBooking/nope')
      .set('Authorization', `Bearer ${t.token}`)
      .expect(400);
  });

  it('reclaims seats left behind by a booking that never got written, once their grace period is over', async () => {
    const destinationId = await addDestination({ capacityPerSlot: 2, CostPerPerson: 10 });
    const slot = `${destinationId}|${inDays(7)}|09:30`;
    const claimedAt = new Date(Date.now() - 60 * 60_000);
    await t.connection.collection('seat_claims').insertMany([
      // Left behind by a crash: no booking with this id exists.
      { slot, seat: 0, bookingId: new Types.ObjectId(), claimedAt },
      // In flight: too young to be judged abandoned.
      { slot, seat: 1, bookingId: new Types.ObjectId(), claimedAt: new Date() },
    ]);
    await t.http
      .post('/api/booking')
      .send(tour(destinationId, { tickets: 1, cost: 10 }))
      .expect(201);
    const full = await t.http
      .post('/api/booking')
      .send(tour(destinationId, { tickets: 1, cost: 10 }))
      .expect(409);
    expect(full.body.message).toBe('This time is sold out');
    expect(await t.connection.collection('seat_claims').countDocuments({ slot, claimedAt })).toBe(
      0,
    );
  });

  it('gives every booking its own reference, guarded by a unique index', async () => {
    const destinationId = await addDestination({ CostPerPerson: 10, capacityPerSlot: 50 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.http.post('/api/booking').send(tour(destinationId, { tickets: 1, cost: 10 })),
      ),
    );
    const references = responses.map((r) => r.body.data.reference as string);
    expect(new Set(references).size).toBe(10);
    const copy = await t.connection
      .collection('tour_bookings')
      .findOne({ reference: references[0] });
    await expect(
      t.connection.collection('tour_bookings').insertOne({ ...copy, _id: new Types.ObjectId() }),
    ).rejects.toMatchObject({ code: 11000 });
  });

  it('lists bookings for admins by tour date, newest first within a date, paged, readable after the destination is deleted', async () => {
    const destinationId = await addDestination({ title: 'Short-lived tour', CostPerPerson: 10 });
    await t.http
      .post('/api/booking')
      .send(tour(destinationId, { tickets: 1, cost: 10, name: 'Older' }))
      .expect(201);
    const newest = await t.http
      .post('/api/booking')
      .send(tour(destinationId, { tickets: 1, cost: 10, name: 'Newest' }))
      .expect(201);
    await t.connection
      .collection('destinations')
      .deleteOne({ _id: new Types.ObjectId(destinationId) });

    const res = await t.http
      .get('/api/booking?page=1')
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    // Without from and to: the tour dates of the next 31 days (from today somewhere on Earth).
    const from = earliestToday();
    const to = new Date(Date.parse(from) + 30 * 86_400_000).toISOString().slice(0, 10);
    const total = await t.connection
      .collection('tour_bookings')
      .countDocuments({ date: { $gte: from, $lte: to } });
    expect(res.body).toMatchObject({ page: 1, total, totalPages: Math.ceil(total / 20) });
    const own = await t.http
      .get('/api/booking')
      .query({ destinationId })
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    expect(own.body.data[0]).toMatchObject({
      _id: newest.body.data._id,
      name: 'Newest',
      destinationTitle: 'Short-lived tour',
    });
    expect(own.body.data[1]).toMatchObject({ name: 'Older', destinationTitle: 'Short-lived tour' });

    const last = await t.http
      .get(`/api/booking?page=${res.body.totalPages}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    expect(last.body.data.length).toBeGreaterThan(0);
    await t.http.get('/api/booking?page=0').set('Authorization', `Bearer ${t.token}`).expect(400);
  });

  it('filters the list by tour date range and destination, with a page size for exports', async () => {
    const [alpha, beta] = await Promise.all([
      addDestination({ title: 'Filter alpha', CostPerPerson: 10 }),
      addDestination({ title: 'Filter beta', CostPerPerson: 10 }),
    ]);
    const book = (destinationId: string, days: number, name: string) =>
      t.http
        .post('/api/booking')
        .send(tour(destinationId, { tickets: 1, cost: 10, date: inDays(days), name }))
        .expect(201);
    await book(alpha, 60, 'A60');
    await book(alpha, 61, 'A61');
    await book(alpha, 63, 'A63');
    await book(beta, 61, 'B61');
    // The tour dates of 55 to 85 days from now, unless the query says otherwise.
    const list = (query: Record<string, string | number>) =>
      t.http
        .get('/api/booking')
        .query({ from: inDays(55), ...query })
        .set('Authorization', `Bearer ${t.token}`);
    const names = (res: { body: { data: { name: string }[] } }) =>
      res.body.data.map((b) => b.name).sort();
    // Without from and to: the next 31 days, which these are not in.
    const byDefault = await t.http
      .get('/api/booking')
      .query({ destinationId: alpha })
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    expect(byDefault.body.total).toBe(0);

    const range = await list({ from: inDays(61), to: inDays(63) }).expect(200);
    expect(names(range)).toEqual(['A61', 'A63', 'B61']);
    expect(range.body).toMatchObject({ total: 3, totalPages: 1 });
    // Both bounds are inclusive, and a range of one day is fine.
    expect(names(await list({ from: inDays(61), to: inDays(61) }).expect(200))).toEqual([
      'A61',
      'B61',
    ]);
    expect(names(await list({ destinationId: alpha, from: inDays(61) }).expect(200))).toEqual([
      'A61',
      'A63',
    ]);
    expect(names(await list({ destinationId: beta }).expect(200))).toEqual(['B61']);

    const paged = await list({ destinationId: alpha, limit: 2, page: 2 }).expect(200);
    expect(paged.body).toMatchObject({ page: 2, total: 3, totalPages: 2 });
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.data[0]).toMatchObject({ destinationTitle: 'Filter alpha' });
    expect((await list({ limit: 100 }).expect(200)).body.data.length).toBeGreaterThanOrEqual(4);
  });

  it('searches the list by reference, or by part of the booker name or email, literally and with paging', async () => {
    const destinationId = await addDestination({ title: 'Search tour', CostPerPerson: 10 });
    const book = async (name: string, email: string): Promise<string> => {
      const res = await t.http
        .post('/api/booking')
        .send(tour(destinationId, { tickets: 1, cost: 10, name, email }))
        .expect(201);
      return res.body.data.reference as string;
    };
    const zoe = await book('Zoë Searchable', 'zoe.s@example.com');
    await book('Bob Searchable', 'bob+trips@example.org');
    await book('Carla Other', 'carla@searchable.example');
    const list = (query: Record<string, string | number>) =>
      t.http
        .get('/api/booking')
        .query({ destinationId, ...query })
        .set('Authorization', `Bearer ${t.token}`);
    const names = (res: { body: { data: { name: string }[] } }) =>
      res.body.data.map((b) => b.name).sort();

    // A reference in any case finds its booking, and only as a whole.
    const byReference = await list({ q: ` ${zoe.toLowerCase()} ` }).expect(200);
    expect(byReference.body).toMatchObject({ total: 1, data: [{ reference: zoe }] });
    expect((await list({ q: zoe.slice(0, 5) }).expect(200)).body.total).toBe(0);
    // Part of a name or an email, case-insensitive.
    expect(names(await list({ q: 'SEARCHABLE' }).expect(200))).toEqual([
      'Bob Searchable',
      'Carla Other',
      'Zoë Searchable',
    ]);
    expect(names(await list({ q: 'zoë sea' }).expect(200))).toEqual(['Zoë Searchable']);
    expect(names(await list({ q: 'bob+trips@' }).expect(200))).toEqual(['Bob Searchable']);
    // The text is taken literally: no pattern of the admin's making runs on the server.
    expect((await list({ q: '.*' }).expect(200)).body.total).toBe(0);
    expect((await list({ q: 'b(o' }).expect(200)).body.total).toBe(0);
    // Blank is no search; the search pages like any filter, on its own total.
    expect((await list({ q: '   ' }).expect(200)).body.total).toBe(3);
    const paged = await list({ q: 'searchable', limit: 2, page: 2 }).expect(200);
    expect(paged.body).toMatchObject({ page: 2, total: 3, totalPages: 2 });
    expect(paged.body.data).toHaveLength(1);
    // With a state filter whose own condition is an alternative (a held booking past its expiry is expired).
    await t.connection
      .collection('tour_bookings')
      .updateOne(
        { destinationId: new Types.ObjectId(destinationId), name: 'Carla Other' },
        { $set: { status: 'expired' } },
      );
    // Written behind the API's back: the admin list's day partitions are built again from the ledger.
    await t.app.get(BookingDaysSync).build({ force: true });
    expect(names(await list({ q: 'searchable', status: 'expired' }).expect(200))).toEqual([
      'Carla Other',
    ]);
    expect((await list({ q: 'zoë', status: 'expired' }).expect(200)).body.total).toBe(0);

    const tooLong = await list({ q: 'x'.repeat(101) }).expect(400);
    expect(tooLong.body.message).toBe('q must be at most 100 characters');
    expect((await list({ q: 'x'.repeat(100) }).expect(200)).body.total).toBe(0);
    const repeated = await t.http
      .get('/api/booking?q=a&q=b')
      .set('Authorization', `Bearer ${t.token}`)
      .expect(400);
    expect(repeated.body.message).toBe('q must be text');
  });

  it.each([
    [{ from: '2026-02-30' }, 'from must be a date in the form YYYY-MM-DD'],
    [{ to: '12/01/2026' }, 'to must be a date in the form YYYY-MM-DD'],
    [{ from: '2026-05-02', to: '2026-05-01' }, 'from must not be after to'],
    [{ destinationId: 'nope' }, 'destinationId must be a valid id'],
    [{ limit: 0 }, 'limit must be a whole number from 1 to 100'],
    [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
    [{ limit: 'ten' }, 'limit must be a whole number from 1 to 100'],
    [{ from: '2026-01-01', to: '2026-04-03' }, 'from and to must be at most 92 days apart'],
  ])('refuses the list filter %j with 400', async (query, message) => {
    const res = await t.http
      .get('/api/booking')
      .query(query)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a repeated filter parameter with 400', async () => {
    const res = await t.http
      .get('/api/booking?from=2026-01-01&from=2026-01-02')
      .set('Authorization', `Bearer ${t.token}`)
      .expect(400);
    expect(res.body.message).toBe('from must be a date in the form YYYY-MM-DD');
  });

  it('keeps the booking list and deletion for admins', async () => {
    await t.http.get('/api/booking').expect(401);
    const user = await t.signIn('user');
    await t.http.get('/api/booking').set('Authorization', `Bearer ${user}`).expect(403);
    await t.http
      .delete(`/api/deleteBooking/${new Types.ObjectId().toString()}`)
      .set('Authorization', `Bearer ${user}`)
      .expect(403);
  });
});
