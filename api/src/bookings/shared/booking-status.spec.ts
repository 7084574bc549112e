import {
  cancelDeadline,
  cutoffMessage,
  effectiveStatus,
  isCancellable,
  parseStatus,
} from './booking-status';

const NOW = new Date('2026-11-24T12:00:00Z');
const later = new Date('2026-11-24T12:00:01Z');
const earlier = new Date('2026-11-24T11:59:59Z');

describe('booking status', () => {
  it('reads a legacy booking without a status as confirmed', () => {
    expect(effectiveStatus({}, NOW)).toBe('confirmed');
  });

  it('reads a hold past its expiry as expired, whether or not the sweep wrote it', () => {
    expect(effectiveStatus({ status: 'held', holdExpiresAt: later }, NOW)).toBe('held');
    expect(effectiveStatus({ status: 'held', holdExpiresAt: earlier }, NOW)).toBe('expired');
    expect(effectiveStatus({ status: 'held', holdExpiresAt: NOW }, NOW)).toBe('expired');
    expect(effectiveStatus({ status: 'expired' }, NOW)).toBe('expired');
  });

  it('never expires a confirmed or cancelled booking', () => {
    expect(effectiveStatus({ status: 'confirmed', holdExpiresAt: earlier }, NOW)).toBe('confirmed');
    expect(effectiveStatus({ status: 'cancelled', holdExpiresAt: earlier }, NOW)).toBe('cancelled');
  });

  it('takes one of the four states as a filter, and refuses anything else', () => {
    expect(parseStatus(undefined)).toBeUndefined();
    expect(parseStatus('held')).toBe('held');
    expect(() => parseStatus('open')).toThrow(
      'status must be one of held, confirmed, cancelled, expired',
    );
    expect(() => parseStatus(['held'])).toThrow('status must be one of');
  });
});

describe('cancellation cutoff', () => {
  it('ends the given number of hours before the start', () => {
    expect(cancelDeadline(new Date('2026-11-26T09:30:00Z'), 24)).toEqual(
      new Date('2026-11-25T09:30:00Z'),
    );
    expect(cancelDeadline(new Date('2026-11-26T00:00:00Z'), 0)).toEqual(
      new Date('2026-11-26T00:00:00Z'),
    );
  });

  it('lets held and confirmed bookings be cancelled before it, nothing after', () => {
    expect(isCancellable('confirmed', later, NOW)).toBe(true);
    expect(isCancellable('held', later, NOW)).toBe(true);
    expect(isCancellable('confirmed', NOW, NOW)).toBe(false);
    expect(isCancellable('cancelled', later, NOW)).toBe(false);
    expect(isCancellable('expired', later, NOW)).toBe(false);
  });

  it('names the configured hours', () => {
    expect(cutoffMessage(24)).toBe(
      'Bookings can no longer be cancelled within 24 hours of the start.',
    );
    expect(cutoffMessage(1)).toBe(
      'Bookings can no longer be cancelled within 1 hour of the start.',
    );
  });
});
