import sharp from 'sharp';
import { startRedis, TestRedis } from './utils/redis-server';
import { createTestApp, TestApp } from './utils/test-app';
import { eventually } from './utils/eventually';

const hotel = { hotelName: 'Cached Inn', location: 'Porto', pricePerNight: '70' };

describe('public-read cache', () => {
  let redis: TestRedis;
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  let image: Buffer;

  beforeAll(async () => {
    redis = await startRedis();
    // Passport keeps one 'jwt' strategy per process (the last app's, which looks accounts up in its own
    // database): both instances share the secret, and the admin is created through b.
    const env = { REDIS_URL: redis.url, JWT_SECRET: 'a-shared-secret-of-at-least-32-characters' };
    a = await createTestApp(env);
    b = await createTestApp(env);
    admin = await b.signIn('admin');
    image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
  });
  const addHotelThroughA = () =>
    a.http
      .post('/api/hotel')
      .set('Authorization', `Bearer ${admin}`)
      .field(hotel)
      .attach('image', image, 'a.png')
      .expect(201);

  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await redis.stop();
  });

  it('answers repeated reads with the same ETag and 304 on If-None-Match', async () => {
    const first = await a.http.get('/api/hotel').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await a.http.get('/api/hotel').expect(200);
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    await a.http.get('/api/hotel').set('If-None-Match', etag).expect(304);
  });

  it('shows a write on the next read of the same instance', async () => {
    const before = await a.http.get('/api/hotel').expect(200);
    await addHotelThroughA();
    const after = await a.http.get('/api/hotel').expect(200);
    expect(after.body).toHaveLength(before.body.length + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await a.http
      .get('/api/hotel')
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
  });

  it('drops the cached reads of other instances through Redis', async () => {
    // b caches its (empty) list; a record then slips into b's database without going through b's API.
    expect((await b.http.get('/api/destination').expect(200)).body).toEqual([]);
    await b.connection
      .collection('destinations')
      .insertOne({ title: 'Direct', destination: 'D', location: 'L' });
    expect((await b.http.get('/api/destination').expect(200)).body).toEqual([]);

    await addHotelThroughA();
    const seen = await eventually(async () => {
      const list = (await b.http.get('/api/destination').expect(200)).body as unknown[];
      return list.length === 1 && list;
    }, 'the other instance to list the new destination');
    expect(seen).toHaveLength(1);
  });

  it('tells one pages version on every instance, changed by a catalog write', async () => {
    const read = async (app: TestApp) => {
      const response = await app.http.get('/api/cache/version').expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return (response.body as { version: string }).version;
    };
    const before = await read(a);
    expect(await read(b)).toBe(before);
    await addHotelThroughA();
    const after = await read(b);
    expect(after).not.toBe(before);
    expect(await read(a)).toBe(after);
  });

  it('does not cache errors or admin answers', async () => {
    await a.http.get('/api/hotel/0123456789abcdef01234567').expect(404);
    await a.http.get('/api/hotel/0123456789abcdef01234567').expect(404);
    await a.http.get('/api/users').expect(401);
  });
});
