import { BadRequestException, ConflictException } from '@nestjs/common';
import { dayNumber } from '../../common/calendar';
import { assertWithinHorizon } from '../shared/booking-horizon';
import { isFilled } from '../shared/booking-input';
import { ScheduledTour } from '../../destinations/schedule/tour-schedule';
import { assertScheduled } from '../tours/scheduled-time';
import { assertNotStarted, TOUR_TIME } from '../tours/tour-booking.rules';
import { TourSlot } from '../tours/tour-slot';

export const CHOOSE_DATE_AND_TIME = 'Please choose a new date and time';
export const SAME_SLOT =
  'Your booking is already on this date and time. Please choose another date or time.';
export const ONLY_TOURS = 'Only a tour booking can be moved to another date or time.';
export const TOUR_WITHDRAWN_NO_MOVE =
  'This tour was withdrawn and is no longer offered, so this booking cannot be moved.';
/** The answer to a reschedule: where the booking is now, in the tour's own words for its time. */
export const rescheduledMessage = (to: Pick<TourSlot, 'date' | 'time'>) =>
  `Your booking is moved to ${to.date} at ${to.time}.`;

/** The same deadline as cancelling (CANCELLATION_CUTOFF_HOURS before the start, in the tour's zone). */
export function moveCutoffMessage(cutoffHours: number): string {
  return `Bookings can no longer be moved within ${cutoffHours} ${cutoffHours === 1 ? 'hour' : 'hours'} of the start.`;
}

export function pastMoveCutoff(cutoffHours: number): ConflictException {
  return new ConflictException(moveCutoffMessage(cutoffHours));
}

/**
 * The new date and time in the tour form's order and words: both filled in, a real date today or later
 * (`today` being earliestToday()) within the booking horizon, an HH:mm time.
 */
export function checkTarget(
  target: { date?: unknown; time?: unknown },
  today: string,
): { date: string; time: string } {
  const { date, time } = target;
  if (typeof date !== 'string' || typeof time !== 'string' || !isFilled(date) || !isFilled(time)) {
    throw new BadRequestException(CHOOSE_DATE_AND_TIME);
  }
  if (dayNumber(date) === null) throw new BadRequestException('Please enter a valid date');
  if (date < today) throw new BadRequestException('Please choose today or a later date');
  assertWithinHorizon(date, today);
  if (!TOUR_TIME.test(time)) throw new BadRequestException('Please enter a valid time');
  return { date, time };
}

/**
 * The target against the tour: another slot than the booking's, a time its schedule runs on that date
 * before its bookings close (assertScheduled), not started by the tour's clock. Answers the date's seats
 * per time.
 */
export function assertTargetOnTour(
  from: TourSlot,
  to: TourSlot,
  tour: ScheduledTour & { timeZone: string },
  now: Date,
): number {
  if (from.date === to.date && from.time === to.time) throw new BadRequestException(SAME_SLOT);
  const capacity = assertScheduled(tour, to, now);
  assertNotStarted(to, tour.timeZone, now);
  return capacity;
}
