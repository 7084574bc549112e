import { BadRequestException } from '@nestjs/common';
import { assertContact, assertObjectId, isFilled, missingFields } from '../shared/booking-input';
import { dayNumber } from '../../common/calendar';
import { roundMoney } from '../../common/money';
import { CreateTourBookingDto } from './dto/create-tour-booking.dto';

export const MIN_TICKETS = 1;
export const MAX_TICKETS = 50;
export const EXTRAS_PRICE = 50;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

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

/**
 * The tour form's rules (`CreateTourBookingDto` checks only the shape) in the spec's order: every required
 * field (tickets at least 1) first, then the email, the date (today or later, `today` being
 * earliestToday()), the time, the ticket count and the cost.
 */
export function checkTourRequest(dto: CreateTourBookingDto, today: string): TourRequest {
  const { destinationId, date, time, tickets, cost, name, email } = dto;
  if (
    !isFilled(destinationId) ||
    !isFilled(name) ||
    !isFilled(email) ||
    !isFilled(date) ||
    !isFilled(time) ||
    !isFilled(tickets) ||
    !isFilled(cost) ||
    tickets < MIN_TICKETS
  ) {
    throw missingFields();
  }
  assertContact(name, email);
  if (dayNumber(date) === null) throw new BadRequestException('Please enter a valid date');
  if (date < today) throw new BadRequestException('Please choose today or a later date');
  if (!TIME.test(time)) throw new BadRequestException('Please enter a valid time');
  if (!Number.isInteger(tickets)) throw new BadRequestException('Tickets must be a whole number');
  if (tickets > MAX_TICKETS)
    throw new BadRequestException(`You can book at most ${MAX_TICKETS} tickets at once`);
  if (cost < 0) throw new BadRequestException('Please enter a valid cost');
  assertObjectId(destinationId, 'destination');
  return { destinationId, date, time, tickets, cost, name, email, extras: dto.extras === true };
}

/** Spec 4: CostPerPerson x tickets, plus 50 with the extra offers. */
export function tourCost(costPerPerson: number, tickets: number, extras: boolean): number {
  return roundMoney(costPerPerson * tickets + (extras ? EXTRAS_PRICE : 0));
}
