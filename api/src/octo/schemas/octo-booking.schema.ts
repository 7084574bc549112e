import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';

/** The guest's contact as the reseller sent it (OCTO's contact fields). */
export class OctoContact {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  phoneNumber?: string | null;
  locales?: string[];
  postalCode?: string | null;
  country?: string | null;
  notes?: string | null;
}

/** One unit (a person of a category) of an OCTO booking. */
export interface OctoUnitItem {
  uuid: string;
  unitId: string;
  resellerReference?: string;
}

/**
 * What OCTO says about a booking beyond the tour booking it is (tour_bookings): its uuid, as the `_id`, so
 * that a reseller's reads and a uuid sent twice are a read and an insert by `_id` (the one write FerretDB
 * makes exclusive); the reseller; its unit items, references and contact. Inserted before the booking is
 * made (`bookingId` set once it is), removed again when the booking could not be made.
 */
@Schema({ timestamps: true, collection: 'octo_bookings', versionKey: false })
export class OctoBooking {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: Types.ObjectId, required: true })
  resellerId: Types.ObjectId;

  /** The tour booking; absent for a moment while it is being made. */
  @Prop({ type: Types.ObjectId })
  bookingId?: Types.ObjectId;

  @Prop({ required: true })
  productId: string;

  @Prop({ required: true })
  optionId: string;

  @Prop({ required: true })
  availabilityId: string;

  @Prop({ type: [{ _id: false, uuid: String, unitId: String, resellerReference: String }] })
  unitItems: OctoUnitItem[];

  @Prop()
  resellerReference?: string;

  @Prop()
  notes?: string;

  @Prop({ type: Object })
  contact?: OctoContact;

  @Prop()
  confirmedAt?: Date;

  /** Why the reseller cancelled it, when it said. */
  @Prop()
  cancelReason?: string;

  createdAt: Date;
  updatedAt: Date;
}

export type OctoBookingDocument = HydratedDocument<OctoBooking>;
export const OctoBookingSchema = SchemaFactory.createForClass(OctoBooking);
// A booking's OCTO side by the booking (a search by our reference), and a reseller's, newest first.
OctoBookingSchema.index({ bookingId: 1 });
OctoBookingSchema.index({ resellerId: 1, createdAt: -1 });
