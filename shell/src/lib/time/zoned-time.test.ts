import { formatInZone, hasWallTimePassed, wallClockAt, zonedTime, zoneLabel } from './zoned-time';

describe('zoned time on pages', () => {
  it('names the zone', () => {
    expect(zoneLabel('Europe/Lisbon')).toBe('Lisbon time');
    expect(zoneLabel('America/Los_Angeles')).toBe('Los Angeles time');
    expect(zoneLabel(undefined)).toBe('UTC');
    expect(zonedTime('09:00', 'Pacific/Auckland')).toBe('09:00 Auckland time');
  });

  it('reads an instant on the tour’s clock, whatever the visitor’s zone', () => {
    const at = Date.parse('2026-12-08T20:00:00Z');
    expect(wallClockAt(at, 'Pacific/Auckland')).toEqual({ date: '2026-12-09', time: '09:00' });
    expect(wallClockAt(at, undefined)).toEqual({ date: '2026-12-08', time: '20:00' });
    expect(formatInZone('2026-12-08T20:00:00Z', 'Pacific/Auckland')).toBe(
      'Wed, Dec 9, 2026, 09:00 Auckland time',
    );
    expect(formatInZone('soon', 'UTC')).toBe('soon');
  });

  it('says whether a wall-clock time has come in its zone', () => {
    const now = Date.parse('2026-12-08T20:30:00Z'); // 09:30 in Auckland, 12:30 in Los Angeles
    expect(hasWallTimePassed('2026-12-09', '09:00', 'Pacific/Auckland', now)).toBe(true);
    expect(hasWallTimePassed('2026-12-09', '10:00', 'Pacific/Auckland', now)).toBe(false);
    expect(hasWallTimePassed('2026-12-08', '13:00', 'America/Los_Angeles', now)).toBe(false);
  });
});
