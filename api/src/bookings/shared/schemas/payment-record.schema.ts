import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A card payment's state: asked for (pending), taken (paid), given back (refunded). */
export const PAYMENT_RECORD_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/**
 * The card payment of a booking made while payments were on. Bookings without one are paid on the day.
 * Amounts are in minor units (cents), as Stripe counts them.
 */
@Schema({ _id: false, versionKey: false })
export class PaymentRecord {
  @Prop({ type: String, enum: PAYMENT_RECORD_STATUSES, required: true })
  status: PaymentRecordStatus;

  @Prop({ required: true })
  amount: number;

  @Prop({ required: true })
  currency: string;

  /** The latest Checkout Session; an expiry of an older one (before "pay again") releases nothing. */
  @Prop({ required: true })
  sessionId: string;

  /** How many sessions were opened: part of each new session's idempotency key. */
  @Prop({ required: true })
  attempts: number;

  @Prop()
  paymentIntentId?: string;

  @Prop()
  paidAt?: Date;

  @Prop()
  refundId?: string;

  @Prop()
  refundAmount?: number;

  @Prop()
  refundStatus?: string;

  @Prop()
  refundedAt?: Date;
}

export const PaymentRecordSchema = SchemaFactory.createForClass(PaymentRecord);
