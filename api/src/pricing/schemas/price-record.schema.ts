import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** One line of a booking's price, in minor units (see PriceLine in pricing.ts). */
@Schema({ _id: false, versionKey: false })
export class PriceLineRecord {
  @Prop({ type: String, enum: ['ticket', 'category', 'extra'], required: true })
  kind: 'ticket' | 'category' | 'extra';

  @Prop({ required: true })
  key: string;

  @Prop({ required: true })
  name: string;

  @Prop({ required: true })
  unitPrice: number;

  @Prop({ required: true })
  count: number;

  @Prop({ required: true })
  amount: number;
}
const PriceLineRecordSchema = SchemaFactory.createForClass(PriceLineRecord);

/** A booking's price as it was charged, in minor units: what refunds, revenue and mails read. */
@Schema({ _id: false, versionKey: false })
export class PriceRecord {
  @Prop({ required: true })
  currency: string;

  @Prop({ type: [PriceLineRecordSchema], default: [] })
  lines: PriceLineRecord[];

  @Prop({ required: true })
  subtotal: number;

  @Prop({ required: true })
  discount: number;

  /** Paid by gift card: 0 until gift cards are redeemed. */
  @Prop({ required: true, default: 0 })
  giftCard: number;

  @Prop({ required: true })
  total: number;
}
export const PriceRecordSchema = SchemaFactory.createForClass(PriceRecord);

/** The promo code a booking used: its discount rule (to reprice it) and the uses it holds (to release them). */
@Schema({ _id: false, versionKey: false })
export class PromoRecord {
  @Prop({ type: Types.ObjectId, required: true })
  codeId: Types.ObjectId;

  @Prop({ required: true })
  code: string;

  @Prop({ type: String, enum: ['percent', 'amount'], required: true })
  kind: 'percent' | 'amount';

  @Prop({ required: true })
  value: number;

  @Prop({ type: [String], default: [] })
  useIds: string[];
}
export const PromoRecordSchema = SchemaFactory.createForClass(PromoRecord);
