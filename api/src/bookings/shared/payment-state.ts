import { BadRequestException } from '@nestjs/common';
import { PaymentRecord } from './schemas/payment-record.schema';

/**
 * How a booking is paid, as views and the admin filter name it: by card and not yet (`pending`), by card
 * (`paid`), paid and given back (`refunded`), or at the tour or the check-in (`on_the_day`: made while
 * payments were off).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'on_the_day'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PARAM = `payment must be one of ${PAYMENT_STATUSES.join(', ')}`;

export function paymentStatusOf(payment: PaymentRecord | undefined): PaymentStatus {
  return payment?.status ?? 'on_the_day';
}

/** The query string's `payment`: absent, or one of the payment states. */
export function parsePaymentStatus(raw: unknown): PaymentStatus | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !(PAYMENT_STATUSES as readonly string[]).includes(raw)) {
    throw new BadRequestException(PAYMENT_PARAM);
  }
  return raw as PaymentStatus;
}

/** The MongoDB filter of bookings whose payment is in `status`. */
export function paymentFilter(status: PaymentStatus): Record<string, unknown> {
  return status === 'on_the_day'
    ? { 'payment.status': { $exists: false } }
    : { 'payment.status': status };
}

/** A stored booking's payment where the webhook may confirm it: still waiting for this session's money. */
export function awaitingSession(sessionId: string): Record<string, unknown> {
  return { 'payment.status': 'pending', 'payment.sessionId': sessionId };
}
