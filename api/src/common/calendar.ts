/**
 * Calendar dates as bookings exchange them: 'YYYY-MM-DD' strings with no time zone. Arithmetic runs on
 * the UTC calendar so that a daylight saving change never turns a night into 23 or 25 hours.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
/** UTC-12 (Baker Island) is the last place on Earth where a calendar day is still running. */
const EARLIEST_OFFSET_MS = 12 * 3_600_000;

/** Days since the epoch, or null for anything that is not a real calendar date (2026-02-30). */
export function dayNumber(isoDate: string): number | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    return null;
  return ms / MS_PER_DAY;
}

export function isoDate(dayNo: number): string {
  return new Date(dayNo * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The UTC calendar date of an instant: the key bookings are counted under in the stats. */
export function utcDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The oldest date that is still "today" for someone: visitors pick dates in their own time zone, so a
 * date is refused as past only once it has ended everywhere, i.e. on the UTC-12 calendar.
 */
export function earliestToday(now: Date = new Date()): string {
  return utcDay(new Date(now.getTime() - EARLIEST_OFFSET_MS));
}

/** Each night of a stay, named by the date it starts: [checkIn, checkOut). */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const from = dayNumber(checkIn);
  const to = dayNumber(checkOut);
  if (from === null || to === null) return [];
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => isoDate(from + i));
}

/** The last `count` UTC days, oldest first, ending today. */
export function lastDays(count: number, now: Date = new Date()): string[] {
  const today = Math.floor(now.getTime() / MS_PER_DAY);
  return Array.from({ length: count }, (_, i) => isoDate(today - count + 1 + i));
}
