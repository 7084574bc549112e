import { BadRequestException } from '@nestjs/common';
import { dayNumber, isoDate } from '../../common/calendar';
import { parseDay } from '../../common/query-values';
import { assertWithinHorizon } from './booking-horizon';

/** Cached briefly on top of the invalidations: "today" moves, and other instances without Redis catch up. */
export const AVAILABILITY_TTL_MS = 10_000;
/** The longest window one read of an offer's taken nights may cover. */
export const MAX_AVAILABILITY_DAYS = 366;

/** A tour day to show the slots of: required, today (earliestToday) or later. */
export function parseTourDay(raw: unknown, today: string): string {
  const day = parseDay(raw, 'date');
  if (!day) throw new BadRequestException('date must be a date in the form YYYY-MM-DD');
  if (day < today) throw new BadRequestException('Please choose today or a later date');
  assertWithinHorizon(day, today);
  return day;
}

/** The nights window [from, to): from defaults to today, to to from + 366 days; at most 366 days. */
export function parseNightWindow(
  rawFrom: unknown,
  rawTo: unknown,
  today: string,
): { from: string; to: string } {
  const from = parseDay(rawFrom, 'from') ?? today;
  assertWithinHorizon(from, today);
  const start = dayNumber(from) as number;
  const to = parseDay(rawTo, 'to') ?? isoDate(start + MAX_AVAILABILITY_DAYS);
  const days = (dayNumber(to) as number) - start;
  if (days <= 0) throw new BadRequestException('to must be after from');
  if (days > MAX_AVAILABILITY_DAYS) {
    throw new BadRequestException(
      `from and to must be at most ${MAX_AVAILABILITY_DAYS} days apart`,
    );
  }
  return { from, to };
}
