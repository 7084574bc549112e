import { formatInZone, wallClockAt } from '@travel/shell/time';
import { currentLang, LOCALES } from '@travel/shell/i18n';
/**
 * Calendar dates as the booking forms and the API exchange them: 'YYYY-MM-DD' strings read on
 * the tour's or offer's clock (todayIsoDate), else in the visitor's own time zone. `toISOString()` would shift "today" to yesterday or tomorrow for
 * anyone far from UTC, so every conversion here goes through local calendar fields.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Today on the tour's or offer's own clock (its IANA zone), which is what decides whether a date can still
 * be booked there; on the visitor's clock only when the record names no zone.
 */
export function todayIsoDate(zone?: string, now: Date = new Date()): string {
  return zone ? wallClockAt(now.getTime(), zone).date : toIsoDate(now);
}

export function addDays(isoDate: string, days: number): string {
  const day = dayNumber(isoDate);
  if (day === null) return isoDate;
  const date = new Date(day * MS_PER_DAY);
  return toIsoDate(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
}

/**
 * Days since the epoch for a calendar date, counted on the UTC calendar so that a daylight
 * saving change between two dates never turns a whole night into 23 or 25 hours.
 */
function dayNumber(isoDate: string): number | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const check = new Date(ms);
  // Rejects 2026-02-30 and friends, which Date.UTC would silently roll over.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    return null;
  }
  return ms / MS_PER_DAY;
}

export function isValidIsoDate(isoDate: string): boolean {
  return dayNumber(isoDate) !== null;
}

/** Whole days from `from` to `to`; null when either date is missing or malformed. */
export function daysBetween(from: string, to: string): number | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === null || b === null) return null;
  return Math.ceil(b - a);
}

export function isBefore(a: string, b: string): boolean {
  const diff = daysBetween(b, a);
  return diff !== null && diff < 0;
}

/** '2026-12-24' -> 'Thu, Dec 24, 2026' (in the page's language: 'Do., 24. Dez. 2026'); unknown input as is. */
export function formatDate(isoDate: string, locale?: string): string {
  const day = dayNumber(isoDate.slice(0, 10));
  if (day === null) return isoDate;
  return new Date(day * MS_PER_DAY).toLocaleDateString(locale ?? LOCALES[currentLang()], {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** Whole minutes from now until an ISO date-time, rounded up and never below 0. */
export function minutesUntil(isoDateTime: string, now: number = Date.now()): number | null {
  const at = Date.parse(isoDateTime);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 60_000));
}

/**
 * A date-time for people: with a booking's `timeZone`, on the tour's or offer's clock with the zone named
 * ('Thu, Dec 24, 2026, 09:30 Lisbon time'), so it reads beside the booking's own times; without one,
 * 'Thu, Dec 24, 2026, 9:30 AM' in the visitor's own time zone.
 */
export function formatDateTime(isoDateTime: string, timeZone?: string, locale?: string): string {
  const inLanguage = locale ?? LOCALES[currentLang()];
  if (timeZone) return formatInZone(isoDateTime, timeZone, inLanguage);
  const at = new Date(isoDateTime);
  if (Number.isNaN(at.getTime())) return isoDateTime;
  return at.toLocaleString(inLanguage, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
