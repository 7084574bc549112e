import { addDays, daysBetween, formatDate, isBefore, isValidIsoDate, todayIsoDate } from './dates';

describe('calendar dates', () => {
  it('gives today as the local calendar date, not the UTC one', () => {
    // 23:30 local time on Dec 31st is already Jan 1st in UTC for anyone west of Greenwich.
    expect(todayIsoDate(new Date(2026, 11, 31, 23, 30))).toBe('2026-12-31');
    expect(todayIsoDate(new Date(2026, 0, 1, 0, 15))).toBe('2026-01-01');
  });

  it('counts whole nights between two dates, across months and leap days', () => {
    expect(daysBetween('2026-03-28', '2026-04-02')).toBe(5);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-05-10', '2026-05-10')).toBe(0);
    expect(daysBetween('2026-05-10', '2026-05-08')).toBe(-2);
  });

  it('refuses missing and impossible dates', () => {
    expect(daysBetween('', '2026-05-08')).toBeNull();
    expect(isValidIsoDate('2026-02-30')).toBe(false);
    expect(isValidIsoDate('2026-2-3')).toBe(false);
    expect(isValidIsoDate('2026-02-28')).toBe(true);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('orders dates', () => {
    expect(isBefore('2026-05-01', '2026-05-02')).toBe(true);
    expect(isBefore('2026-05-02', '2026-05-02')).toBe(false);
    expect(isBefore('2026-05-03', '2026-05-02')).toBe(false);
  });

  it('formats a date or a stored timestamp as the calendar day it names', () => {
    expect(formatDate('2026-12-24')).toBe('Thu, Dec 24, 2026');
    expect(formatDate('2026-12-24T00:00:00.000Z')).toBe('Thu, Dec 24, 2026');
    expect(formatDate('soon')).toBe('soon');
  });
});
