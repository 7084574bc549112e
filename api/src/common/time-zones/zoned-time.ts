/**
 * Wall-clock times in a named (IANA) time zone, turned into instants and back with the runtime's own time
 * zone database (Intl; Node ships full ICU). Tour times and stay check-ins are wall-clock times in their
 * tour's or offer's zone: a 09:00 tour is at 09:00 local on both sides of a daylight-saving change.
 *
 * A change day has one wall-clock time that does not exist (the clocks spring forward) or exists twice
 * (they fall back). We decide, as Temporal's 'compatible' rule does:
 * - a time in the gap is moved forward by the gap's length (01:30 in a 01:00 -> 02:00 gap is 02:30);
 * - a time in the overlap is the earlier of its two instants (the first 01:30).
 */

export const UTC = 'UTC';
/** When a stay starts on its check-in day, in the offer's zone (the day's first minute). */
export const CHECK_IN_TIME = '00:00';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'UTC', or an Area/Location name with its capitals (`Europe/Lisbon`, `America/Argentina/Salta`). */
const ZONE_SHAPE = /^(UTC|[A-Z][A-Za-z]*(\/[A-Z][A-Za-z0-9_+-]*)+)$/;

/**
 * Whether `name` is an IANA time zone name the runtime knows, in its exact spelling: `Pacific/Auckland` and
 * `UTC`, also links such as `Europe/Kyiv`; not 'europe/lisbon' (a second spelling of a stored name), not
 * abbreviations ('CET', 'PST') or offsets ('+01:00').
 */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || !ZONE_SHAPE.test(name)) return false;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return false;
  }
  return resolved === name || resolved.toLowerCase() !== name.toLowerCase();
}

export const TIME_ZONE_MESSAGE =
  'Please enter a valid IANA time zone name, e.g. Europe/Lisbon, America/Los_Angeles or UTC';

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  return format;
}

/** The wall clock of `zone` at an instant, as milliseconds of a UTC calendar (seconds dropped). */
function wallMs(at: number, zone: string): number {
  const parts = { year: 0, month: 1, day: 1, hour: 0, minute: 0 };
  for (const part of partsFormat(zone).formatToParts(at)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
}

/** Offsets already worked out, by zone and minute: every booking asks for the same few (formatToParts is slow). */
const knownOffsets = new Map<string, number>();
const MAX_KNOWN_OFFSETS = 10_000;

/** How far `zone`'s clocks are ahead of UTC at an instant, in ms (whole minutes). */
export function offsetAt(at: number, zone: string): number {
  const minute = Math.floor(at / MS_PER_MINUTE) * MS_PER_MINUTE;
  const key = `${zone} ${minute}`;
  let offset = knownOffsets.get(key);
  if (offset === undefined) {
    offset = wallMs(minute, zone) - minute;
    if (knownOffsets.size >= MAX_KNOWN_OFFSETS) knownOffsets.clear();
    knownOffsets.set(key, offset);
  }
  return offset;
}

function parseWall(date: string, time: string): number | null {
  const d = ISO_DATE.exec(date);
  const t = CLOCK_TIME.exec(time);
  if (!d || !t) return null;
  return Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
}

/**
 * The instant of a wall-clock `date` ('YYYY-MM-DD') and `time` ('HH:mm') in `zone`, with the gap and overlap
 * rules above; null for input that is not a date and time.
 */
export function zonedInstant(date: string, time: string, zone: string): Date | null {
  const wall = parseWall(date, time);
  if (wall === null) return null;
  // The offsets a day before and after cover any single change near this wall time.
  const before = offsetAt(wall - MS_PER_DAY, zone);
  const after = offsetAt(wall + MS_PER_DAY, zone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((at) => at + offsetAt(at, zone) === wall)
    .sort((a, b) => a - b);
  // Two candidates: the overlap, the earlier wins. None: the gap, read with the offset before the change,
  // which lands as far past the gap's start as the time was.
  return new Date(candidates[0] ?? wall - before);
}

export interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
}

/** The wall-clock date and time of an instant in `zone`. */
export function wallClock(at: Date, zone: string): WallClock {
  const ms = at.getTime();
  const iso = new Date(ms + offsetAt(ms, zone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** How the zone is named to people: 'Lisbon time', 'Los Angeles time', 'UTC'. */
export function zoneLabel(zone: string): string {
  if (zone === UTC || !zone.includes('/')) return zone;
  const city = zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
  return `${city} time`;
}

/** A wall-clock time with its zone named, as mails and pages show it: '09:00 Lisbon time', '09:00 UTC'. */
export function zonedTimeLabel(time: string, zone: string): string {
  return `${time} ${zoneLabel(zone)}`;
}
