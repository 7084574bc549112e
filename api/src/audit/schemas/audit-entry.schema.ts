import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema } from 'mongoose';
import {
  AUDIT_ACTIONS,
  AUDIT_KINDS,
  ACTOR_TYPES,
  AuditAction,
  AuditKind,
  ActorType,
} from '../audit-kinds';
import { AuditFields } from '../audit-diff';

/** Who made a change: an account, or which unsigned source (see ActorType). */
@Schema({ _id: false, versionKey: false })
export class AuditActor {
  @Prop({ type: String, default: null })
  id: string | null;

  @Prop({ type: String, default: null })
  email: string | null;

  @Prop({ type: String, required: true, enum: ACTOR_TYPES })
  type: ActorType;
}
const AuditActorSchema = SchemaFactory.createForClass(AuditActor);

/**
 * One change, as it was made. Entries are only ever inserted: AuditService offers no update or delete,
 * and no route changes them. The TTL index on `at` (AUDIT_RETENTION_DAYS) is made by AuditService at
 * start, as its length is configuration.
 */
@Schema({ collection: 'audit_entries', versionKey: false })
export class AuditEntry {
  @Prop({ required: true })
  at: Date;

  @Prop({ type: AuditActorSchema, required: true })
  actor: AuditActor;

  @Prop({ type: String, required: true, enum: AUDIT_ACTIONS })
  action: AuditAction;

  @Prop({ type: String, required: true, enum: AUDIT_KINDS })
  kind: AuditKind;

  /** The changed record's id (the settings key for the guest limit). */
  @Prop({ required: true })
  record: string;

  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  before: AuditFields | null;

  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  after: AuditFields | null;
}

export type AuditEntryDocument = HydratedDocument<AuditEntry>;
export const AuditEntrySchema = SchemaFactory.createForClass(AuditEntry);
// The screens read newest first (time, then id), the whole trail or one record's, kind's or actor's.
AuditEntrySchema.index({ at: -1, _id: -1 });
AuditEntrySchema.index({ record: 1, at: -1, _id: -1 });
AuditEntrySchema.index({ kind: 1, at: -1, _id: -1 });
AuditEntrySchema.index({ 'actor.id': 1, at: -1, _id: -1 });
AuditEntrySchema.index({ 'actor.email': 1, at: -1, _id: -1 });
AuditEntrySchema.index({ 'actor.type': 1, at: -1, _id: -1 });
