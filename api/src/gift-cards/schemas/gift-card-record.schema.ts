import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** What a booking records of the gift card that paid part of it: enough to give the amount back. */
@Schema({ _id: false, versionKey: false })
export class GiftCardRecord {
  @Prop({ type: Types.ObjectId, required: true })
  cardId: Types.ObjectId;

  /** The card's last four characters, for people (the code itself is the card's secret). */
  @Prop({ required: true })
  last4: string;

  /** Minor units redeemed. */
  @Prop({ required: true })
  amount: number;

  /** The redeem entry's `_id` in the card's ledger. */
  @Prop({ required: true })
  entryId: string;
}
export const GiftCardRecordSchema = SchemaFactory.createForClass(GiftCardRecord);
