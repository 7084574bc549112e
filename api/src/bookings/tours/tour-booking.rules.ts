import { BadRequestException } from '@nestjs/common';
import { assertWithinHorizon } from '../shared/booking-horizon';
import { assertContact, assertObjectId, isFilled, missingFields } from '../shared/booking-input';
import { dayNumber } from '../../common/calendar';
import { tourStart } from '../shared/booking-start';
import { roundMoney } from '../../common/money';
import { CreateTourBookingDto } from './dto/create-tour-booking.dto';
import { TourSeatsFields } from './dto/tour-seats-fields.dto';
import { EXTRAS_PRICE, MAX_TICKETS, MIN_TICKETS } from './tour-booking.limits';

/** HH:mm, 00:00 to 23:59. */
export const TOUR_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface TourRequest {
  destinationId: string;
  date: string;
  time: string;
  tickets: number;
  cost: number;
  name: string;
  email: string;
  extras: boolean;
}

export const TICKETS_NOT_UNITS = 'tickets must be the sum of the units';

/**
 * A form with `units` counts its tickets from them: `tickets` may be left out, and when sent it must be
 * their sum. Counts that are not whole numbers are left for the pricing's own message.
 */
export function withUnitTickets(dto: CreateTourBookingDto): CreateTourBookingDto {
  if (!dto.units) return dto;
  const sum = dto.units.reduce((total, unit) => total + unit.count, 0);
  if (dto.tickets === undefined || dto.tickets === null) return { ...dto, tickets: sum };
  if (dto.tickets !== sum) throw new BadRequestException(TICKETS_NOT_UNITS);
  return dto;
}

/**
 * The tour form's rules (`CreateTourBookingDto` checks only the shape) in the spec's order: every required
 * field (tickets at least 1) first, then the email, the date (today or later, `today` being
 * earliestToday()), the time, the ticket count (at most `maxTickets`, MAX_TICKETS_PER_BOOKING, and never more
 * than MAX_TICKETS) and the cost.
 */
export function checkTourRequest(
  dto: CreateTourBookingDto,
  today: string,
  maxTickets: number = MAX_TICKETS,
): TourRequest {
  const { destinationId, cost } = dto;
  const seats = checkSeatsRequest(
    dto,
    isFilled(destinationId) && isFilled(cost),
    today,
    maxTickets,
  );
  if (cost < 0) throw new BadRequestException('Please enter a valid cost');
  assertObjectId(destinationId, 'destination');
  return { destinationId, ...seats, cost, extras: dto.extras === true };
}

/** The seat fields a tour booking and a waitlist entry share, checked. */
export type SeatsRequest = Pick<TourSeatsFields, 'date' | 'time' | 'tickets' | 'name' | 'email'>;

/**
 * The rules a tour booking and a waitlist entry share, in the form's order: every field filled in
 * (`othersFilled` says whether the caller's own required fields are; tickets at least 1), then the name and
 * email, the date (today or later, within the horizon), the time and the ticket count (at most `maxTickets`).
 */
export function checkSeatsRequest(
  dto: TourSeatsFields,
  othersFilled: boolean,
  today: string,
  maxTickets: number,
): SeatsRequest {
  const { date, time, tickets, name, email } = dto;
  if (
    !othersFilled ||
    !isFilled(name) ||
    !isFilled(email) ||
    !isFilled(date) ||
    !isFilled(time) ||
    !isFilled(tickets) ||
    tickets < MIN_TICKETS
  ) {
    throw missingFields();
  }
  assertContact(name, email);
  if (dayNumber(date) === null) throw new BadRequestException('Please enter a valid date');
  if (date < today) throw new BadRequestException('Please choose today or a later date');
  assertWithinHorizon(date, today);
  if (!TOUR_TIME.test(time)) throw new BadRequestException('Please enter a valid time');
  assertTicketCount(tickets, maxTickets);
  return { date, time, tickets, name, email };
}

/** A whole number of tickets, at most `maxTickets` (MAX_TICKETS_PER_BOOKING) and never above MAX_TICKETS. */
export function assertTicketCount(tickets: number, maxTickets: number = MAX_TICKETS): void {
  if (!Number.isInteger(tickets)) throw new BadRequestException('Tickets must be a whole number');
  const ticketCap = Math.min(MAX_TICKETS, maxTickets);
  if (tickets > ticketCap)
    throw new BadRequestException(`You can book at most ${ticketCap} tickets at once`);
}

export const TOUR_STARTED = 'This tour time has already started';

/**
 * When a tour starts: its date and time as wall-clock time in the tour's zone (a time skipped by a
 * daylight-saving change is moved on by the gap, a repeated one is the earlier; see zonedInstant).
 */
export function tourStartsAt(date: string, time: string, timeZone: string): Date {
  return tourStart({ date, time, timeZone });
}

/**
 * A time that has started, by the tour's own clock, cannot be booked (it could not be cancelled either,
 * being inside the cutoff). The date rule lets "today" run until it ends everywhere; this is the exact check.
 */
export function assertNotStarted(
  request: Pick<TourRequest, 'date' | 'time'>,
  timeZone: string,
  now: Date,
): void {
  if (!(tourStartsAt(request.date, request.time, timeZone).getTime() > now.getTime())) {
    throw new BadRequestException(TOUR_STARTED);
  }
}

/** Spec 4: CostPerPerson x tickets, plus 50 with the extra offers. */
export function tourCost(costPerPerson: number, tickets: number, extras: boolean): number {
  return roundMoney(costPerPerson * tickets + (extras ? EXTRAS_PRICE : 0));
}
