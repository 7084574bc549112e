import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MessageWithDataResponse,
  PagedResponse,
  type MessageWithData,
  type Page,
} from '../../common/responses/envelopes';
import {
  OUTBOX_STATUSES,
  OutboxMailDocument,
  type OutboxStatus,
} from '../schemas/outbox-mail.schema';

/** A queued mail as the admin sees it: who, what, how it went; never the body (it may carry links). */
export class OutboxMailView {
  @ApiProperty({ type: String })
  _id: string;

  @ApiProperty({ type: String, description: 'The kind of mail, e.g. booking-held, verify-email' })
  kind: string;

  @ApiProperty({ type: String })
  to: string;

  @ApiProperty({ type: String })
  subject: string;

  @ApiProperty({ enum: OUTBOX_STATUSES, enumName: 'OutboxStatus' })
  status: OutboxStatus;

  @ApiProperty({ type: Boolean, description: 'Sent whatever the recipient budget' })
  essential: boolean;

  @ApiProperty({ type: Number, description: 'Attempts made, over the whole life of the mail' })
  attempts: number;

  @ApiPropertyOptional({ type: String })
  lastError?: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiPropertyOptional({ type: String, format: 'date-time' })
  lastAttemptAt?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'When a pending mail is tried next',
  })
  nextAttemptAt?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time' })
  sentAt?: string;

  static of(mail: OutboxMailDocument): OutboxMailView {
    return {
      _id: String(mail._id),
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      status: mail.status,
      essential: mail.essential,
      attempts: mail.attempts,
      ...(mail.lastError ? { lastError: mail.lastError } : {}),
      createdAt: mail.createdAt.toISOString(),
      ...(mail.lastAttemptAt ? { lastAttemptAt: mail.lastAttemptAt.toISOString() } : {}),
      ...(mail.status === 'pending' ? { nextAttemptAt: mail.nextAttemptAt.toISOString() } : {}),
      ...(mail.sentAt ? { sentAt: mail.sentAt.toISOString() } : {}),
    };
  }
}

export const OutboxMailPage = PagedResponse('OutboxMailPage', OutboxMailView);
export type OutboxMailPage = Page<OutboxMailView>;

export const OutboxMailResent = MessageWithDataResponse('OutboxMailResent', OutboxMailView);
export type OutboxMailResent = MessageWithData<OutboxMailView>;
