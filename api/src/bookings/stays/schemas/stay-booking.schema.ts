import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';
import { BookingRecord } from '../../shared/schemas/booking-record.schema';

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
