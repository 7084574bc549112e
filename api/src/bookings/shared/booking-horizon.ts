import { BadRequestException } from '@nestjs/common';
import { dayNumber, isoDate } from '../../common/calendar';

/**
 * How far ahead a tour or a stay can be booked, waited for or watched live: about two years. Without it a
 * visitor could book 9999-12-31, or open a live stream per far-off date, each a topic read on every change.
 */
export const BOOKING_HORIZON_DAYS = 731;
export const BEYOND_HORIZON = 'Please choose a date within the next 2 years';

/** Refuses (400) a date past the horizon counted from `today` (earliestToday). */
export function assertWithinHorizon(date: string, today: string): void {
  const from = dayNumber(today);
  if (from !== null && date > isoDate(from + BOOKING_HORIZON_DAYS)) {
    throw new BadRequestException(BEYOND_HORIZON);
  }
}
