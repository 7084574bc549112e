import { ShortLivedCache } from './short-lived-cache';

describe('ShortLivedCache', () => {
  let now = 0;
  const clock = () => now;
  const loads: string[] = [];
  const load = (value: string) => () => {
    loads.push(value);
    return Promise.resolve(value);
  };

  beforeEach(() => {
    now = 0;
    loads.length = 0;
  });

  it('keeps a value for its time to live, then loads it again', async () => {
    const cache = new ShortLivedCache<string>(1000, 10, clock);
    expect(await cache.get('a', load('first'))).toBe('first');
    now = 999;
    expect(await cache.get('a', load('second'))).toBe('first');
    now = 1000;
    expect(await cache.get('a', load('third'))).toBe('third');
    expect(loads).toEqual(['first', 'third']);
  });

  it('shares one load between concurrent misses, and keeps no failure', async () => {
    const cache = new ShortLivedCache<string>(1000, 10, clock);
    const [one, two] = await Promise.all([cache.get('a', load('x')), cache.get('a', load('y'))]);
    expect([one, two, loads]).toEqual(['x', 'x', ['x']]);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load('back'))).toBe('back');
  });

  it('drops the least recently stored entry past its bound, and forgets on delete and clear', async () => {
    const cache = new ShortLivedCache<string>(1000, 2, clock);
    await cache.get('a', load('a1'));
    await cache.get('b', load('b1'));
    await cache.get('c', load('c1'));
    expect(await cache.get('a', load('a2'))).toBe('a2');
    cache.delete('c');
    expect(await cache.get('c', load('c2'))).toBe('c2');
    cache.clear();
    expect(await cache.get('c', load('c3'))).toBe('c3');
  });
});
