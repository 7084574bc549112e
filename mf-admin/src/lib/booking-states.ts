import { t } from '@travel/shell/i18n';
import type { PaymentStatus, TourBooking } from '@travel/shell/api-types';

/** The API's booking states (generated type): tour and stay bookings share them. */
export type BookingState = TourBooking['status'];

/** In the order a booking lives them; the filter offers them in this order. */
export const BOOKING_STATES: readonly BookingState[] = [
  'held',
  'confirmed',
  'cancelled',
  'expired',
];

/** A state as a word in the page's language: 'Held', 'Vorgemerkt'. */
export const stateLabel = (state: BookingState): string => t(`admin.state.${state}`);

export function isBookingState(value: string): value is BookingState {
  return (BOOKING_STATES as readonly string[]).includes(value);
}

/** In the order money moves; the filter offers them in this order. */
export const PAYMENT_STATES: readonly PaymentStatus[] = [
  'pending',
  'paid',
  'refunded',
  'on_the_day',
];

/** A payment state as words in the page's language: 'Pay on the day'. */
export const paymentLabel = (payment: PaymentStatus): string => t(`admin.payment.${payment}`);

export function isPaymentState(value: string): value is PaymentStatus {
  return (PAYMENT_STATES as readonly string[]).includes(value);
}
