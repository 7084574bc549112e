import { Types } from 'mongoose';
import { createTestApp, TestApp } from './utils/test-app';

const MS_PER_DAY = 86_400_000;
const dayOffset = (days: number) =>
  new Date(Date.now() + days * MS_PER_DAY).toISOString().slice(0, 10);

interface DayStats {
  day: string;
  bookings: number;
  revenue: number;
}

describe('admin stats', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('counts every collection and sums bookings and revenue per day over the last 30 days', async () => {
    const db = t.connection;
    const { insertedId: destinationId } = await db.collection('destinations').insertOne({
      destination: 'Rome',
      location: 'Italy',
      price: 100,
      title: 'Rome at dawn',
      description: 'Early walk.',
      CostPerPerson: 12.5,
      image: '/api/images/x',
      gallary: [],
      capacityPerSlot: 20,
    });
    await db.collection('destinations').insertOne({ title: 'Second destination' });
    const { insertedId: offerId } = await db.collection('offers').insertOne({
      title: 'Attic',
      Hotel: 'H',
      Location: 'Rome',
      RoomType: 'Attic',
      Discount: 0,
      Price: 30.25,
      TrendingOffers: 'No',
      description: 'Small.',
      features: [],
      Image: '/api/images/x',
      gallary: [],
    });
    await db
      .collection('hotels')
      .insertMany([{ hotelName: 'A' }, { hotelName: 'B' }, { hotelName: 'C' }]);
    await db.collection('blogposts').insertOne({ Title: 'Post' });

    // Today, through the API: 12.5 x 3 = 37.5, and one night for two at 30.25 = 60.5.
    await t.http
      .post('/api/booking')
      .send({
        destinationId: destinationId.toString(),
        date: dayOffset(5),
        time: '10:00',
        tickets: 3,
        cost: 37.5,
        name: 'Stat One',
        email: 'stat1@example.com',
      })
      .expect(201);
    await t.http
      .post('/api/bookingapartment')
      .send({
        name: 'Stat Two',
        email: 'stat2@example.com',
        checkIn: dayOffset(5),
        checkOut: dayOffset(6),
        guests: 2,
        offerId: offerId.toString(),
        pricePerNight: 60.5,
        totalCost: 60.5,
        costPerPerson: 30.25,
      })
      .expect(201);
    await t.http
      .post('/api/contact')
      .send({
        name: 'Stat Three',
        email: 'stat3@example.com',
        phone: '+442071838750',
        message: 'Hello',
      })
      .expect(201);
    // Older bookings, stored as they would have been on their day; the 40-day-old one is outside the window.
    const old = (days: number, cost: number, reference: string) => ({
      _id: new Types.ObjectId(),
      reference,
      destinationId,
      destinationTitle: 'Rome at dawn',
      costPerPerson: 12.5,
      date: dayOffset(-days),
      time: '10:00',
      tickets: 1,
      extras: false,
      cost,
      name: 'Old',
      email: 'old@example.com',
      day: dayOffset(-days),
    });
    await db
      .collection('tour_bookings')
      .insertMany([
        old(3, 10.1, 'TB-AAAAAA'),
        old(3, 20.2, 'TB-BBBBBB'),
        old(29, 5, 'TB-CCCCCC'),
        old(40, 999, 'TB-DDDDDD'),
      ]);

    const res = await t.http
      .get('/api/admin/stats')
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(res.body.counts).toEqual({
      destinations: 2,
      hotels: 3,
      offers: 1,
      blogPosts: 1,
      tourBookings: 5,
      stayBookings: 1,
      // The signed-in admin plus the local admin the app ensures at start-up.
      users: await db.collection('users').countDocuments(),
      contactMessages: 1,
    });
    const perDay = res.body.perDay as DayStats[];
    expect(perDay).toHaveLength(30);
    expect(perDay.map((d) => d.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => dayOffset(i - 29)),
    );
    const byDay = new Map(perDay.map((d) => [d.day, d]));
    expect(byDay.get(dayOffset(0))).toEqual({ day: dayOffset(0), bookings: 2, revenue: 98 });
    expect(byDay.get(dayOffset(-3))).toEqual({ day: dayOffset(-3), bookings: 2, revenue: 30.3 });
    expect(byDay.get(dayOffset(-29))).toEqual({ day: dayOffset(-29), bookings: 1, revenue: 5 });
    expect(perDay.filter((d) => d.bookings === 0)).toHaveLength(27);
    expect(perDay.filter((d) => d.bookings === 0).every((d) => d.revenue === 0)).toBe(true);
  });

  it('is for admins only', async () => {
    await t.http.get('/api/admin/stats').expect(401);
    await t.http
      .get('/api/admin/stats')
      .set('Authorization', `Bearer ${await t.signIn('user')}`)
      .expect(403);
  });
});
