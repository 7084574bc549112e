import type { CheckInStatus, PaymentStatus } from '@travel/shell/api-types';

export const CHECK_IN_LABELS: Record<CheckInStatus, string> = {
  arrived: 'Arrived',
  'no-show': 'No-show',
  none: 'Not checked in',
};

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Card, pending',
  paid: 'Paid by card',
  refunded: 'Refunded',
  on_the_day: 'Pay on the day',
};

/** A tap on the mark a booking already has clears it: a wrong tap is undone with the same button. */
export function nextCheckIn(current: CheckInStatus, tapped: Exclude<CheckInStatus, 'none'>) {
  return current === tapped ? 'none' : tapped;
}
