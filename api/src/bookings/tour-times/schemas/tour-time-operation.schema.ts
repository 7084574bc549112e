import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';
import { BOOKING_STATUSES, BookingStatus } from '../../shared/booking-status';
import { PAYMENT_STATUSES, PaymentStatus } from '../../shared/payment-state';
import { TourTimeFields } from '../../tours/schemas/tour-time-fields.schema';

/**
 * A whole time cancelled or moved; or `withdraw`: every live future booking of a tour or offer being
 * deleted, cancelled (see CatalogWithdrawals).
 */
export const OPERATION_KINDS = ['cancel', 'move', 'withdraw'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

/** Whose bookings an operation handles: a tour's (every cancel and move) or an offer's stays. */
export const OPERATION_BOOKED = ['tour', 'stay'] as const;
export type OperationBooked = (typeof OPERATION_BOOKED)[number];

/** `running` until every booking is handled (then `done`); a move whose bookings do not fit is `refused`. */
export const OPERATION_STATUSES = ['running', 'done', 'refused'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/** What became of one booking: not yet handled, cancelled, moved, or skipped (no longer holding seats). */
export const ITEM_OUTCOMES = ['pending', 'cancelled', 'moved', 'skipped'] as const;
export type ItemOutcome = (typeof ITEM_OUTCOMES)[number];

/** One booking of the plan, as it was when planned, and what the operation did to it. */
@Schema({ _id: false, versionKey: false })
export class OperationItem {
  @Prop({ type: Types.ObjectId, required: true })
  bookingId: Types.ObjectId;

  @Prop({ required: true })
  reference: string;

  @Prop({ required: true })
  name: string;

  @Prop({ required: true })
  email: string;

  /** Tickets; of a stay, its nights. */
  @Prop({ required: true })
  tickets: number;

  /** The booking's date and time (a stay's check-in, '00:00'): a withdrawal's bookings are at many. */
  @Prop()
  date?: string;

  @Prop()
  time?: string;

  @Prop({ type: String, enum: BOOKING_STATUSES, required: true })
  status: BookingStatus;

  @Prop({ required: true })
  cost: number;

  @Prop({ type: String, enum: PAYMENT_STATUSES, required: true })
  payment: PaymentStatus;

  /** Paid by card, minor units (0 when nothing was). */
  @Prop({ required: true })
  paid: number;

  @Prop()
  currency?: string;

  @Prop({ type: String, enum: ITEM_OUTCOMES, required: true })
  outcome: ItemOutcome;

  /** Given back by card, minor units. */
  @Prop()
  refunded?: number;

  /**
   * The token of the manage link this booking's mail carries, while the booking is being handled (see
   * TourTimeOperations.mailTokenOf); removed once it is done. The mail in the outbox holds it too.
   */
  @Prop()
  mailToken?: string;
}
const OperationItemSchema = SchemaFactory.createForClass(OperationItem);

/**
 * A whole tour time cancelled or moved, or a tour or offer withdrawn: the plan (every booking holding seats there) and each booking's
 * progress, so that a run cut off halfway (a crash, Stripe out of reach) is carried on by the next run, by a
 * retry of the same request or the sweep, without doing anything twice.
 */
@Schema({ collection: 'tour_time_operations', versionKey: false, timestamps: true })
export class TourTimeOperation extends TourTimeFields {
  @Prop({ type: String, enum: OPERATION_KINDS, required: true })
  kind: OperationKind;

  /**
   * Stays for an offer's withdrawal (`destinationId` then holds the offer's id, `destinationTitle` its title);
   * tours otherwise. A withdrawal's `date` and `time` are its first booking's, its `slot` `withdraw|<id>`.
   */
  @Prop({ type: String, enum: OPERATION_BOOKED, default: 'tour' })
  booked: OperationBooked;

  @Prop({ required: true })
  destinationTitle: string;

  /** Where a move goes. */
  @Prop()
  toDate?: string;

  @Prop()
  toTime?: string;

  @Prop()
  reason?: string;

  @Prop({ type: String, enum: OPERATION_STATUSES, required: true, index: true })
  status: OperationStatus;

  /** The plan was made: `items` lists the bookings (a cancel makes it once the time is closed). */
  @Prop({ default: false })
  planned: boolean;

  /** A move holds seats at its target for every booking of the plan. */
  @Prop({ default: false })
  claimed: boolean;

  @Prop({ type: [OperationItemSchema], default: [] })
  items: OperationItem[];

  /** Why a move was refused. */
  @Prop()
  refusal?: string;

  @Prop()
  finishedAt?: Date;

  createdAt: Date;
  updatedAt: Date;
}

export type TourTimeOperationDocument = HydratedDocument<TourTimeOperation>;
export const TourTimeOperationSchema = SchemaFactory.createForClass(TourTimeOperation);
