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

export const STATE_LABELS: Record<BookingState, string> = {
  held: 'Held',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

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

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  refunded: 'Refunded',
  on_the_day: 'Pay on the day',
};

export function isPaymentState(value: string): value is PaymentStatus {
  return (PAYMENT_STATES as readonly string[]).includes(value);
}
