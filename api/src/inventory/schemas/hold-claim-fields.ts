import { Prop } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';

/** What a seat claim and a night claim both carry of the hold they belong to (see claims.ts, hold-claims.ts). */
export abstract class HoldClaimFields {
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

/** The indexes of those fields: the hold limits' reads by client and address, the expiry sweep's by lapse. */
export function indexHoldClaimFields(schema: MongooseSchema): void {
  schema.index({ clientKey: 1 }, { sparse: true });
  schema.index({ email: 1 }, { sparse: true });
  // The expiry sweep: holds whose claims have lapsed (claims.ts lapsedHolders).
  schema.index({ expiresAt: 1 }, { sparse: true });
}
