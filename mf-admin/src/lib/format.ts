const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const dayMonthTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const localDay = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

const timeOnly = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

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
    ? timeOnly.format(date)
    : dayMonthTime.format(date);
}

/** The day of an instant in the admin's time zone: '23 Nov 2026'. */
export function formatLocalDay(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : localDay.format(date);
}

/** An instant (createdAt) in the admin's own time zone: '23 Nov 2026, 14:05'. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/**
 * A calendar date ('2026-11-23', no time zone) as '23 Nov 2026'. Read on the UTC calendar: the
 * day booked is the same day wherever the admin sits.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateOnly.format(date);
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
