import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';

/** A company that sells the operator's tours through the OCTO API (see octo/). */
@Schema({ timestamps: true, collection: 'resellers', versionKey: false })
export class Reseller {
  @Prop({ required: true })
  name: string;

  /** Whom the operator writes to about the reseller's sales. */
  @Prop({ required: true })
  email: string;

  /** Turned off: every key of the reseller is refused (403), its bookings stay as they are. */
  @Prop({ required: true, default: true })
  active: boolean;

  createdAt: Date;
  updatedAt: Date;
}

export type ResellerDocument = HydratedDocument<Reseller>;
export const ResellerSchema = SchemaFactory.createForClass(Reseller);
// The admin's list, newest first.
ResellerSchema.index({ createdAt: -1, _id: -1 });

/**
 * One API key of a reseller. The key itself is shown once, when issued; only its SHA-256 is stored, as the
 * document's `_id`, so a request's key is found by `_id` (the one read FerretDB answers without a scan).
 */
@Schema({ timestamps: true, collection: 'reseller_keys', versionKey: false })
export class ResellerKey {
  /** SHA-256 (hex) of the key. */
  @Prop({ type: String, required: true })
  _id: string;

  /** The id the admin revokes it by (not the hash: that never leaves the API). */
  @Prop({ required: true, unique: true })
  keyId: string;

  @Prop({ type: Types.ObjectId, required: true })
  resellerId: Types.ObjectId;

  /** The key's first characters, so that an admin can tell keys apart. */
  @Prop({ required: true })
  prefix: string;

  @Prop()
  revokedAt?: Date;

  createdAt: Date;
}

export type ResellerKeyDocument = HydratedDocument<ResellerKey>;
export const ResellerKeySchema = SchemaFactory.createForClass(ResellerKey);
// A reseller's keys, and all keys, oldest first (the admin's list).
ResellerKeySchema.index({ resellerId: 1, createdAt: 1 });
ResellerKeySchema.index({ createdAt: 1 });
