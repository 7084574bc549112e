import { t } from '@travel/shell/i18n';
import type { BookingStatus, TourBooking } from '@travel/shell/api-types';

export type { BookingStatus };

/**
 * The lifecycle fields of a tour or stay booking view: held until confirmed by mail (holdExpiresAt),
 * confirmed, cancelled (cancelledAt), or expired. Optional here, since answers cached or stored before
 * the lifecycle existed lack them.
 */
export type BookingState = Partial<Pick<TourBooking, 'status' | 'holdExpiresAt' | 'cancelledAt'>>;

/** A status in words ('Awaiting confirmation'), in the page's language. */
export const statusLabel = (status: BookingStatus): string => t(`booking.status.${status}`);

/** Bookings stored before the lifecycle existed have no status and count as confirmed. */
export const statusOf = (booking: BookingState): BookingStatus => booking.status ?? 'confirmed';
