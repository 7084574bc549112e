import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

/**
 * A mail's life in the outbox: `pending` until a worker delivers it (`sent`) or gives up after the allowed
 * attempts (`failed`); `skipped` when the recipient's hourly budget was spent and the mail was not essential.
 * An admin's resend puts a failed or skipped mail back to `pending` with a fresh run of attempts.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** An attempt claimed inside its mail (see OutboxMail.claimed). */
@Schema({ _id: false, versionKey: false })
export class ClaimedAttempt {
  @Prop({ required: true })
  attempt: number;

  @Prop({ required: true })
  at: Date;

  /** The instance that claimed it. */
  @Prop({ required: true })
  worker: string;
}
const ClaimedAttemptSchema = SchemaFactory.createForClass(ClaimedAttempt);

@Schema({
  collection: 'outbox',
  versionKey: false,
  timestamps: { createdAt: true, updatedAt: false },
})
export class OutboxMail {
  /**
   * What the mail is about, e.g. `booking:TB-7K3Q9X:held` or `verify-email:<user id>:<link>`. Unique: the
   * insert of a second mail for the same event (a retried request, a second instance, two racing writes)
   * fails on this index, which FerretDB enforces atomically too, so each event is mailed once.
   */
  @Prop({ required: true, unique: true })
  key: string;

  /** The kind of mail (`booking-held`, `verify-email`, ...), for the admin's list and the logs. */
  @Prop({ required: true })
  kind: string;

  @Prop({ required: true })
  to: string;

  /** `to` trimmed and lower-cased: the recipient budget counts by it. */
  @Prop({ required: true })
  recipient: string;

  @Prop({ required: true })
  subject: string;

  /** The language the mail is written in (en, de, es); mails from before languages: absent, English. */
  @Prop()
  lang?: string;

  /**
   * The rendered bodies. They may carry one-time links (verification, manage tokens), so they are dropped
   * once the mail is sent: the database never keeps a usable link longer than it needs to.
   */
  @Prop()
  text?: string;

  @Prop()
  html?: string;

  /** Sent whatever the recipient's budget (see SendOptions.essential). */
  @Prop({ required: true, default: false })
  essential: boolean;

  @Prop({ type: String, enum: OUTBOX_STATUSES, required: true })
  status: OutboxStatus;

  /**
   * Attempts made over the mail's whole life, never lowered: each attempt is claimed by inserting the lease
   * `<id>#<attempts>`, so a number once used can never be claimed again (see outbox-worker.service.ts).
   */
  @Prop({ required: true, default: 0 })
  attempts: number;

  /** `attempts` when an admin last resent the mail: the run of attempts allowed counts from there. */
  @Prop({ required: true, default: 0 })
  attemptsBefore: number;

  /** When a pending mail is due next (now at first, later after each failure's backoff). */
  @Prop({ required: true })
  nextAttemptAt: Date;

  @Prop()
  lastError?: string;

  @Prop()
  lastAttemptAt?: Date;

  @Prop()
  sentAt?: Date;

  /**
   * The attempt its writer claimed by writing the mail (attempt 0, by the instance that queued it and sends
   * it at once): the lease `<id>#<attempt>` held inside the mail, so queueing a mail is one insert, not an
   * insert and a lease. Any other attempt (a retry, a pass taking a mail up) is claimed in `outbox_leases`.
   */
  @Prop({ type: ClaimedAttemptSchema })
  claimed?: ClaimedAttempt;

  createdAt: Date;
}

export type OutboxMailDocument = HydratedDocument<OutboxMail>;
export const OutboxMailSchema = SchemaFactory.createForClass(OutboxMail);
// The worker's query: due pending mails, oldest first.
OutboxMailSchema.index({ status: 1, nextAttemptAt: 1 });
// The recipient budget: mails to one address in the last hour.
OutboxMailSchema.index({ recipient: 1, createdAt: -1 });
OutboxMailSchema.index({ createdAt: -1 });
