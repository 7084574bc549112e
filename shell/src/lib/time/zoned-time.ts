/**
 * Tour times and stay dates are wall-clock times in their tour's or offer's IANA time zone (the API's
 * `timeZone`); pages show them with the zone named ('09:00 Lisbon time'), and instants (a cancellation
 * deadline, a hold's expiry) on that clock too, so one page never mixes the visitor's zone with the tour's.
 * Records from before time zones have none: UTC.
 */

import { currentLang, LOCALES, t } from '@travel/shell/i18n';

const UTC = 'UTC';

/**
 * How the zone is named to people, in the page's language: 'Lisbon time', 'Ortszeit Lisbon', 'UTC'. The
 * city is the IANA name's, as it is written there.
 */
export function zoneLabel(zone: string | undefined): string {
  const name = zone || UTC;
  if (!name.includes('/')) return name;
  return t('kit.time.zone', { city: name.slice(name.lastIndexOf('/') + 1).replace(/_/g, ' ') });
}

/** '09:00' in Lisbon -> '09:00 Lisbon time'. */
export function zonedTime(time: string, zone: string | undefined): string {
  return `${time} ${zoneLabel(zone)}`;
}

// Intl formatters are costly to build (the first loads the browser's locale data): one per zone, when first
// needed, and none for UTC, whose wall clock is the ISO string's.
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date ('YYYY-MM-DD') and time ('HH:mm') in `zone` at an instant (ms). */
export function wallClockAt(at: number, zone: string | undefined): { date: string; time: string } {
  const name = zone || UTC;
  if (name === UTC) {
    const iso = new Date(at).toISOString();
    return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
  }
  let format = clockFormats.get(name);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: name,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    clockFormats.set(name, format);
  }
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/**
 * Whether a wall-clock date and time in `zone` has come: the zone's clock now reads it or later. (Near a
 * daylight-saving change this reads the clock as shown, as the tour's guide would.)
 */
export function hasWallTimePassed(
  date: string,
  time: string,
  zone: string | undefined,
  now: number = Date.now(),
): boolean {
  const clock = wallClockAt(now, zone);
  return `${date}T${time}` <= `${clock.date}T${clock.time}`;
}

/**
 * An instant on the tour's clock: 'Tue, Dec 8, 2026, 09:00 Lisbon time' (in the page's language unless a
 * locale is given); unknown input as is.
 */
export function formatInZone(
  isoDateTime: string,
  zone: string | undefined,
  locale = LOCALES[currentLang()],
): string {
  const at = new Date(isoDateTime);
  if (Number.isNaN(at.getTime())) return isoDateTime;
  const day = at.toLocaleDateString(locale, {
    timeZone: zone || UTC,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  return `${day}, ${zonedTime(wallClockAt(at.getTime(), zone).time, zone)}`;
}
