import { newManageToken } from './manage-token';
import { StartedBooking } from './hold-policy.service';
import { BookingChannel } from './schemas/booking-record.schema';

/**
 * An admin booking for a phone or walk-in customer (POST /api/admin/bookings): the site's rules, prices and
 * inventory, but confirmed at once (the admin spoke to the customer), never sent to card payment (paid on
 * the day, or marked paid), and mailed only when the admin asks.
 */
export interface BackOffice {
  mail: boolean;
}

/** The state a back-office booking starts in: confirmed, with a manage link for its mail. */
export function backOfficeState(): StartedBooking {
  const { token, hash } = newManageToken();
  return {
    status: 'confirmed',
    manageTokenHash: hash,
    manageToken: token,
    // No client's address: a back-office booking is no hold, so the hold limits never count it.
    clientKey: '',
    holdMinutes: 0,
  };
}

/** The channel stored on a new booking: absent for the site's (read as `web`). */
export function channelOf(backOffice: BackOffice | undefined): { channel?: BookingChannel } {
  return backOffice ? { channel: 'back-office' } : {};
}
