import { dayNumber, earliestToday, lastDays, nightsOf, utcDay } from './calendar';

describe('calendar', () => {
  it('reads real calendar dates only', () => {
    expect(dayNumber('2026-03-01')! - dayNumber('2026-02-28')!).toBe(1);
    expect(dayNumber('2028-02-29')).not.toBeNull();
    expect(dayNumber('2026-02-29')).toBeNull();
    expect(dayNumber('2026-2-1')).toBeNull();
    expect(dayNumber('2026-01-01T00:00:00Z')).toBeNull();
  });

  it('names the nights of a stay by the date each starts, check-out excluded', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(nightsOf('2026-03-28', '2026-03-30')).toHaveLength(2); // across a daylight saving change
    expect(nightsOf('2026-05-02', '2026-05-02')).toEqual([]);
  });

  it('keeps a date bookable until it has ended everywhere (UTC-12)', () => {
    // 05:00 UTC on the 21st is still the 20th from UTC-12 to UTC-6.
    expect(earliestToday(new Date('2026-11-21T05:00:00Z'))).toBe('2026-11-20');
    expect(earliestToday(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-21');
    expect(utcDay(new Date('2026-11-21T23:59:59Z'))).toBe('2026-11-21');
  });

  it('lists the last days oldest first, ending today', () => {
    const days = lastDays(30, new Date('2026-03-01T10:00:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days.at(-1)).toBe('2026-03-01');
  });
});
