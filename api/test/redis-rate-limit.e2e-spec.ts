import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { createTestApp, TestApp } from './utils/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((done) => {
    const socket = connect(Number(port || 6379), hostname);
    socket.setTimeout(500, () => (socket.destroy(), done(false)));
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
}

describe('rate limit shared through Redis', () => {
  const instances: TestApp[] = [];
  afterAll(() => Promise.all(instances.map((t) => t.close())));

  it('counts attempts across two API instances', async () => {
    if (!(await redisReachable())) {
      // CI machines run Redis: there a missing server must fail rather than pass untested.
      if (process.env.CI) throw new Error(`Redis not reachable at ${REDIS_URL}`);
      console.warn(`Redis not reachable at ${REDIS_URL}: shared rate limit not exercised`);
      return;
    }
    // A fresh forwarded client address per run keeps earlier runs' counters out of the way.
    const client = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    for (let i = 0; i < 2; i++)
      instances.push(await createTestApp({ REDIS_URL, AUTH_RATE_LIMIT: '4' }));
    const attempt = (t: TestApp) =>
      t.http
        .post('/auth/login')
        .set('X-Forwarded-For', client)
        .send({ email: 'x@example.com', password: 'secret1' });
    const [a, b] = instances as [TestApp, TestApp];
    const statuses = [];
    for (const t of [a, b, a, b, a, b]) statuses.push((await attempt(t)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
