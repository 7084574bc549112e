import { BadRequestException } from '@nestjs/common';
import { checkTourRequest } from '../bookings/tours/tour-booking.rules';
import { CreateTourBookingDto } from '../bookings/tours/dto/create-tour-booking.dto';
import { earliestToday } from '../common/calendar';
import { checkStayRequest } from '../bookings/stays/stay-booking.rules';
import { CreateStayBookingDto } from '../bookings/stays/dto/create-stay-booking.dto';

/**
 * The caps come after the form's own rules, so a request those refuse keeps its message in the spec's
 * order: they are checked here only on a request the rules accept (the service checks it again).
 */
function acceptedBy<T>(rules: () => T): T | undefined {
  try {
    return rules();
  } catch {
    return undefined;
  }
}

/** MAX_TICKETS_PER_BOOKING: one request may not take a whole slot. */
export function checkTicketCap(dto: CreateTourBookingDto, max: number): void {
  const request = acceptedBy(() => checkTourRequest(dto, earliestToday()));
  if (request && request.tickets > max) {
    throw new BadRequestException(`You can book at most ${max} tickets at once`);
  }
}

/** MAX_NIGHTS_PER_STAY: one request may not block an offer for months. */
export function checkNightCap(dto: CreateStayBookingDto, max: number): void {
  // The guest limit needs the database; the service checks it.
  const request = acceptedBy(() => checkStayRequest(dto, earliestToday(), Number.MAX_SAFE_INTEGER));
  if (request && request.nights > max) {
    throw new BadRequestException(`A stay can last at most ${max} nights`);
  }
}
