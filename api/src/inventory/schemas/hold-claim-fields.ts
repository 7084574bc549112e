import { Prop } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';

/** What a seat claim and a night claim both carry of the hold they belong to (see claims.ts). */
export abstract class HoldClaimFields {
  @Prop({ required: true })
  claimedAt: Date;

  /** Set on a hold's claims: when the hold lapses, unless confirmed (see claims.ts). */
  @Prop()
  expiresAt?: Date;
}

/** The index of those fields: the expiry sweep's by lapse. */
export function indexHoldClaimFields(schema: MongooseSchema): void {
  // The expiry sweep: holds whose claims have lapsed (claims.ts lapsedHolders).
  schema.index({ expiresAt: 1 }, { sparse: true });
}
