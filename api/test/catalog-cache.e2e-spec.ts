import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import sharp from 'sharp';
import { createTestApp, TestApp } from './utils/test-app';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function until<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Waits for Redis's own "Ready" line rather than probing the port: a probe that binds the port itself can
 * take it at the moment redis-server binds, and redis-server then exits. An exit is reported, not waited out.
 */
function redisReady(server: ChildProcess, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`redis-server not ready after ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready to accept connections/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

const hotel = { hotelName: 'Cached Inn', location: 'Porto', pricePerNight: '70' };

describe('public-read cache', () => {
  let redis: ChildProcess;
  let redisUrl: string;
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  let image: Buffer;

  beforeAll(async () => {
    // A free port can still be taken by another process before redis-server binds it: try another.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: 'pipe',
      });
      try {
        await redisReady(redis);
        redisUrl = `redis://127.0.0.1:${port}`;
        break;
      } catch (error) {
        redis.kill('SIGKILL');
        if (attempt === 3) throw error;
      }
    }
    // Passport keeps one 'jwt' strategy per process (the last app's, which looks accounts up in its own
    // database): both instances share the secret, and the admin is created through b.
    const env = { REDIS_URL: redisUrl, JWT_SECRET: 'a-shared-secret-of-at-least-32-characters' };
    a = await createTestApp(env);
    b = await createTestApp(env);
    admin = await b.signIn('admin');
    image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    redis.kill('SIGTERM');
    await once(redis, 'exit');
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
    await a.http
      .post('/api/hotel')
      .set('Authorization', `Bearer ${admin}`)
      .field(hotel)
      .attach('image', image, 'a.png')
      .expect(201);
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

    await a.http
      .post('/api/hotel')
      .set('Authorization', `Bearer ${admin}`)
      .field(hotel)
      .attach('image', image, 'a.png')
      .expect(201);
    const seen = await until(
      async () => (await b.http.get('/api/destination').expect(200)).body as unknown[],
      (list) => list.length === 1,
    );
    expect(seen).toHaveLength(1);
  });

  it('does not cache errors or admin answers', async () => {
    await a.http.get('/api/hotel/0123456789abcdef01234567').expect(404);
    await a.http.get('/api/hotel/0123456789abcdef01234567').expect(404);
    await a.http.get('/api/users').expect(401);
  });
});
