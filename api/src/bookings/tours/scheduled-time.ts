import { BadRequestException } from '@nestjs/common';
import {
  bookingClosesAt,
  cutoffMinutesOf,
  cutoffRefusal,
  NO_TOUR_ON_DATE,
  scheduleOn,
  ScheduledTour,
} from '../../destinations/schedule/tour-schedule';
import { TourSlot } from './tour-slot';

export const NOT_A_TOUR_TIME = 'Please choose one of the tour times';

/**
 * A booking, waitlist entry or move asks for a time the tour's schedule runs (400 otherwise: a closed date
 * or a weekday without tours says so, another time is NOT_A_TOUR_TIME) and, unless `cutoff` is false (an
 * admin's move, agreed with the guest), before its bookings close (the tour's cutoff before the start, on
 * its own clock). Answers the date's seats per time.
 */
export function assertScheduled(
  tour: ScheduledTour & { timeZone: string },
  slot: Pick<TourSlot, 'date' | 'time'>,
  now: Date,
  { cutoff: applyCutoff = true }: { cutoff?: boolean } = {},
): number {
  const day = scheduleOn(tour, slot.date);
  if (day.times.length === 0) throw new BadRequestException(NO_TOUR_ON_DATE);
  const scheduled = day.times.find((t) => t.time === slot.time);
  if (!scheduled) throw new BadRequestException(NOT_A_TOUR_TIME);
  const cutoff = cutoffMinutesOf(tour);
  if (
    applyCutoff &&
    cutoff > 0 &&
    now >= bookingClosesAt(tour, slot.date, slot.time, tour.timeZone)
  ) {
    throw new BadRequestException(cutoffRefusal(cutoff));
  }
  return scheduled.capacity;
}
