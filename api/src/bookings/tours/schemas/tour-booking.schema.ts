import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';
import { BookingRecord } from '../../shared/schemas/booking-record.schema';
import { NEWEST_FIRST } from '../../../common/pagination/paginate';
import { CHECK_IN_MARKS, CheckInMark } from '../check-in-status';

@Schema({ timestamps: true, collection: 'tour_bookings', versionKey: false })
export class TourBooking extends BookingRecord {
  @Prop({ type: Types.ObjectId, required: true })
  destinationId: Types.ObjectId;

  /** Copies of what was booked: the list and the mails stay readable after the destination is deleted. */
  @Prop({ required: true })
  destinationTitle: string;

  @Prop({ required: true })
  costPerPerson: number;

  /** 'YYYY-MM-DD' */
  @Prop({ required: true })
  date: string;

  /** 'HH:mm' */
  @Prop({ required: true })
  time: string;

  @Prop({ required: true })
  tickets: number;

  /** Whether any extra was chosen (the spec's checkbox); which ones is `extraKeys`. */
  @Prop({ default: false })
  extras: boolean;

  /** Those of `tickets` who take a seat, when fewer (an infant on a lap); absent: every ticket. */
  @Prop()
  seats?: number;

  /** A count per price category, for a tour with categories. */
  @Prop({ type: [{ _id: false, category: String, count: Number }], default: undefined })
  units?: { category: string; count: number }[];

  /** The keys of the extras chosen. */
  @Prop({ type: [String], default: undefined })
  extraKeys?: string[];

  @Prop({ required: true })
  cost: number;

  /** Whether the guest came on the day, as the guide marked it; absent until marked (`none`). */
  @Prop({ type: String, enum: CHECK_IN_MARKS })
  checkIn?: CheckInMark;

  /** When the check-in was last marked. */
  @Prop()
  checkedInAt?: Date;
}

/** The seats a tour booking takes at its time: its tickets but those who take none. */
export function seatsOf(booking: Pick<TourBooking, 'tickets' | 'seats'>): number {
  return booking.seats ?? booking.tickets;
}

export type TourBookingDocument = HydratedDocument<TourBooking>;
export const TourBookingSchema = SchemaFactory.createForClass(TourBooking);
// Lists and the sitemap read newest first (see common/pagination): the order of this index.
TourBookingSchema.index(NEWEST_FIRST);
// A tour time's bookings (seats, holds, the admin's filter by tour and dates).
TourBookingSchema.index({ destinationId: 1, date: 1, time: 1 });
// The admin's filter by tour dates alone.
TourBookingSchema.index({ date: 1 });
// The sweep's lapsed holds.
TourBookingSchema.index({ status: 1, holdExpiresAt: 1 });
// The bookings changed lately, checked against their rows by day (BookingDaysSync.reconcile).
TourBookingSchema.index({ updatedAt: 1 });
