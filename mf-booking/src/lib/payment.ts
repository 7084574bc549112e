import type { BookingPayment, BookingResponse, CheckoutPayment } from '@travel/shell/api-types';
import { savedRecord } from '@travel/shell/http';
import { formatMinorUnits } from '@travel/shell/ui';
import { t } from '@travel/shell/i18n';

/**
 * With payments on, a new booking comes with Stripe's hosted payment page: the visitor goes there (card
 * details are typed on Stripe's page, never on ours) and comes back to /booking/paid or
 * /booking/payment-cancelled. An answer without the saved booking is 'Unexpected server response'.
 */
export function followCheckout<T extends { _id: string }>(response: BookingResponse<T>): T {
  const booking = savedRecord<T>(response);
  if (response.payment) goToCheckout(response.payment);
  return booking;
}

export function goToCheckout(payment: Pick<CheckoutPayment, 'checkoutUrl'>): void {
  window.location.assign(payment.checkoutUrl);
}

/** One line on how a booking is paid; older answers without `payment` were paid on the day. */
export function paymentLine(payment: BookingPayment | undefined): string {
  const amount =
    payment?.amount !== undefined ? formatMinorUnits(payment.amount, payment.currency) : '';
  switch (payment?.status ?? 'on_the_day') {
    case 'pending':
      return t('booking.payment.pending', { amount });
    case 'paid':
      return t('booking.payment.paid', { amount });
    case 'refunded':
      return t('booking.payment.refunded', {
        amount: formatMinorUnits(
          payment?.refundedAmount ?? payment?.amount ?? 0,
          payment?.currency,
        ),
      });
    case 'on_the_day':
      return t('booking.payment.onTheDay');
  }
}

/** What a cancellation does with the money, for the question asked before it. */
export function refundNote(payment: BookingPayment | undefined): string {
  return payment?.status === 'paid' && payment.amount !== undefined
    ? ` ${t('booking.payment.refundNote', { amount: formatMinorUnits(payment.amount, payment.currency) })}`
    : '';
}
