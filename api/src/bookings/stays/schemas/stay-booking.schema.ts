import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';
import { BookingRecord } from '../../shared/schemas/booking-record.schema';
import { NEWEST_FIRST } from '../../../common/pagination/paginate';

@Schema({ timestamps: true, collection: 'stay_bookings', versionKey: false })
export class StayBooking extends BookingRecord {
  @Prop({ type: Types.ObjectId, required: true })
  offerId: Types.ObjectId;

  /** Copies of what was booked: the list and the mails stay readable after the offer is deleted. */
  @Prop({ required: true })
  offerTitle: string;

  @Prop({ required: true })
  offerPrice: number;

  /** 'YYYY-MM-DD' */
  @Prop({ required: true })
  checkIn: string;

  /** 'YYYY-MM-DD' */
  @Prop({ required: true })
  checkOut: string;

  @Prop({ required: true })
  nights: number;

  @Prop({ required: true })
  guests: number;

  @Prop({ required: true })
  pricePerNight: number;

  @Prop({ required: true })
  totalCost: number;

  @Prop({ required: true })
  costPerPerson: number;
}

export type StayBookingDocument = HydratedDocument<StayBooking>;
export const StayBookingSchema = SchemaFactory.createForClass(StayBooking);
// Lists and the sitemap read newest first (see common/pagination): the order of this index.
StayBookingSchema.index(NEWEST_FIRST);
// An apartment's stays (the admin's filter by apartment and check-in).
StayBookingSchema.index({ offerId: 1, checkIn: 1 });
// The admin's filter by check-in alone.
StayBookingSchema.index({ checkIn: 1 });
// The sweep's lapsed holds.
StayBookingSchema.index({ status: 1, holdExpiresAt: 1 });
// The bookings changed lately, checked against their rows by day (BookingDaysSync.reconcile).
StayBookingSchema.index({ updatedAt: 1 });
