import { isTimeZone } from '../src/common/time-zones/zoned-time';
import { SeedService } from '../src/seed/seed.service';
import { createTestApp, useTestApp } from './utils/test-app';

describe('demo content', () => {
  const t = useTestApp();

  it('fills an empty database, with images that are served', async () => {
    // How fast is the first start's business (deploy/README.md, the fresh-clone check), not a timed
    // assertion that fails on a busy machine; this bound only catches a seed that hangs.
    const started = Date.now();
    await expect(t.app.get(SeedService).seedIfEmpty()).resolves.toBe('seeded');
    expect(Date.now() - started).toBeLessThan(60_000);

    const destinations = await t.http.get('/api/destination').expect(200);
    expect(destinations.body.length).toBeGreaterThanOrEqual(12);
    expect((await t.http.get('/api/hotel').expect(200)).body.length).toBeGreaterThanOrEqual(6);
    expect((await t.http.get('/api/offer').expect(200)).body.data.length).toBeGreaterThanOrEqual(6);
    expect((await t.http.get('/api/Blog?page=1').expect(200)).body.total).toBeGreaterThanOrEqual(8);

    // Each demo place runs on its own clock: a real zone, not the site's UTC default.
    const offers = (await t.http.get('/api/offer').expect(200)).body.data as { timeZone: string }[];
    for (const { timeZone } of [...(destinations.body as { timeZone: string }[]), ...offers]) {
      expect(isTimeZone(timeZone) && timeZone !== 'UTC').toBe(true);
    }
    expect(destinations.body.map((d: { timeZone: string }) => d.timeZone)).toContain(
      'Pacific/Auckland',
    );

    const image = await t.http.get(`${destinations.body[0].image}?w=480`).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
  }, 90_000);

  it('never seeds twice, nor a database that has content', async () => {
    const before = await t.connection.collection('destinations').countDocuments();
    await expect(t.app.get(SeedService).seedIfEmpty()).resolves.toBe('skipped');
    expect(await t.connection.collection('destinations').countDocuments()).toBe(before);

    const other = await createTestApp();
    try {
      await other.connection
        .collection('hotels')
        .insertOne({ hotelName: 'Mine', location: 'Here', pricePerNight: 1 });
      await expect(other.app.get(SeedService).seedIfEmpty()).resolves.toBe('skipped');
      expect(await other.connection.collection('destinations').countDocuments()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
