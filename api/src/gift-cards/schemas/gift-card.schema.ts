import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';
import { LangProp } from '../../common/i18n/lang-prop';
import type { Lang } from '../../common/i18n/languages';

export const GIFT_CARD_SOURCES = ['purchase', 'admin'] as const;
export type GiftCardSource = (typeof GIFT_CARD_SOURCES)[number];

/**
 * A gift card as issued. What it is worth now is never stored here: it is the sum of its ledger entries
 * (GiftCardEntry), so no write ever overwrites a balance. A card bought on the site takes its order's `_id`,
 * so two deliveries of the paid event can only issue it once.
 */
@Schema({ collection: 'gift_cards', versionKey: false })
export class GiftCard {
  /** Normalized (see gift-card-code.ts): 16 upper-case characters, no dashes. */
  @Prop({ required: true, unique: true })
  code: string;

  /** Minor units, as issued. */
  @Prop({ required: true })
  amount: number;

  @Prop({ required: true })
  currency: string;

  @Prop({ required: true })
  expiresAt: Date;

  /** Who the code was mailed to. */
  @Prop({ required: true })
  recipientEmail: string;

  @Prop()
  buyerEmail?: string;

  @Prop()
  message?: string;

  /** The language it was bought or issued in: every mail to it is written in it (see LangProp). */
  @LangProp()
  lang?: Lang;

  @Prop({ type: String, enum: GIFT_CARD_SOURCES, required: true })
  source: GiftCardSource;

  /** The purchase's reference (GC-...), for a card bought on the site. */
  @Prop()
  orderReference?: string;

  @Prop({ required: true })
  createdAt: Date;
}

export type GiftCardDocument = HydratedDocument<GiftCard>;
export const GiftCardSchema = SchemaFactory.createForClass(GiftCard);
// The admin's list, newest first.
GiftCardSchema.index({ createdAt: -1 });
