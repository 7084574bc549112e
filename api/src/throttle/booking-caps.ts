import { BadRequestException } from '@nestjs/common';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** MAX_TICKETS_PER_BOOKING: one request may not take a whole slot. Other shapes are the rules' to refuse. */
export function checkTicketCap(tickets: unknown, max: number): void {
  if (typeof tickets === 'number' && tickets > max) {
    throw new BadRequestException(`You can book at most ${max} tickets at once`);
  }
}

/** MAX_NIGHTS_PER_STAY: one request may not block an offer for months. Unreadable dates are the rules'. */
export function checkNightCap(checkIn: unknown, checkOut: unknown, max: number): void {
  if (typeof checkIn !== 'string' || typeof checkOut !== 'string') return;
  if (!DAY.test(checkIn.trim()) || !DAY.test(checkOut.trim())) return;
  const nights = (Date.parse(checkOut.trim()) - Date.parse(checkIn.trim())) / 86_400_000;
  if (nights > max) throw new BadRequestException(`A stay can last at most ${max} nights`);
}
