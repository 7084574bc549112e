import type { BookingChannel, BookingPayment, TourBooking } from '@travel/shell/api-types';
import { t } from '@travel/shell/i18n';
import { paymentLabel } from './booking-states';
import { formatDateTime } from './format';
import type { PlainAction } from '../api/booking-actions';

/** Where a booking was made, in the page's language: 'Web', 'Back office', 'Reseller (OCTO)'. */
export const channelLabel = (channel: BookingChannel): string => t(`admin.channel.${channel}`);

/** The short name of an action a list's row offers: 'Confirm', 'Mark paid'. */
export const rowActionLabel = (action: PlainAction): string => t(`admin.rowAction.${action}`);

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
    return t('admin.payment.paidOnTheDayAt', { at: formatDateTime(payment.paidAt) });
  }
  return paymentLabel(payment.status);
}
