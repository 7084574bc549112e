import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';

export const PROMO_KINDS = ['percent', 'amount'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** A promo code an admin defines. Its uses are claims in `promo_code_uses` (PromoCodeUse), never a counter. */
@Schema({ timestamps: true, collection: 'promo_codes', versionKey: false })
export class PromoCode {
  /** As the admin wrote it (shown in lists and mails). */
  @Prop({ required: true, trim: true })
  code: string;

  /** Upper-cased: what a visitor's code is matched against (codes are case-insensitive). */
  @Prop({ required: true, unique: true })
  codeKey: string;

  @Prop({ type: String, enum: PROMO_KINDS, required: true })
  kind: PromoKind;

  /** A percentage (1 to 100) or currency units off (at most two decimals). */
  @Prop({ required: true })
  value: number;

  @Prop()
  validFrom?: Date;

  @Prop()
  validUntil?: Date;

  /** Uses in total; absent: unlimited. */
  @Prop()
  maxUses?: number;

  /** Uses per email address; absent: unlimited. */
  @Prop()
  maxUsesPerEmail?: number;

  /** The least subtotal (currency units) it applies to; absent: any. */
  @Prop()
  minTotal?: number;

  /** The tours it applies to; with offerIds, both empty means every tour and stay. */
  @Prop({ type: [Types.ObjectId], default: [] })
  destinationIds: Types.ObjectId[];

  /** The stays (offers) it applies to. */
  @Prop({ type: [Types.ObjectId], default: [] })
  offerIds: Types.ObjectId[];

  @Prop({ default: true })
  active: boolean;

  createdAt: Date;
  updatedAt: Date;
}

export type PromoCodeDocument = HydratedDocument<PromoCode>;
export const PromoCodeSchema = SchemaFactory.createForClass(PromoCode);
// The admin's list, newest first (a handful of codes: never grows with bookings).
PromoCodeSchema.index({ createdAt: -1 });
