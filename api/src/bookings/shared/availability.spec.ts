import { parseNightWindow, parseTourDay } from './availability';

describe('availability parameters', () => {
  const today = '2026-11-24';

  it('takes a tour day of today or later, refusing others with the form messages', () => {
    expect(parseTourDay('2026-11-24', today)).toBe('2026-11-24');
    expect(() => parseTourDay('2026-11-23', today)).toThrow('Please choose today or a later date');
    expect(() => parseTourDay(undefined, today)).toThrow(
      'date must be a date in the form YYYY-MM-DD',
    );
    expect(() => parseTourDay('2026-02-30', today)).toThrow('date must be a date');
    expect(() => parseTourDay(['2026-11-25'], today)).toThrow('date must be a date');
  });

  it('reads a nights window, a year from today by default', () => {
    expect(parseNightWindow(undefined, undefined, today)).toEqual({
      from: '2026-11-24',
      to: '2027-11-25',
    });
    expect(parseNightWindow('2026-12-01', '2026-12-05', today)).toEqual({
      from: '2026-12-01',
      to: '2026-12-05',
    });
  });

  it('refuses an empty, reversed or too long window', () => {
    expect(() => parseNightWindow('2026-12-05', '2026-12-05', today)).toThrow(
      'to must be after from',
    );
    expect(() => parseNightWindow('2026-12-01', '2027-12-03', today)).toThrow(
      'from and to must be at most 366 days apart',
    );
    expect(() => parseNightWindow('tomorrow', undefined, today)).toThrow(
      'from must be a date in the form YYYY-MM-DD',
    );
  });
});
