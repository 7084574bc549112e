import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

export const ENTRY_KINDS = ['issue', 'redeem', 'release', 'refund', 'void'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/**
 * One transaction of a gift card's ledger, insert-only; the balance is the sum of `amount`s. The `_id` is what
 * keeps a card from being overspent on a database whose conditional updates are a read then a write:
 * - `<cardId>:<seq>` for what takes from the balance or must be ordered with it (issue is 0, then each redeem
 *   and the void): a redeem reads the ledger, checks the balance and inserts the next `seq`; a concurrent
 *   redeem that read the same ledger tries the same `_id`, is refused as a duplicate and reads again.
 * - `<cardId>:back:<bookingId>` for what a booking gives back (released with its hold, refunded when it is
 *   cancelled): at most once per booking, and it only adds, so it needs no place in the sequence.
 */
@Schema({ collection: 'gift_card_entries', versionKey: false })
export class GiftCardEntry {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: Types.ObjectId, required: true })
  cardId: Types.ObjectId;

  /** The place in the sequence; absent on what a booking gives back. */
  @Prop()
  seq?: number;

  @Prop({ type: String, enum: ENTRY_KINDS, required: true })
  kind: EntryKind;

  /** Minor units, signed: issue, release and refund add, redeem and void take. */
  @Prop({ required: true })
  amount: number;

  @Prop({ type: Types.ObjectId })
  bookingId?: Types.ObjectId;

  @Prop()
  bookingReference?: string;

  @Prop({ required: true })
  at: Date;
}

export const GiftCardEntrySchema = SchemaFactory.createForClass(GiftCardEntry);
// A card's ledger (read on every redeem and by the admin).
GiftCardEntrySchema.index({ cardId: 1, at: 1 });
