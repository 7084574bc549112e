import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

export type TokenPurpose = 'verify-email' | 'reset-password';

/** A one-time link token; only its SHA-256 is stored, so a database leak does not leak live links. */
@Schema({ collection: 'auth_tokens' })
export class AuthToken {
  @Prop({ type: Types.ObjectId, required: true, index: true })
  userId: Types.ObjectId;

  // swc (tests) and tsc (build) disagree on the design type of a union: name it explicitly.
  @Prop({ type: String, required: true })
  purpose: TokenPurpose;

  @Prop({ required: true, unique: true })
  tokenHash: string;

  @Prop({ required: true })
  expiresAt: Date;
}

export const AuthTokenSchema = SchemaFactory.createForClass(AuthToken);
