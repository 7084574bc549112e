import { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { MessageWithData } from '../../../common/responses/envelopes';
import { PAYMENT_STATUSES, PaymentStatus, paymentStatusOf } from '../payment-state';
import { PaymentRecord } from '../schemas/payment-record.schema';

/** A booking's payment as every view shows it. Amounts in minor units (cents). */
@ApiSchema({ name: 'BookingPayment' })
export class PaymentView {
  @ApiProperty({
    enum: PAYMENT_STATUSES,
    enumName: 'PaymentStatus',
    description:
      'pending: sent to card payment, not paid yet; paid; refunded; on_the_day: paid at the tour or check-in (payments were off)',
  })
  status: PaymentStatus;

  @ApiPropertyOptional({ type: Number, description: 'Charged by card, in minor units (cents)' })
  amount?: number;

  @ApiPropertyOptional({ type: String, example: 'usd' })
  currency?: string;

  @ApiPropertyOptional({ type: Number, description: 'Given back, in minor units' })
  refundedAmount?: number;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description:
      'When it was paid: by card, or (on_the_day) when an admin marked it paid on the day',
  })
  paidAt?: Date;
}

export function paymentView(
  payment: PaymentRecord | undefined,
  /** A booking without a card payment that an admin marked paid on the day. */
  paidOnDayAt?: Date,
): PaymentView {
  const status = paymentStatusOf(payment);
  if (!payment) return paidOnDayAt ? { status, paidAt: paidOnDayAt } : { status };
  return {
    status,
    amount: payment.amount,
    currency: payment.currency,
    ...(payment.refundAmount !== undefined ? { refundedAmount: payment.refundAmount } : {}),
    ...(payment.paidAt ? { paidAt: payment.paidAt } : {}),
  };
}

/** Where to send the visitor to pay: a Stripe Checkout page. */
@ApiSchema({ name: 'CheckoutPayment' })
export class CheckoutView {
  @ApiProperty({ enum: ['pending'] })
  status: 'pending';

  @ApiProperty({
    type: String,
    description: "Stripe's hosted payment page: send the visitor there",
  })
  checkoutUrl: string;

  @ApiProperty({ type: String })
  sessionId: string;

  @ApiProperty({ type: Number, description: 'Minor units (cents), from the server price' })
  amount: number;

  @ApiProperty({ type: String, example: 'usd' })
  currency: string;
}

export interface BookingCreated<T> extends MessageWithData<T> {
  /** Present when payments are on. */
  payment?: CheckoutView;
}

/** `{message, data, payment?}`: a new booking, and with payments on where to pay for it. */
export function BookingCreatedResponse<T>(
  schemaName: string,
  item: Type<T>,
): Type<BookingCreated<T>> {
  @ApiSchema({ name: schemaName })
  class Created implements BookingCreated<T> {
    @ApiProperty({ type: String })
    message: string;
    @ApiProperty({ type: item })
    data: T;
    @ApiPropertyOptional({
      type: CheckoutView,
      description: 'With payments on (STRIPE_SECRET_KEY set): the booking is held until paid there',
    })
    payment?: CheckoutView;
  }
  return Created;
}
