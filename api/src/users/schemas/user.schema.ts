import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';
import { Role, ROLES } from '../../common/auth/auth-user';
import { NEWEST_FIRST } from '../../common/pagination/paginate';
import { LangProp } from '../../common/i18n/lang-prop';
import type { Lang } from '../../common/i18n/languages';

@Schema({ timestamps: true, collection: 'users' })
export class User {
  @Prop({ required: true, trim: true })
  username: string;

  /** Stored lower-cased so the unique index is case-insensitive without collation (FerretDB has none). */
  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  email: string;

  /**
   * The address as it looks (confusableSkeleton): one account per look. Sparse, as accounts made before it
   * have none (their addresses are plain ASCII, their own skeleton, and found by `email`).
   */
  @Prop({ type: String, unique: true, sparse: true })
  emailKey?: string;

  @Prop({ required: true, select: false })
  passwordHash: string;

  @Prop({ type: String, enum: ROLES, default: 'user' })
  role: Role;

  @Prop({ default: false })
  emailVerified: boolean;

  /** The language it was registered in: every mail to it is written in it (see LangProp). */
  @LangProp()
  lang?: Lang;

  /** Stamped into every token; raising it (password reset, role change) revokes all earlier tokens. */
  @Prop({ default: 0 })
  tokenVersion: number;

  /** What last raised tokenVersion, so a browser signed out by it is told why (a "token" field: kept out of the audit trail). */
  @Prop({ type: String, enum: ['password', 'role'], default: null })
  tokenRevokedBy: 'password' | 'role' | null;

  /** Set by each successful sign-in: what "Active Users" lists. */
  @Prop({ type: Date, default: null })
  lastSignInAt: Date | null;

  createdAt: Date;
  updatedAt: Date;
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);
// Lists and the sitemap read newest first (see common/pagination): the order of this index.
UserSchema.index(NEWEST_FIRST);
// The admin's active accounts, most recent sign-in first.
UserSchema.index({ lastSignInAt: -1, _id: -1 });
// The last-admin check counts the admins when one is demoted.
UserSchema.index({ role: 1 });
