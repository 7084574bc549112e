import { checkSeatsRequest, SeatsRequest } from '../tour-booking.rules';
import { JoinWaitlistDto } from './dto/join-waitlist.dto';

export type JoinRequest = SeatsRequest;

/**
 * The waitlist form's rules: the tour booking form's seat rules (checkSeatsRequest), the same order,
 * messages and limits (at most MAX_TICKETS_PER_BOOKING tickets).
 */
export function checkJoinRequest(
  dto: JoinWaitlistDto,
  today: string,
  maxTickets: number,
): JoinRequest {
  return checkSeatsRequest(dto, true, today, maxTickets);
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
