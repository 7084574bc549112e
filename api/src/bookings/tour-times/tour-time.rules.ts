import { isScheduled, ScheduledTour } from '../../destinations/schedule/tour-schedule';
import { BadRequestException } from '@nestjs/common';
import { dayNumber } from '../../common/calendar';
import { assertObjectId, isFilled, isOneLine } from '../shared/booking-input';
import { NOT_A_TOUR_TIME } from '../tours/tour-bookings.service';
import { TOUR_STARTED, TOUR_TIME, tourStartsAt } from '../tours/tour-booking.rules';
import { TourTimeRequestDto } from './dto/tour-time.dto';

export const REASON_MAX = 200;
export const CHOOSE_TOUR_TIME = 'Please choose a tour, a date and a time';
export const SAME_TIME = 'Please choose another date or time to move the bookings to';
export const TARGET_STARTED = 'The time to move to has already started';

export interface TourTimeRequest {
  destinationId: string;
  date: string;
  time: string;
  /** A move's target: both set (a missing one is the source's), or neither. */
  toDate?: string;
  toTime?: string;
  reason?: string;
}

function assertDay(date: string, today: string, field: string): void {
  if (dayNumber(date) === null)
    throw new BadRequestException(`${field} must be a date (YYYY-MM-DD)`);
  if (date < today) throw new BadRequestException(`${field} must be today or a later date`);
}

/**
 * The shape of a preview, cancel or move: a tour, a date today or later and an HH:mm time (checked against the
 * tour's times by `assertTourTimes`), a move's target date and/or time (`move`), and an optional reason of one
 * line, which goes into the visitors' mails.
 */
export function checkTourTimeRequest(
  dto: TourTimeRequestDto,
  today: string,
  kind: 'preview' | 'cancel' | 'move',
): TourTimeRequest {
  const { destinationId, date, time, toDate, toTime } = dto;
  if (!isFilled(destinationId) || !isFilled(date) || !isFilled(time)) {
    throw new BadRequestException(CHOOSE_TOUR_TIME);
  }
  assertObjectId(destinationId, 'destination');
  assertDay(date, today, 'date');
  if (!TOUR_TIME.test(time)) throw new BadRequestException('time must be a time (HH:mm)');
  const request: TourTimeRequest = { destinationId, date, time };
  const moving = isFilled(toDate) || isFilled(toTime);
  if (kind === 'cancel' && moving) {
    throw new BadRequestException('toDate and toTime belong to a move, not a cancel');
  }
  if (kind === 'move' && !moving) throw new BadRequestException(SAME_TIME);
  if (moving) {
    request.toDate = isFilled(toDate) ? toDate : date;
    request.toTime = isFilled(toTime) ? toTime : time;
    assertDay(request.toDate, today, 'toDate');
    if (!TOUR_TIME.test(request.toTime)) {
      throw new BadRequestException('toTime must be a time (HH:mm)');
    }
    if (request.toDate === date && request.toTime === time)
      throw new BadRequestException(SAME_TIME);
  }
  const reason = dto.reason?.trim();
  if (reason) {
    if (reason.length > REASON_MAX || !isOneLine(reason)) {
      throw new BadRequestException(
        `reason must be one line of at most ${REASON_MAX} printable characters`,
      );
    }
    request.reason = reason;
  }
  return request;
}

/**
 * The times must be among those the tour's schedule runs on their dates, and not started by its clock (`timeZone`; a move's target too); the
 * time itself may also be one no longer on the tour that still holds bookings (`booked`), so that they can be
 * moved or cancelled.
 */
export function assertTourTimes(
  request: TourTimeRequest,
  tour: ScheduledTour & { timeZone: string },
  now: Date,
  booked = false,
): void {
  const { timeZone } = tour;
  if (!isScheduled(tour, request.date, request.time) && !booked) {
    throw new BadRequestException(NOT_A_TOUR_TIME);
  }
  if (tourStartsAt(request.date, request.time, timeZone) <= now)
    throw new BadRequestException(TOUR_STARTED);
  if (request.toDate && request.toTime) {
    if (!isScheduled(tour, request.toDate, request.toTime)) {
      throw new BadRequestException('Please choose one of the tour times to move the bookings to');
    }
    if (tourStartsAt(request.toDate, request.toTime, timeZone) <= now) {
      throw new BadRequestException(TARGET_STARTED);
    }
  }
}
