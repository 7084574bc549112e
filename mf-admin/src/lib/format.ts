import { currentLang, LOCALES, type Lang } from '@travel/shell/i18n';

/**
 * The dashboard's locale in a language: English keeps its day-month-year dates ('23 Nov 2026', en-GB) as
 * before; German and Spanish take the site's locale of the language ('23. Nov. 2026', '23 nov 2026').
 */
export function adminLocale(lang: Lang = currentLang()): string {
  return lang === 'en' ? 'en-GB' : LOCALES[lang];
}

// Formatters are costly to create: one per language and kind, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormat(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = adminLocale();
  const key = `${kind} ${locale}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

const dateTime = () =>
  dateFormat('dateTime', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
const dateOnly = () =>
  dateFormat('dateOnly', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayMonthTime = () =>
  dateFormat('dayMonthTime', {
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
const localDay = () => dateFormat('localDay', { day: '2-digit', month: 'short', year: 'numeric' });
const timeOnly = () => dateFormat('timeOnly', { hour: '2-digit', minute: '2-digit' });

/** '2026-11-23' as '23 Nov' (UTC calendar, as the stats count days). */
export function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat('shortDay', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * A day on a chart's axis, as short as the language writes it: '23 Nov' in English, '23.11.' in German,
 * '23/11' in Spanish (their month names would make the labels run into each other).
 */
export function axisDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const options: Intl.DateTimeFormatOptions =
    currentLang() === 'en'
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { day: 'numeric', month: 'numeric', timeZone: 'UTC' };
  return dateFormat('axisDay', options).format(date);
}

/**
 * An instant as the browser writes it (`toLocaleString()`), in the page's language when it is not English
 * (English keeps the browser's own locale, as it always did).
 */
export function formatInstant(value: string | Date): string {
  const lang = currentLang();
  return new Date(value).toLocaleString(lang === 'en' ? undefined : LOCALES[lang]);
}

/** The date of an instant as the browser writes it (`toLocaleDateString()`), in the page's language. */
export function formatInstantDay(value: string | Date): string {
  const lang = currentLang();
  return new Date(value).toLocaleDateString(lang === 'en' ? undefined : LOCALES[lang]);
}

/**
 * A near instant (a hold's expiry) in the admin's time zone, kept short for a table cell: '14:05' today,
 * '23 Nov, 14:05' on another day.
 */
export function formatNearDateTime(
  value: string | Date | null | undefined,
  now: Date = new Date(),
): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString()
    ? timeOnly().format(date)
    : dayMonthTime().format(date);
}

/** The day of an instant in the admin's time zone: '23 Nov 2026'. */
export function formatLocalDay(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : localDay().format(date);
}

/** An instant (createdAt) in the admin's own time zone: '23 Nov 2026, 14:05'. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime().format(date);
}

/**
 * A calendar date ('2026-11-23', no time zone) as '23 Nov 2026'. Read on the UTC calendar: the
 * day booked is the same day wherever the admin sits.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateOnly().format(date);
}

/** The ISO instant as 'YYYY-MM-DD HH:mm' (UTC) for exported files: sortable and unambiguous. */
export function isoMinute(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16).replace('T', ' ');
}

/** A `mailto:` link to a stored address, its parts encoded so that nothing in it can add a header. */
export function mailtoHref(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(email)}`;
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}
