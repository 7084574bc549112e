import type { BookingChannel, BookingPayment, TourBooking } from '@travel/shell/api-types';
import { PAYMENT_LABELS } from './booking-states';
import { formatDateTime } from './format';
import type { PlainAction } from '../api/booking-actions';

export const CHANNEL_LABELS: Record<BookingChannel, string> = {
  web: 'Web',
  'back-office': 'Back office',
  octo: 'Reseller (OCTO)',
};

/** The short names of the actions a list's row offers. */
export const ROW_ACTIONS: Record<PlainAction, string> = {
  confirm: 'Confirm',
  'mark-paid': 'Mark paid',
  cancel: 'Cancel',
  resend: 'Resend',
};

/** What a booking's state allows, in the order the bar shows them (the API refuses the others too). */
export function availableActions(booking: {
  status: TourBooking['status'];
  payment: BookingPayment;
}): PlainAction[] {
  const actions: PlainAction[] = [];
  const { status, payment } = booking;
  if (status === 'held' && payment.status !== 'pending') actions.push('confirm');
  if (status === 'confirmed' && payment.status === 'on_the_day' && !payment.paidAt) {
    actions.push('mark-paid');
  }
  if (status !== 'expired') actions.push('resend');
  if (status === 'held' || status === 'confirmed') actions.push('cancel');
  return actions;
}

/** The payment in words: 'Pay on the day', 'Paid on the day (27 Nov 2026, 10:02)', 'Paid'. */
export function paymentText(payment: BookingPayment): string {
  if (payment.status === 'on_the_day' && payment.paidAt) {
    return `Paid on the day (${formatDateTime(payment.paidAt)})`;
  }
  return PAYMENT_LABELS[payment.status];
}
