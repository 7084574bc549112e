import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';

@Schema({ timestamps: true, collection: 'stay_bookings', versionKey: false })
export class StayBooking {
  @Prop({ required: true, unique: true })
  reference: string;

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

  @Prop({ required: true })
  name: string;

  /** Lower-cased: "my bookings" matches it against the account's email. */
  @Prop({ required: true, index: true })
  email: string;

  /** UTC creation date 'YYYY-MM-DD': the stats group by it (FerretDB has no $dateToString). */
  @Prop({ required: true, index: true })
  day: string;

  createdAt: Date;
  updatedAt: Date;
}

export type StayBookingDocument = HydratedDocument<StayBooking>;
export const StayBookingSchema = SchemaFactory.createForClass(StayBooking);
