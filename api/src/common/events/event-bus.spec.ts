import { Logger } from '@nestjs/common';
import { EventBus } from './event-bus';

describe('EventBus', () => {
  it('starts every handler at once, in the order they subscribed, and resolves when all are done', async () => {
    const bus = new EventBus();
    const seen: string[] = [];
    let finishSlow!: () => void;
    bus.on('availability-changed', () => {
      seen.push('slow started');
      return new Promise<void>((resolve) => (finishSlow = resolve)).then(() =>
        seen.push('slow done'),
      );
    });
    bus.on('availability-changed', () => seen.push('fast'));
    let emitted = false;
    const emitting = bus.emit('availability-changed', {}).then(() => (emitted = true));
    expect(seen).toEqual(['slow started', 'fast']);
    await Promise.resolve();
    expect(emitted).toBe(false);
    finishSlow();
    await emitting;
    expect(seen).toEqual(['slow started', 'fast', 'slow done']);
  });

  it('logs a failing handler and still runs the others; an unsubscribed handler hears nothing more', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const bus = new EventBus();
      const heard: number[] = [];
      bus.on('catalog-changed', () => {
        throw new Error('boom');
      });
      const stop = bus.on('catalog-changed', () => heard.push(1));
      await expect(bus.emit('catalog-changed')).resolves.toBeUndefined();
      expect(heard).toEqual([1]);
      expect(warn).toHaveBeenCalledWith('A handler of catalog-changed failed: boom');
      stop();
      await bus.emit('catalog-changed');
      expect(heard).toEqual([1]);
    } finally {
      warn.mockRestore();
    }
  });
});
