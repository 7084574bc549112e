import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';
import { LangProp } from '../../common/i18n/lang-prop';
import type { Lang } from '../../common/i18n/languages';

export const ORDER_STATES = ['pending', 'paid', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * A gift card being bought: what the visitor asked for, and the Checkout Session paying it. No card and no
 * code exist until Stripe's signed webhook says the session was paid; the card then takes this `_id`.
 */
@Schema({ collection: 'gift_card_orders', versionKey: false })
export class GiftCardOrder {
  /** GC-..., the session's client_reference_id. */
  @Prop({ required: true, unique: true })
  reference: string;

  /** Minor units. */
  @Prop({ required: true })
  amount: number;

  @Prop({ required: true })
  currency: string;

  @Prop({ required: true })
  buyerEmail: string;

  @Prop()
  recipientEmail?: string;

  @Prop()
  message?: string;

  /** The language it was bought or issued in: every mail to it is written in it (see LangProp). */
  @LangProp()
  lang?: Lang;

  @Prop()
  sessionId?: string;

  @Prop({ type: String, enum: ORDER_STATES, required: true })
  state: OrderState;

  @Prop()
  paymentIntentId?: string;

  @Prop({ required: true })
  createdAt: Date;
}

export type GiftCardOrderDocument = HydratedDocument<GiftCardOrder>;
export const GiftCardOrderSchema = SchemaFactory.createForClass(GiftCardOrder);
