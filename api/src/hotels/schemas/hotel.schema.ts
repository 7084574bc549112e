import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';
import { NEWEST_FIRST } from '../../common/pagination/paginate';
import type { Translations } from '../../catalog/translations';

@Schema({ timestamps: true, collection: 'hotels', versionKey: false })
export class Hotel {
  @Prop({ required: true, trim: true, maxlength: 100 })
  hotelName: string;

  @Prop({ required: true, trim: true, maxlength: 100 })
  location: string;

  @Prop({ required: true, min: 0 })
  pricePerNight: number;

  @Prop({ type: String, trim: true, maxlength: 500, default: '' })
  description: string;

  @Prop({ type: String, trim: true })
  affiliateLink?: string;

  /** A list in the spec: the first one is the hotel's picture in lists. */
  @Prop({ type: [String], default: [] })
  image: string[];

  @Prop({ type: [String], default: [] })
  gallery: string[];

  /** The texts of HOTEL_TEXTS per language (catalog/translations.ts); absent: English only. */
  @Prop({ type: Object, default: undefined })
  translations?: Translations;

  createdAt: Date;
  updatedAt: Date;
}

export type HotelDocument = HydratedDocument<Hotel>;
export const HotelSchema = SchemaFactory.createForClass(Hotel);
// Lists and the sitemap read newest first (see common/pagination): the order of this index.
HotelSchema.index(NEWEST_FIRST);
// Search's price bounds.
HotelSchema.index({ pricePerNight: 1 });
