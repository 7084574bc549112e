import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Page, PagedResponse } from '../../common/responses/envelopes';
import { AuditFields } from '../audit-diff';
import {
  ACTOR_TYPES,
  ActorType,
  AUDIT_ACTIONS,
  AUDIT_KINDS,
  AuditAction,
  AuditKind,
} from '../audit-kinds';
import { AuditEntryDocument } from '../schemas/audit-entry.schema';

const CHANGED_FIELDS = {
  type: 'object',
  additionalProperties: true,
  nullable: true,
  description:
    'The changed fields (a creation: every field after; a deletion: every field before), secrets left out',
} as const;

@ApiSchema({ name: 'AuditActor' })
export class AuditActorView {
  @ApiProperty({ type: String, nullable: true, description: 'The account id; null for no account' })
  id: string | null;
  @ApiProperty({ type: String, nullable: true })
  email: string | null;
  @ApiProperty({
    enum: ACTOR_TYPES,
    enumName: 'AuditActorType',
    description:
      'An account (admin, guide, user), or with id and email null: visitor, webhook, sweep, system',
  })
  type: ActorType;
}

@ApiSchema({ name: 'AuditEntry' })
export class AuditEntryView {
  @ApiProperty({ type: String })
  _id: string;
  @ApiProperty({ type: String, format: 'date-time' })
  at: Date;
  @ApiProperty({ type: AuditActorView })
  actor: AuditActorView;
  @ApiProperty({
    enum: AUDIT_ACTIONS,
    enumName: 'AuditAction',
    description: 'What happened: a write (created, updated, deleted) or a booking event',
  })
  action: AuditAction;
  @ApiProperty({
    enum: AUDIT_KINDS,
    enumName: 'AuditKind',
    description: 'What kind of record changed',
  })
  kind: AuditKind;
  @ApiProperty({ type: String, description: "The record's id" })
  record: string;
  @ApiProperty(CHANGED_FIELDS)
  before: AuditFields | null;
  @ApiProperty(CHANGED_FIELDS)
  after: AuditFields | null;

  static of(doc: AuditEntryDocument): AuditEntryView {
    return {
      _id: doc._id.toString(),
      at: doc.at,
      actor: { id: doc.actor.id, email: doc.actor.email, type: doc.actor.type },
      action: doc.action,
      kind: doc.kind,
      record: doc.record,
      before: doc.before ?? null,
      after: doc.after ?? null,
    };
  }
}

export const AuditEntryPage = PagedResponse('AuditEntryPage', AuditEntryView);
export type AuditEntryPage = Page<AuditEntryView>;
