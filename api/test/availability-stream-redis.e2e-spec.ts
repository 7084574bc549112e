import { EventStreamClient, listening, mustOpen } from './utils/event-stream-client';
import { inDays, insertDestination } from './utils/fixtures';
import { startRedis, TestRedis } from './utils/redis-server';
import { createTestApp, TestApp } from './utils/test-app';

const left = (data: unknown) => (data as { slots: { left: number }[] }).slots[0]?.left;

/** Two API instances on one database and one Redis: a change made through one shows on the other's streams. */
describe('live availability across instances', () => {
  let redis: TestRedis;
  let a: TestApp;
  let b: TestApp;
  let live: EventStreamClient | undefined;

  beforeAll(async () => {
    redis = await startRedis();
    // Passport keeps one 'jwt' strategy per process: both instances share the secret.
    const env = { REDIS_URL: redis.url, JWT_SECRET: 'a-shared-secret-of-at-least-32-characters' };
    a = await createTestApp(env);
    b = await createTestApp(env, a);
  });
  afterEach(() => live?.close());
  afterAll(async () => {
    await b.app.close();
    await a.close();
    await redis.stop();
  });

  it('pushes a booking made through one instance to the streams of the other within a second', async () => {
    const id = await insertDestination(a.connection, { tourTimes: ['11:00'], capacityPerSlot: 3 });
    live = await mustOpen(
      `${await listening(b.app)}/api/destination/${id}/availability/stream?date=${inDays(5)}`,
    );
    expect(left((await live.next(() => true)).data)).toBe(3);

    await a.http
      .post('/api/booking')
      .send({
        destinationId: id,
        date: inDays(5),
        time: '11:00',
        tickets: 3,
        cost: 136.5,
        name: 'Far Away',
        email: 'far@example.com',
      })
      .expect(201);
    const booked = Date.now();
    await live.next((e) => left(e.data) === 0, 1000);
    expect(Date.now() - booked).toBeLessThan(1000);
  });

  it('pushes an admin capacity change made through the other instance', async () => {
    const id = await insertDestination(a.connection, { tourTimes: ['11:00'], capacityPerSlot: 3 });
    const admin = await a.signIn('admin');
    live = await mustOpen(
      `${await listening(b.app)}/api/destination/${id}/availability/stream?date=${inDays(5)}`,
    );
    await live.next(() => true);
    await a.http
      .patch(`/api/updateDestination/${id}`)
      .set('Authorization', `Bearer ${admin}`)
      .field('capacityPerSlot', '8')
      .expect(200);
    await live.next((e) => left(e.data) === 8, 1000);
  });
});
