import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';

@Schema({ timestamps: true, collection: 'tour_bookings', versionKey: false })
export class TourBooking {
  @Prop({ required: true, unique: true })
  reference: string;

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

export type TourBookingDocument = HydratedDocument<TourBooking>;
export const TourBookingSchema = SchemaFactory.createForClass(TourBooking);
