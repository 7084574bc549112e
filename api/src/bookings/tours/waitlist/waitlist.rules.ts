import { BadRequestException } from '@nestjs/common';
import { assertWithinHorizon } from '../../shared/booking-horizon';
import { dayNumber } from '../../../common/calendar';
import { assertContact, isFilled, missingFields } from '../../shared/booking-input';
import { MIN_TICKETS } from '../tour-booking.limits';
import { assertTicketCount, TOUR_TIME } from '../tour-booking.rules';
import { JoinWaitlistDto } from './dto/join-waitlist.dto';

export interface JoinRequest {
  date: string;
  time: string;
  tickets: number;
  name: string;
  email: string;
}

/**
 * The waitlist form's rules, the tour booking form's (checkTourRequest) in the same order and with the same
 * messages and limits: every field filled in (tickets at least 1), then the name and email, the date (today
 * or later), the time and the ticket count (at most MAX_TICKETS_PER_BOOKING).
 */
export function checkJoinRequest(
  dto: JoinWaitlistDto,
  today: string,
  maxTickets: number,
): JoinRequest {
  const { date, time, tickets, name, email } = dto;
  if (
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

/**
 * Who is offered freed seats: the entries in join order, the first whose tickets fit the free seats. An
 * entry that does not fit keeps its place and is skipped until enough seats are free for it; the entries
 * behind it that fit are offered meanwhile (seats are never left empty while someone who fits waits).
 * Answers the index of the entry to offer, or -1.
 */
export function firstFitting(line: { tickets: number }[], free: number): number {
  return line.findIndex((entry) => entry.tickets <= free);
}
