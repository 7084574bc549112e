import type { CheckInStatus, PaymentStatus } from '@travel/shell/api-types';
import { t } from '@travel/shell/i18n';

/** The export's words for a check-in (files stay English whatever the page's language: see lib/csv.ts). */
export const CHECK_IN_LABELS: Record<CheckInStatus, string> = {
  arrived: 'Arrived',
  'no-show': 'No-show',
  none: 'Not checked in',
};

/** The export's words for a payment. */
export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Card, pending',
  paid: 'Paid by card',
  refunded: 'Refunded',
  on_the_day: 'Pay on the day',
};

/** A check-in as the manifest shows it, in the page's language. */
export const checkInLabel = (status: CheckInStatus): string =>
  t(`admin.manifest.checkIn.${status}`);

/** A payment as the manifest shows it: 'Paid by card', 'Pay on the day'. */
export const manifestPaymentLabel = (payment: PaymentStatus): string =>
  t(`admin.manifest.payment.${payment}`);

/** A tap on the mark a booking already has clears it: a wrong tap is undone with the same button. */
export function nextCheckIn(current: CheckInStatus, tapped: Exclude<CheckInStatus, 'none'>) {
  return current === tapped ? 'none' : tapped;
}
