import { dayNumber } from '../../common/calendar';
import { zonedInstant } from '../../common/time-zones/zoned-time';
import { normalizeTourTimes } from '../tour-times';

/**
 * A tour's schedule: which of its times run on a date, with how many seats, and how long before the start
 * bookings close. One pure module answers it for every reader (availability, bookings, the waitlist, the
 * Tour times screen, the catalog-edit guard), so they can never disagree. A tour without a schedule runs
 * its `tourTimes` every day with `capacityPerSlot` seats, as before schedules existed.
 *
 * Dates are the tour's calendar dates ('YYYY-MM-DD' in its time zone): which weekday a date is does not
 * depend on any zone, so only the cutoff (an instant) reads the zone, through zonedInstant (its
 * daylight-saving rules).
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Start times per weekday, 'HH:mm' sorted; a day with none has no tour. */
export type WeekTimes = Record<Weekday, string[]>;

/**
 * Dates from `from` to `to`, both included: 'YYYY-MM-DD' once, or 'MM-DD' every year (`yearly`), where a
 * span may run over the new year (11-01 to 03-31).
 */
export interface DateSpan {
  from: string;
  to: string;
  yearly?: boolean;
}

/** A season: its own weekday times on its dates (the first season listed that covers a date wins). */
export interface Season extends DateSpan {
  name: string;
  weekdays: WeekTimes;
}

/** Dates with no tour at all (Christmas, a closed harbour). */
export interface ClosedSpan extends DateSpan {
  note?: string;
}

/** Seats per time on one date in place of `capacityPerSlot` (a smaller boat that day). */
export interface DateCapacity {
  date: string;
  capacity: number;
}

export interface TourSchedule {
  /** Times per weekday outside any season; absent: the tour's `tourTimes` every day. */
  weekdays?: WeekTimes;
  seasons: Season[];
  closed: ClosedSpan[];
  capacities: DateCapacity[];
  /** Bookings close this many minutes before a time starts (0: until it starts). */
  cutoffMinutes: number;
}

/** What the schedule reads of a tour. */
export interface ScheduledTour {
  tourTimes: string[];
  capacityPerSlot?: number;
  schedule?: TourSchedule | null;
}

export interface ScheduledTime {
  time: string;
  capacity: number;
}

/** One date of a tour: its times and seats; none when it is closed or no time runs that weekday. */
export interface ScheduledDay {
  date: string;
  times: ScheduledTime[];
  /** The date is one of the schedule's closed dates. */
  closed: boolean;
  /** The season whose times the date runs, if any. */
  season?: string;
}

/** Seats per time when a tour stored before capacityPerSlot existed names none. */
export const DEFAULT_CAPACITY = 20;
export const MAX_SEASONS = 12;
export const MAX_CLOSED_SPANS = 100;
export const MAX_DATE_CAPACITIES = 366;
/** A week: a cutoff longer than that is a booking horizon, not a cutoff. */
export const MAX_CUTOFF_MINUTES = 7 * 24 * 60;
const MAX_CAPACITY = 1000;
const MAX_NAME = 60;

const MONTH_DAY = /^(\d{2})-(\d{2})$/;

function weekdayOf(date: string): Weekday {
  const day = dayNumber(date) ?? 0;
  // Day 0 (1970-01-01) was a Thursday.
  return WEEKDAYS[(((day + 3) % 7) + 7) % 7] ?? 'mon';
}

/** Whether `date` ('YYYY-MM-DD') falls in the span. */
export function inSpan(span: DateSpan, date: string): boolean {
  if (!span.yearly) return span.from <= date && date <= span.to;
  const monthDay = date.slice(5);
  return span.from <= span.to
    ? span.from <= monthDay && monthDay <= span.to
    : monthDay >= span.from || monthDay <= span.to;
}

/** Which times run on `date`, with how many seats each. */
export function scheduleOn(tour: ScheduledTour, date: string): ScheduledDay {
  const base = tour.capacityPerSlot ?? DEFAULT_CAPACITY;
  const schedule = tour.schedule;
  if (!schedule) {
    return { date, closed: false, times: tour.tourTimes.map((time) => ({ time, capacity: base })) };
  }
  if (schedule.closed.some((span) => inSpan(span, date))) return { date, closed: true, times: [] };
  const season = schedule.seasons.find((s) => inSpan(s, date));
  const weekday = weekdayOf(date);
  const times = season
    ? season.weekdays[weekday]
    : schedule.weekdays
      ? schedule.weekdays[weekday]
      : tour.tourTimes;
  const capacity = schedule.capacities.find((c) => c.date === date)?.capacity ?? base;
  return {
    date,
    closed: false,
    times: times.map((time) => ({ time, capacity })),
    ...(season ? { season: season.name } : {}),
  };
}

/** The seats per time on `date` (also for a time off the schedule, moved there by an admin). */
export function capacityOn(tour: ScheduledTour, date: string): number {
  const base = tour.capacityPerSlot ?? DEFAULT_CAPACITY;
  return tour.schedule?.capacities.find((c) => c.date === date)?.capacity ?? base;
}

/** Whether `time` runs on `date`. */
export function isScheduled(tour: ScheduledTour, date: string, time: string): boolean {
  return scheduleOn(tour, date).times.some((t) => t.time === time);
}

/** The minutes before the start that bookings close (0: at the start). */
export function cutoffMinutesOf(tour: ScheduledTour): number {
  return tour.schedule?.cutoffMinutes ?? 0;
}

/**
 * When bookings of a time close: its start (wall-clock in `timeZone`, daylight saving included) less the
 * tour's cutoff, in elapsed minutes.
 */
export function bookingClosesAt(
  tour: ScheduledTour,
  date: string,
  time: string,
  timeZone: string,
): Date {
  const start = zonedInstant(date, time, timeZone)?.getTime() ?? NaN;
  return new Date(start - cutoffMinutesOf(tour) * 60_000);
}

/** '2 hours', '90 minutes', '1 hour 30 minutes': how a cutoff is named to visitors. */
export function cutoffLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

export const cutoffRefusal = (minutes: number) =>
  `Bookings for this tour close ${cutoffLabel(minutes)} before the start. Please choose a later time or date.`;

export const NO_TOUR_ON_DATE = 'This tour does not run on this date. Please choose another date.';

// ---- Reading a schedule sent by an admin ----

/** A schedule as stored, or the sentence saying what is wrong with it. */
export type ScheduleReading = { schedule: TourSchedule } | { problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class ScheduleProblem extends Error {}

function fail(message: string): never {
  throw new ScheduleProblem(message);
}

function readWeek(value: unknown, where: string): WeekTimes {
  if (!isRecord(value)) fail(`${where}: weekdays must be an object with mon to sun`);
  for (const key of Object.keys(value)) {
    if (!(WEEKDAYS as readonly string[]).includes(key)) {
      fail(`${where}: unknown weekday '${key}' (use mon, tue, wed, thu, fri, sat, sun)`);
    }
  }
  const week = {} as WeekTimes;
  for (const day of WEEKDAYS) {
    const times = value[day] ?? [];
    if (Array.isArray(times) && times.length === 0) {
      week[day] = [];
      continue;
    }
    const normalized = normalizeTourTimes(times);
    if (!normalized) fail(`${where}: ${day} must be up to 12 times like 09:30`);
    week[day] = normalized;
  }
  return week;
}

function isMonthDay(text: string): boolean {
  const m = MONTH_DAY.exec(text);
  // 2024 is a leap year: 02-29 is a real yearly date.
  return m !== null && dayNumber(`2024-${text}`) !== null;
}

function readSpan(value: Record<string, unknown>, where: string): DateSpan {
  const yearly = value.yearly === true;
  if (value.yearly !== undefined && typeof value.yearly !== 'boolean') {
    fail(`${where}: yearly must be true or false`);
  }
  const { from, to } = value;
  if (typeof from !== 'string' || typeof to !== 'string') {
    fail(`${where}: from and to are required`);
  }
  if (yearly) {
    if (!isMonthDay(from) || !isMonthDay(to)) {
      fail(`${where}: a yearly span's from and to must be dates like 12-24 (month-day)`);
    }
  } else {
    if (dayNumber(from) === null || dayNumber(to) === null) {
      fail(`${where}: from and to must be dates like 2026-12-24`);
    }
    if (to < from) fail(`${where}: to must not be before from`);
  }
  return yearly ? { from, to, yearly } : { from, to };
}

function readName(value: unknown, where: string): string {
  if (typeof value !== 'string' || !value.trim()) fail(`${where}: a name is required`);
  const name = value.trim();
  if (name.length > MAX_NAME) fail(`${where}: the name must be at most ${MAX_NAME} characters`);
  return name;
}

function readList(value: unknown, key: string, max: number): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(`Schedule: ${key} must be a list`);
  if (value.length > max) fail(`Schedule: at most ${max} ${key}`);
  return value;
}

function readSchedule(value: unknown): TourSchedule {
  if (!isRecord(value)) fail('Schedule must be an object');
  const seasons = readList(value.seasons, 'seasons', MAX_SEASONS).map((item, i) => {
    const where = `Season ${i + 1}`;
    if (!isRecord(item)) fail(`${where} must be an object`);
    return {
      name: readName(item.name, where),
      ...readSpan(item, where),
      weekdays: readWeek(item.weekdays, where),
    };
  });
  const closed = readList(value.closed, 'closed dates', MAX_CLOSED_SPANS).map((item, i) => {
    const where = `Closed dates ${i + 1}`;
    if (!isRecord(item)) fail(`${where} must be an object`);
    const note = typeof item.note === 'string' ? item.note.trim().slice(0, MAX_NAME) : '';
    return { ...readSpan(item, where), ...(note ? { note } : {}) };
  });
  const seen = new Set<string>();
  const capacities = readList(value.capacities, 'date capacities', MAX_DATE_CAPACITIES)
    .map((item, i) => {
      const where = `Capacity ${i + 1}`;
      if (!isRecord(item)) fail(`${where} must be an object`);
      const { date, capacity } = item;
      if (typeof date !== 'string' || dayNumber(date) === null) {
        fail(`${where}: date must be a date like 2026-12-24`);
      }
      if (seen.has(date)) fail(`${where}: ${date} is listed twice`);
      seen.add(date);
      if (typeof capacity !== 'number' || !Number.isInteger(capacity) || capacity < 0) {
        fail(`${where}: capacity must be a whole number of at least 0`);
      }
      if (capacity > MAX_CAPACITY) fail(`${where}: capacity must be at most ${MAX_CAPACITY}`);
      return { date, capacity };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
  const cutoff = value.cutoffMinutes ?? 0;
  if (
    typeof cutoff !== 'number' ||
    !Number.isInteger(cutoff) ||
    cutoff < 0 ||
    cutoff > MAX_CUTOFF_MINUTES
  ) {
    fail(
      `Schedule: the booking cutoff must be a whole number of minutes from 0 to ${MAX_CUTOFF_MINUTES}`,
    );
  }
  return {
    ...(value.weekdays !== undefined && value.weekdays !== null
      ? { weekdays: readWeek(value.weekdays, 'Weekly times') }
      : {}),
    seasons,
    closed,
    capacities,
    cutoffMinutes: cutoff,
  };
}

/** A schedule sent by an admin, normalised (times sorted, capacities by date), or what is wrong with it. */
export function readTourSchedule(value: unknown): ScheduleReading {
  try {
    return { schedule: readSchedule(value) };
  } catch (error) {
    if (error instanceof ScheduleProblem) return { problem: error.message };
    throw error;
  }
}

// ---- What an edit does to booked times ----

/** Seats sold at one date and time. */
export interface SoldAt {
  date: string;
  time: string;
  places: number;
}

/**
 * The booked times an edit strands (they ran before it and do not after) and those it oversells (the date's
 * seats cut below what is sold there), each with the seats per time it would leave.
 */
export function editEffects(
  before: ScheduledTour,
  after: ScheduledTour,
  sold: SoldAt[],
): { stranded: SoldAt[]; oversold: (SoldAt & { capacity: number })[] } {
  const stranded: SoldAt[] = [];
  const oversold: (SoldAt & { capacity: number })[] = [];
  for (const at of sold) {
    if (isScheduled(before, at.date, at.time) && !isScheduled(after, at.date, at.time)) {
      stranded.push(at);
      continue;
    }
    const capacity = capacityOn(after, at.date);
    if (capacity < capacityOn(before, at.date) && at.places > capacity) {
      oversold.push({ ...at, capacity });
    }
  }
  return { stranded, oversold };
}
