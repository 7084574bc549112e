import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** One night of a stay offer held by one booking; the unique (offerId, night) index prevents overlaps. */
@Schema({ collection: 'night_claims', versionKey: false })
export class NightClaim {
  @Prop({ type: Types.ObjectId, required: true })
  offerId: Types.ObjectId;

  /** The date the night starts, 'YYYY-MM-DD'. */
  @Prop({ required: true })
  night: string;

  @Prop({ type: Types.ObjectId, required: true, index: true })
  bookingId: Types.ObjectId;

  @Prop({ required: true })
  claimedAt: Date;

  /** Set on a hold's claims: when the hold lapses, unless confirmed (see claims.ts). */
  @Prop()
  expiresAt?: Date;

  /** A hold's claims: whose hold it is, for the hold limits (see hold-claims.ts). */
  @Prop()
  clientKey?: string;

  @Prop()
  email?: string;

  @Prop()
  ownerPaying?: boolean;
}

export const NightClaimSchema = SchemaFactory.createForClass(NightClaim);
NightClaimSchema.index({ offerId: 1, night: 1 }, { unique: true });
// The archive's sweep of past nights.
NightClaimSchema.index({ night: 1 });
// The hold limits: a client's and an address's running holds (hold-claims.ts).
NightClaimSchema.index({ clientKey: 1 }, { sparse: true });
NightClaimSchema.index({ email: 1 }, { sparse: true });
// The expiry sweep: holds whose claims have lapsed (claims.ts lapsedHolders).
NightClaimSchema.index({ expiresAt: 1 }, { sparse: true });
