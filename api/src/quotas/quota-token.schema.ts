import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * One unit of a bounded quota: `_id` is `<scope>|<n>`, n below the quota's cap (see QuotaTokens). Taking a
 * unit is inserting its token, the one write that is atomic on FerretDB as on MongoDB: of two requests after
 * the same last unit, exactly one gets it, on any instance. Quotas: an address's mails in one UTC hour, and
 * the places unconfirmed holds may take per client, per address and per tour time.
 */
@Schema({ collection: 'quota_tokens', versionKey: false })
export class QuotaToken {
  @Prop({ type: String, required: true })
  _id: string;

  /** When the token may go whatever it counts for: two hours after this, the hourly removal drops it. */
  @Prop({ required: true })
  at: Date;

  /** Whose unit it is (a hold's booking): only its holder gives it back. */
  @Prop({ type: Types.ObjectId })
  holder?: Types.ObjectId;

  /** A hold's unit stops counting when the hold lapses, given back or not. */
  @Prop()
  expiresAt?: Date;
}

export const QuotaTokenSchema = SchemaFactory.createForClass(QuotaToken);
// The removal of tokens past their use.
QuotaTokenSchema.index({ at: 1 });
