import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';
import { NEWEST_FIRST } from '../../common/pagination/paginate';
import { UTC } from '../../common/time-zones/zoned-time';
import type { Translations } from '../../catalog/translations';

/** Field names (odd casing included) are the spec's, so clients written against it work unchanged. */
@Schema({ timestamps: true, collection: 'offers', versionKey: false })
export class Offer {
  @Prop({ required: true, trim: true, maxlength: 100 })
  title: string;

  @Prop({ required: true, trim: true, maxlength: 100 })
  Hotel: string;

  @Prop({ required: true, trim: true, maxlength: 100 })
  Location: string;

  @Prop({ required: true, trim: true, maxlength: 100 })
  RoomType: string;

  /** Percent, 0..100. */
  @Prop({ required: true, min: 0, max: 100 })
  Discount: number;

  /** Per guest and night. */
  @Prop({ required: true, min: 0 })
  Price: number;

  @Prop({ required: true, trim: true, maxlength: 100 })
  TrendingOffers: string;

  @Prop({ required: true, trim: true, maxlength: 500 })
  description: string;

  @Prop({ type: [String], default: [] })
  features: string[];

  @Prop({ required: true })
  Image: string;

  @Prop({ type: [String], default: [] })
  gallary: string[];

  /** The texts of OFFER_TEXTS per language (catalog/translations.ts); absent: English only. */
  @Prop({ type: Object, default: undefined })
  translations?: Translations;

  /**
   * The IANA zone its stays check in and out in (check-in at 00:00 there). Records stored before zones
   * existed meant UTC (the start-up migration writes it; see common/time-zones).
   */
  @Prop({ type: String, required: true, default: UTC })
  timeZone: string;

  createdAt: Date;
  updatedAt: Date;
}

export type OfferDocument = HydratedDocument<Offer>;
export const OfferSchema = SchemaFactory.createForClass(Offer);
// Lists and the sitemap read newest first (see common/pagination): the order of this index.
OfferSchema.index(NEWEST_FIRST);
// Search's price bounds.
OfferSchema.index({ Price: 1 });
