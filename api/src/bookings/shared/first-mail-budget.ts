import { HttpException, HttpStatus } from '@nestjs/common';
import { MailService, SendOptions } from '../../mail/mail.service';
import { QuotaAsk } from '../../quotas/quota-tokens.service';
import { BookingStatus } from './booking-status';

export const TOO_MANY_BOOKINGS_FOR_ADDRESS =
  'Too many bookings for this address this hour. Sign in with a verified account to book more.';

/** The refusal of a booking whose first mail the address's budget would hold back (429). */
export function mailBudgetRefusal(): HttpException {
  return new HttpException(TOO_MANY_BOOKINGS_FOR_ADDRESS, HttpStatus.TOO_MANY_REQUESTS);
}

/**
 * How a new booking's first mail is budgeted, decided before anything is booked. A booking confirmed at
 * once (its verified owner booked it) is theirs to be told of: essential. A hold's mail can be caused by
 * anyone for any address, so it takes one unit of the address's mail budget (`ask`, taken with the hold's
 * own units before booking); with none left the booking is refused (mailBudgetRefusal), never taken with its
 * confirmation link silently dropped. With payments on nothing is mailed until the payment comes, and that
 * mail is essential.
 */
export function firstMailBudget(
  mail: MailService,
  booking: { status: Extract<BookingStatus, 'held' | 'confirmed'>; email: string },
  paying: boolean,
): { ask?: QuotaAsk; options: Pick<SendOptions, 'essential' | 'slotReserved'> } {
  if (booking.status === 'confirmed') return { options: { essential: true } };
  if (paying) return { options: {} };
  return { ask: mail.budgetAsk(booking.email), options: { slotReserved: true } };
}
