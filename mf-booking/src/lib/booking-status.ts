import type { BookingStatus, TourBooking } from '@travel/shell/api-types';

export type { BookingStatus };

/**
 * The lifecycle fields of a tour or stay booking view: held until confirmed by mail (holdExpiresAt),
 * confirmed, cancelled (cancelledAt), or expired. Optional here, since answers cached or stored before
 * the lifecycle existed lack them.
 */
export type BookingState = Partial<Pick<TourBooking, 'status' | 'holdExpiresAt' | 'cancelledAt'>>;

export const STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** Bookings stored before the lifecycle existed have no status and count as confirmed. */
export const statusOf = (booking: BookingState): BookingStatus => booking.status ?? 'confirmed';
