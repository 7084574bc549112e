import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { HoldClaimFields, indexHoldClaimFields } from './hold-claim-fields';

/** One night of a stay offer held by one booking; the unique (offerId, night) index prevents overlaps. */
@Schema({ collection: 'night_claims', versionKey: false })
export class NightClaim extends HoldClaimFields {
  @Prop({ type: Types.ObjectId, required: true })
  offerId: Types.ObjectId;

  /** The date the night starts, 'YYYY-MM-DD'. */
  @Prop({ required: true })
  night: string;

  @Prop({ type: Types.ObjectId, required: true, index: true })
  bookingId: Types.ObjectId;
}

export const NightClaimSchema = SchemaFactory.createForClass(NightClaim);
NightClaimSchema.index({ offerId: 1, night: 1 }, { unique: true });
// The archive's sweep of past nights.
NightClaimSchema.index({ night: 1 });
indexHoldClaimFields(NightClaimSchema);
