import { HttpException, HttpStatus } from '@nestjs/common';
import { MailService, SendOptions } from '../../mail/mail.service';
import { BookingStatus } from './booking-status';

export const TOO_MANY_BOOKINGS_FOR_ADDRESS =
  'Too many bookings for this address this hour. Sign in with a verified account to book more.';

/**
 * How a new booking's first mail is budgeted, decided before anything is booked. A booking confirmed at
 * once (its verified owner booked it) is theirs to be told of: essential. A hold's mail can be caused by
 * anyone for any address, so it takes one of the address's mail slots now; with none left the booking is
 * refused (429), never taken with its confirmation link silently dropped. With payments on nothing is
 * mailed until the payment comes, and that mail is essential.
 */
export async function firstMailBudget(
  mail: MailService,
  booking: { status: Extract<BookingStatus, 'held' | 'confirmed'>; email: string },
  paying: boolean,
): Promise<Pick<SendOptions, 'essential' | 'slotReserved'>> {
  if (booking.status === 'confirmed') return { essential: true };
  if (paying) return {};
  if (!(await mail.reserveSlot(booking.email))) {
    throw new HttpException(TOO_MANY_BOOKINGS_FOR_ADDRESS, HttpStatus.TOO_MANY_REQUESTS);
  }
  return { slotReserved: true };
}
