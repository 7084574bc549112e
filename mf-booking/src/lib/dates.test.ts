import {
  addDays,
  daysBetween,
  formatDate,
  formatDateTime,
  isBefore,
  isValidIsoDate,
  minutesUntil,
  todayIsoDate,
} from './dates';

describe('calendar dates', () => {
  it('gives today as the local calendar date, not the UTC one', () => {
    // 23:30 local time on Dec 31st is already Jan 1st in UTC for anyone west of Greenwich.
    expect(todayIsoDate(undefined, new Date(2026, 11, 31, 23, 30))).toBe('2026-12-31');
    expect(todayIsoDate(undefined, new Date(2026, 0, 1, 0, 15))).toBe('2026-01-01');
  });

  it("gives today on the tour's clock when it names its zone", () => {
    // 23:30 UTC on Dec 31st: still Dec 31st in Los Angeles, already Jan 1st in Auckland.
    const at = new Date(Date.UTC(2026, 11, 31, 23, 30));
    expect(todayIsoDate('America/Los_Angeles', at)).toBe('2026-12-31');
    expect(todayIsoDate('Pacific/Auckland', at)).toBe('2027-01-01');
    expect(todayIsoDate('UTC', at)).toBe('2026-12-31');
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

  it('counts the whole minutes left until a moment, rounded up and never below zero', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(minutesUntil('2026-11-24T10:30:00Z', now)).toBe(30);
    expect(minutesUntil('2026-11-24T10:29:01Z', now)).toBe(30);
    expect(minutesUntil('2026-11-24T09:59:00Z', now)).toBe(0);
    expect(minutesUntil('later', now)).toBeNull();
  });

  it('formats a moment with its time, and returns what it cannot read as is', () => {
    // Read in the visitor's own time zone: the day may be either side of the UTC one.
    expect(formatDateTime('2026-12-24T12:30:00Z')).toMatch(
      /^\w{3}, Dec 2[45], 2026, \d{1,2}:\d{2} [AP]M$/,
    );
    expect(formatDateTime('soon')).toBe('soon');
  });
});
