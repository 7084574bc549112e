import { Logger } from '@nestjs/common';
import { Scheduler } from './scheduler';

describe('Scheduler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts a job given before start-up only at start-up, and stops every job when the application closes', async () => {
    const scheduler = new Scheduler();
    let runs = 0;
    scheduler.every('Counting', 1000, () => runs++);
    await jest.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(0);
    scheduler.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(3);
    scheduler.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(3);
  });

  it('never runs a job twice at once, and logs a failed run without stopping the next', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const scheduler = new Scheduler();
      scheduler.onApplicationBootstrap();
      let started = 0;
      let finish!: () => void;
      scheduler.every('Slow work', 1000, () => {
        started++;
        return new Promise<void>((resolve) => (finish = resolve));
      });
      await jest.advanceTimersByTimeAsync(3500);
      expect(started).toBe(1);
      finish();
      await jest.advanceTimersByTimeAsync(1000);
      expect(started).toBe(2);

      let attempts = 0;
      scheduler.every('Failing work', 1000, () => {
        attempts++;
        throw new Error('database away');
      });
      await jest.advanceTimersByTimeAsync(2000);
      expect(attempts).toBe(2);
      expect(warn).toHaveBeenCalledWith('Failing work failed: database away');
      scheduler.onModuleDestroy();
    } finally {
      warn.mockRestore();
    }
  });

  it('runs a job asked to run at start once at start-up, then at its interval', async () => {
    const scheduler = new Scheduler();
    let runs = 0;
    scheduler.every('Archiving', 1000, () => runs++, { atStart: true });
    await jest.advanceTimersByTimeAsync(500);
    expect(runs).toBe(0);
    scheduler.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    scheduler.onModuleDestroy();
  });
});
