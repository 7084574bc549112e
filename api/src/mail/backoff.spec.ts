import { MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('doubles from the base after each failure', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits longer than the cap, even after very many failures', () => {
    expect(retryDelayMs(30, 1000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(10_000, 1000)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('treats a zeroth failure like the first', () => {
    expect(retryDelayMs(0, 500)).toBe(500);
  });
});
