import { t } from '@travel/shell/i18n';
import type { Destination } from '@travel/shell/api-types';
import { commaItems } from '../../../lib/text-lists';

export type TourSchedule = NonNullable<Destination['schedule']>;
type WeekTimes = TourSchedule['seasons'][number]['weekdays'];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** A weekday's name in the page's language. */
export const weekdayName = (day: Weekday): string => t(`admin.schedule.day.${day}`);

/** Times per weekday as typed: '09:00, 11:00'; empty: no tour that day. */
export type WeekDraft = Record<Weekday, string>;

export interface SpanDraft {
  /** 'YYYY-MM-DD' as a date field holds it (a yearly span's year is only for the picker). */
  from: string;
  to: string;
  yearly: boolean;
}

export interface SeasonDraft extends SpanDraft {
  name: string;
  week: WeekDraft;
}

export interface ClosedDraft extends SpanDraft {
  note: string;
}

export interface CapacityDraft {
  date: string;
  seats: string;
}

/** The schedule editor's state: text as typed, turned into the API's schedule on save. */
export interface ScheduleDraft {
  byWeekday: boolean;
  week: WeekDraft;
  seasons: SeasonDraft[];
  closed: ClosedDraft[];
  capacities: CapacityDraft[];
  cutoff: string;
  cutoffUnit: 'minutes' | 'hours';
}

const weekDraft = (of: (day: Weekday) => string): WeekDraft =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, of(day)])) as WeekDraft;

export const sameWeek = (times: string): WeekDraft => weekDraft(() => times);

/** A yearly 'MM-DD' shown in a date field: this year's, the end in the next year when the span wraps. */
function spanDraft(span: { from: string; to: string; yearly?: boolean }, year: number): SpanDraft {
  if (!span.yearly) return { from: span.from, to: span.to, yearly: false };
  const toYear = span.to < span.from ? year + 1 : year;
  return { from: `${year}-${span.from}`, to: `${toYear}-${span.to}`, yearly: true };
}

/** The editor's state of a stored schedule (none: the tour's times every day, nothing else). */
export function draftOf(
  schedule: TourSchedule | null | undefined,
  tourTimes: string[],
  year = new Date().getFullYear(),
): ScheduleDraft {
  const times = tourTimes.join(', ');
  const cutoff = schedule?.cutoffMinutes ?? 0;
  const inHours = cutoff > 0 && cutoff % 60 === 0;
  return {
    byWeekday: Boolean(schedule?.weekdays),
    week: schedule?.weekdays
      ? weekDraft((day) => schedule.weekdays![day].join(', '))
      : sameWeek(times),
    seasons: (schedule?.seasons ?? []).map((s) => ({
      name: s.name,
      ...spanDraft(s, year),
      week: weekDraft((day) => s.weekdays[day].join(', ')),
    })),
    closed: (schedule?.closed ?? []).map((c) => ({ ...spanDraft(c, year), note: c.note ?? '' })),
    capacities: (schedule?.capacities ?? []).map((c) => ({
      date: c.date,
      seats: String(c.capacity),
    })),
    cutoff: cutoff ? String(inHours ? cutoff / 60 : cutoff) : '',
    cutoffUnit: inHours ? 'hours' : 'minutes',
  };
}

const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** '9:00, 11:00' as the API's list ('09:00' padded); null when an item is not a time. */
export function readTimes(text: string): string[] | null {
  const items = commaItems(text);
  if (!items.every((t) => TIME.test(t))) return null;
  return [...new Set(items.map((t) => t.padStart(5, '0')))].sort();
}

/** Problems of a draft, keyed by where the editor shows them. */
export type DraftProblems = Record<string, string>;

function weekTimes(week: WeekDraft, where: string, problems: DraftProblems): WeekTimes {
  const read = (day: Weekday): string[] => {
    const times = readTimes(week[day]);
    if (!times) problems[`${where}.${day}`] = t('admin.schedule.badTimes');
    return times ?? [];
  };
  return {
    mon: read('mon'),
    tue: read('tue'),
    wed: read('wed'),
    thu: read('thu'),
    fri: read('fri'),
    sat: read('sat'),
    sun: read('sun'),
  };
}

function spanOf(span: SpanDraft, where: string, problems: DraftProblems) {
  if (!span.from || !span.to) {
    problems[`${where}.dates`] = t('admin.schedule.bothDates');
  } else if (!span.yearly && span.to < span.from) {
    problems[`${where}.dates`] = t('admin.schedule.endBeforeStart');
  }
  return span.yearly
    ? { from: span.from.slice(5), to: span.to.slice(5), yearly: true }
    : { from: span.from, to: span.to };
}

/** The API's schedule from the editor's state, or the problems to show beside the fields. */
export function scheduleOf(
  draft: ScheduleDraft,
): { schedule: TourSchedule; problems: null } | { schedule: null; problems: DraftProblems } {
  const problems: DraftProblems = {};
  const seasons = draft.seasons.map((s, i) => {
    if (!s.name.trim()) problems[`season${i}.name`] = t('admin.schedule.nameSeason');
    return {
      name: s.name.trim(),
      ...spanOf(s, `season${i}`, problems),
      weekdays: weekTimes(s.week, `season${i}`, problems),
    };
  });
  const closed = draft.closed.map((c, i) => ({
    ...spanOf(c, `closed${i}`, problems),
    ...(c.note.trim() ? { note: c.note.trim() } : {}),
  }));
  const capacities = draft.capacities.map((c, i) => {
    const seats = Number(c.seats);
    if (!c.date) problems[`capacity${i}.date`] = t('admin.schedule.chooseDate');
    if (c.seats.trim() === '' || !Number.isInteger(seats) || seats < 0 || seats > 1000) {
      problems[`capacity${i}.seats`] = t('admin.schedule.badSeats');
    }
    return { date: c.date, capacity: seats };
  });
  const amount = draft.cutoff.trim() === '' ? 0 : Number(draft.cutoff);
  const cutoffMinutes = draft.cutoffUnit === 'hours' ? amount * 60 : amount;
  if (!Number.isInteger(cutoffMinutes) || cutoffMinutes < 0 || cutoffMinutes > 7 * 24 * 60) {
    problems.cutoff = t('admin.schedule.badCutoff');
  }
  const schedule: TourSchedule = {
    ...(draft.byWeekday ? { weekdays: weekTimes(draft.week, 'week', problems) } : {}),
    seasons,
    closed,
    capacities,
    cutoffMinutes,
  };
  return Object.keys(problems).length ? { schedule: null, problems } : { schedule, problems: null };
}
