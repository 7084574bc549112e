import { BadRequestException, ConflictException } from '@nestjs/common';
import { isOneLine } from '../shared/booking-input';
import { BookingStatus } from '../shared/booking-status';
import { PaymentRecord } from '../shared/schemas/payment-record.schema';

/** The longest internal note. */
export const NOTE_MAX = 1000;

export const NOTHING_TO_CHANGE =
  'Nothing to change: send a new name, phone, tickets (tours) or guests (stays).';
export const PRICED_BY_CATEGORY =
  'This booking is priced by category (adults, children, ...): cancel it and book the new party instead.';
export const TICKETS_OF_TOURS = 'Only a tour booking has tickets; a stay has guests.';
export const GUESTS_OF_STAYS = 'Only a stay booking has guests; a tour has tickets.';
export const ONLY_TOURS_MOVE = 'Only a tour booking can be moved to another date or time.';
export const SAME_TIME = 'Please choose another date or time to move the booking to';
export const NOT_LIVE = 'Only a held or confirmed booking can be changed.';
export const ALREADY_CONFIRMED = 'This booking is already confirmed.';
export const PAID_BY_CARD =
  'This booking was sent to card payment: its total cannot change. Cancel it (a payment is refunded) and book again.';
export const CARD_PAYMENT = 'This booking was paid by card: there is nothing to mark paid.';
export const ALREADY_MARKED_PAID = 'This booking is already marked paid.';
export const MARK_CONFIRMED_ONLY = 'Only a confirmed booking can be marked paid.';
export const WAITS_FOR_CARD =
  'This booking waits for its card payment: it is confirmed once the payment arrives.';
export const TOUR_WITHDRAWN =
  'The tour of this booking was withdrawn (deleted): it cannot be changed.';
export const STAY_WITHDRAWN =
  'The stay of this booking was withdrawn (deleted): it cannot be changed.';

/** Refuses (409) a change of a booking that holds nothing any more, saying why. */
export function assertLive(status: BookingStatus): void {
  if (status === 'held' || status === 'confirmed') return;
  throw new ConflictException(
    status === 'cancelled' ? 'This booking was cancelled.' : 'This hold expired unconfirmed.',
  );
}

/** A change of the total of a booking sent to card payment is refused: Stripe holds its amount. */
export function assertNoCardPayment(payment: PaymentRecord | undefined): void {
  if (payment && payment.status !== 'refunded') throw new ConflictException(PAID_BY_CARD);
}

export const PAID_BY_GIFT_CARD =
  'A booking paid by gift card keeps its total: cancel it (the card gets its amount back) and book again.';

/** A change of the total of a booking a gift card paid for is refused: the card's ledger holds its amount. */
export function assertNoGiftCard(giftCard: unknown): void {
  if (giftCard) throw new ConflictException(PAID_BY_GIFT_CARD);
}

/** The note as stored: trimmed, undefined when empty; 400 when too long or not printable. */
export function checkNote(raw: string): string | undefined {
  const note = raw.trim();
  if (note.length > NOTE_MAX) {
    throw new BadRequestException(`note must be at most ${NOTE_MAX} characters`);
  }
  // Line breaks are welcome in a note; other control characters are not.
  if (!isOneLine(note.replace(/\r?\n/g, ' '))) {
    throw new BadRequestException('note must be printable text');
  }
  return note || undefined;
}

/** A count of people (tickets, guests): a whole number of at least 1. */
export function assertPeople(value: number, what: 'Tickets' | 'Number of guests'): void {
  if (!Number.isInteger(value)) throw new BadRequestException(`${what} must be a whole number`);
  if (value < 1) throw new BadRequestException(`${what} must be at least 1`);
}
