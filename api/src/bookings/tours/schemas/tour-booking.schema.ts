import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';
import { BookingRecord } from '../../shared/schemas/booking-record.schema';

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

  @Prop({ default: false })
  extras: boolean;

  @Prop({ required: true })
  cost: number;
}

export type TourBookingDocument = HydratedDocument<TourBooking>;
export const TourBookingSchema = SchemaFactory.createForClass(TourBooking);
