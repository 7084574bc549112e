import { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Types } from 'mongoose';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/bootstrap/configure-app';
import { inDays, insertDestination } from './utils/fixtures';
import { createTestApp, TestApp } from './utils/test-app';

/**
 * Two API instances, each with its own connection pool, on one database: what a scaled-out deployment
 * does. Claims must hold across them, since nothing but the database is shared.
 */
describe('inventory across two API instances', () => {
  let t: TestApp;
  let second: INestApplication;

  beforeAll(async () => {
    t = await createTestApp();
    const uri = new URL(process.env.MONGODB_URI!);
    uri.pathname = `/${t.connection.db!.databaseName}`;
    const moduleRef = await Test.createTestingModule({
      imports: [AppModule.forRoot({ ...t.config, mongodbUri: uri.toString() })],
    }).compile();
    second = moduleRef.createNestApplication({ bodyParser: false, logger: false });
    configureApp(second, t.config);
    await second.init();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const instance = (i: number) => (i % 2 === 0 ? t.http : request(second.getHttpServer()));

  it('sells exactly the capacity of a tour slot when both instances take bookings at once', async () => {
    const { insertedId } = await t.connection
      .collection('destinations')
      .insertOne({ title: 'Harbour cruise', CostPerPerson: 15, capacityPerSlot: 5 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        instance(i)
          .post('/api/booking')
          .send({
            destinationId: insertedId.toString(),
            date: inDays(2),
            time: '17:00',
            tickets: 1,
            cost: 15,
            name: `Rider ${i}`,
            email: `rider${i}@example.com`,
          }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(5);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(15);
    expect(await t.connection.collection('seat_claims').countDocuments()).toBe(5);
    expect(
      await t.connection.collection('tour_bookings').countDocuments({ destinationId: insertedId }),
    ).toBe(5);
  });

  it('lets one stay through when both instances take the same dates at once', async () => {
    const { insertedId } = await t.connection
      .collection('offers')
      .insertOne({ title: 'Harbour flat', Price: 25 });
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        instance(i)
          .post('/api/bookingapartment')
          .send({
            name: `Guest ${i}`,
            email: `guest${i}@example.com`,
            checkIn: inDays(3),
            checkOut: inDays(5),
            guests: 1,
            offerId: insertedId.toString(),
            pricePerNight: 25,
            totalCost: 50,
            costPerPerson: 50,
          }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(14);
    const claims = await t.connection
      .collection('night_claims')
      .find({ offerId: new Types.ObjectId(insertedId) })
      .toArray();
    expect(claims.map((c) => c.night).sort()).toEqual([inDays(3), inDays(4)]);
  });

  /**
   * Many visitors at once on one slot, half on each instance: the number booked must be exactly what fits,
   * and a refusal must name what is truly left once the race is over (never "sold out" with seats free).
   */
  async function race(capacity: number, visitors: number, tickets: number) {
    const destinationId = await insertDestination(t.connection, {
      capacityPerSlot: capacity,
      CostPerPerson: 10,
    });
    const responses = await Promise.all(
      Array.from({ length: visitors }, (_, i) =>
        instance(i)
          .post('/api/booking')
          .send({
            destinationId,
            date: inDays(3),
            time: '10:00',
            tickets,
            cost: 10 * tickets,
            name: `Visitor ${i}`,
            email: `visitor${i}@example.com`,
          }),
      ),
    );
    const booked = responses.filter((r) => r.status === 201).length;
    const refusals = responses
      .filter((r) => r.status !== 201)
      .map((r) => `${r.status} ${r.body.message}`);
    const slot = `${destinationId}|${inDays(3)}|10:00`;
    const seats = await t.connection.collection('seat_claims').find({ slot }).toArray();
    return { booked, refusals: new Set(refusals), refused: refusals.length, seats: seats.length };
  }

  it.each([
    [
      'books every seat of a 20-seat slot when 100 visitors take one ticket each at once',
      20,
      100,
      1,
      20,
      20,
      'This time is sold out',
    ],
    [
      'refuses only the visitors beyond the last seats when nearly everyone fits',
      97,
      100,
      1,
      97,
      97,
      'This time is sold out',
    ],
    [
      'sells every whole group that fits when groups of three race for 20 seats',
      20,
      40,
      3,
      6,
      18,
      'Only 2 tickets left for this time',
    ],
    [
      'sells the slot out exactly when pairs race for it',
      20,
      40,
      2,
      10,
      20,
      'This time is sold out',
    ],
  ])('%s', async (_, capacity, visitors, tickets, booked, seats, refusal) => {
    expect(await race(capacity, visitors, tickets)).toEqual({
      booked,
      refused: visitors - booked,
      refusals: new Set([`409 ${refusal}`]),
      seats,
    });
  });

  it('books a slot whose stored capacity is huge without listing its seats', async () => {
    const result = await race(1e10, 5, 2);
    expect(result).toEqual({ booked: 5, refused: 0, refusals: new Set(), seats: 10 });
  });
});
