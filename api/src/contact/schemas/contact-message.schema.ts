import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, SchemaTypes } from 'mongoose';
import { NEWEST_FIRST } from '../../common/pagination/paginate';

export interface GeoPoint {
  lat: number;
  lng: number;
}

@Schema({ timestamps: true, collection: 'contact_messages', versionKey: false })
export class ContactMessage {
  @Prop({ required: true })
  name: string;

  @Prop({ required: true })
  email: string;

  /** E.164, e.g. +12025550123 */
  @Prop({ required: true })
  phone: string;

  @Prop({ required: true })
  message: string;

  /** Free text or the visitor's map position. */
  @Prop({ type: SchemaTypes.Mixed })
  location?: string | GeoPoint;

  createdAt: Date;
  updatedAt: Date;
}

export type ContactMessageDocument = HydratedDocument<ContactMessage>;
export const ContactMessageSchema = SchemaFactory.createForClass(ContactMessage);
// Lists and the sitemap read newest first (see common/pagination): the order of this index.
ContactMessageSchema.index(NEWEST_FIRST);
