import { Reflector } from '@nestjs/core';
import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ResponseCache } from '../src/cache/response-cache';
import { PUBLIC_CACHE } from '../src/cache/public-cache-rule';
import { IS_PUBLIC } from '../src/common/decorators/public.decorator';
import { RolesMetadata } from '../src/common/decorators/roles.decorator';
import { discoverRoutes } from './utils/routes';
import { TestApp, useTestApp } from './utils/test-app';

/**
 * A full collection on demand: the jest worker that runs this file has run others before it, and their
 * garbage, collected in the middle of the flood or not, would otherwise be counted as the flood's.
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Every handler of the app with whether it is cached, public, or limited to roles. */
function routeAccess(t: TestApp) {
  const reflector = t.app.get(Reflector);
  return discoverRoutes(t).map(({ handler, controller, route, name }) => {
    const targets = [handler, controller];
    return {
      route: `${route} (${name})`,
      cached: Boolean(reflector.getAllAndOverride(PUBLIC_CACHE, targets)),
      isPublic: Boolean(reflector.getAllAndOverride(IS_PUBLIC, targets)),
      roles: reflector.getAllAndOverride(RolesMetadata, targets),
    };
  });
}

describe('public response cache bounds', () => {
  const t = useTestApp({ env: { CACHE_MAX_ENTRIES: '20', CACHE_MAX_MB: '1' } });
  let cache: ResponseCache;

  beforeAll(() => {
    cache = t.app.get(ResponseCache);
  });

  it('keys a route on the parameters it reads: a flood of unread query strings adds no entries', async () => {
    await t.http.get('/api/limit').expect(200);
    const before = cache.stats();
    for (let i = 0; i < 300; i++) {
      const res = await t.http.get(`/api/limit?x=${i}&cache-buster=${'y'.repeat(i)}`).expect(200);
      expect(res.body).toEqual({
        maxGuestLimit: expect.any(Number),
        isDefault: expect.any(Boolean),
      });
    }
    expect(cache.stats()).toEqual(before);
  });

  it('still tells apart the parameters a route reads, in any order and among unread ones', async () => {
    const first = await t.http.get('/api/Blog?page=1').expect(200);
    const again = await t.http.get('/api/Blog?junk=1&page=1').expect(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    const entries = cache.stats().entries;
    await t.http.get('/api/Blog?page=2').expect(200);
    expect(cache.stats().entries).toBe(entries + 1);
  });

  it('stays within its entry count and true size whatever the flood', async () => {
    for (let page = 1; page <= 200; page++) {
      await t.http.get(`/api/Blog?page=${page}`).set('Origin', `http://flood-${page}.example`);
    }
    const stats = cache.stats();
    expect(stats.entries).toBeLessThanOrEqual(20);
    expect(stats.routes).toBeLessThanOrEqual(20);
    expect(stats.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(stats.bytes).toBeGreaterThan(0);
  });

  it('keeps resident memory flat under a flood of distinct query strings', async () => {
    const server = t.app.getHttpServer() as import('node:http').Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const fetchOne = (i: number) =>
      new Promise<number>((resolve, reject) => {
        get(
          { host: '127.0.0.1', port, agent, path: `/api/limit?x=${i}&pad=${'p'.repeat(200)}` },
          (res) => {
            res.resume().on('end', () => resolve(res.statusCode ?? 0));
          },
        ).on('error', reject);
      });
    const flood = async (from: number, count: number) => {
      for (let i = from; i < from + count; i += 64) {
        const statuses = await Promise.all(Array.from({ length: 64 }, (_, k) => fetchOne(i + k)));
        expect(statuses.every((status) => status === 200)).toBe(true);
      }
    };
    try {
      await flood(0, 5_000); // warm-up: allocators and JIT settle
      const settled = () => {
        collectGarbage();
        return process.memoryUsage();
      };
      const start = settled();
      await flood(5_000, 10_000);
      const half = settled();
      await flood(15_000, 10_000);
      const end = settled();
      const mb = (bytes: number) => bytes / 1024 / 1024;
      // Before the fix every request kept an entry: 20,000 of them added about 110 MB, half of it in each
      // half of the flood. Now the live heap stays put, and resident memory, once the allocator has grown
      // to the load (the first half, by an amount that varies with what the worker ran before), stays flat.
      expect(mb(end.heapUsed - start.heapUsed)).toBeLessThan(10);
      expect(mb(end.rss - half.rss)).toBeLessThan(40);
      expect(cache.stats().entries).toBeLessThanOrEqual(20);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 120_000);

  it('caches only public routes, none guarded by a role', () => {
    const routes = routeAccess(t);
    const cached = routes.filter((r) => r.cached);
    expect(cached.length).toBeGreaterThanOrEqual(5);
    expect(cached.filter((r) => !r.isPublic || r.roles)).toEqual([]);
  });
});
