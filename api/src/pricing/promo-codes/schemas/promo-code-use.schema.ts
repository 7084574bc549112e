import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';

/**
 * One claimed use of a promo code. Its `_id` is deterministic, so two bookings can never hold the same use:
 * `<codeId>:<n>` for the code's n-th use (n < maxUses), `<codeId>:b:<bookingId>` for a code without a limit,
 * and `<codeId>:e:<email>:<m>` for the m-th use by one address (m < maxUsesPerEmail). A use is inserted as
 * the booking is made and deleted when the booking lets go of it (cancelled, expired, deleted).
 */
@Schema({ collection: 'promo_code_uses', versionKey: false })
export class PromoCodeUse {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: Types.ObjectId, required: true })
  codeId: Types.ObjectId;

  /** 'code': a use of the code's total; 'email': of one address's share (listed with its code use). */
  @Prop({ type: String, enum: ['code', 'email'], required: true })
  scope: 'code' | 'email';

  @Prop({ type: Types.ObjectId, required: true })
  bookingId: Types.ObjectId;

  @Prop({ type: String, enum: ['tour', 'stay'], required: true })
  bookingKind: 'tour' | 'stay';

  /** The booking's reference, set once the booking is written. */
  @Prop()
  reference?: string;

  @Prop({ required: true })
  email: string;

  /** Minor units taken off. */
  @Prop({ required: true })
  discount: number;

  @Prop({ required: true })
  at: Date;
}

export type PromoCodeUseDocument = HydratedDocument<PromoCodeUse>;
export const PromoCodeUseSchema = SchemaFactory.createForClass(PromoCodeUse);
// The admin's uses of one code (an admin read, not on the booking path).
PromoCodeUseSchema.index({ codeId: 1, scope: 1, at: 1 });
