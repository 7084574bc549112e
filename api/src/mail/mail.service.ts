import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Mail } from './mail-transport';
import { OutboxWorker, QUEUED_GRACE_MS } from './outbox-worker.service';
import { OutboxMail, OutboxMailDocument } from './schemas/outbox-mail.schema';
import { InsertBatcher } from '../common/writes/insert-batcher';
import { driverCollection } from '../common/writes/driver-collection';
import { localizedLinks } from './templates/layout';
import { QuotaAsk, QuotaTokens } from '../quotas/quota-tokens.service';

export type { Mail };

/** How a mail is queued. */
export interface SendOptions {
  /**
   * The event the mail tells of, as `<kind>:<booking reference or account id>[:<what>]` (see `mailKey`).
   * One mail per key, ever: the outbox's unique index turns a second one (a retried request, a second
   * instance, two writes racing) into a no-op.
   */
  key: string;
  /**
   * The recipient caused the mail themselves and must read it (a booking they confirmed or paid, its
   * cancellation or refund, an offer of seats to a waitlist entry whose address they confirmed): it is sent
   * whatever the recipient's budget. A mail anyone could cause for any address (a held booking, a waitlist
   * entry not yet confirmed) is never essential: its sender takes its slot first (`reserveSlot`).
   */
  essential?: boolean;
  /**
   * The caller took this mail's budget slot beforehand (`reserveSlot` answered true), and refused its own
   * request had there been none: the mail is sent, never skipped, and takes no second slot.
   */
  slotReserved?: boolean;
}

/** The outbox key of a mail: its kind, then what it is about (a booking reference, an account id, ...). */
export function mailKey(kind: string, ...about: string[]): string {
  return [kind, ...about].join(':');
}

/**
 * Queues transactional mails in the outbox (collection `outbox`); each instance's OutboxWorker sends them
 * through SMTP_URL (or the log, without it) with retries. Callers queue right after the write that causes
 * the mail, from saved state, and await it: the mail is then as durable as the change. Queueing never
 * fails the caller's request: a database error here is logged, the change already stands.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  /** Every booking queues a mail: they go in group commits, not one commit each. */
  private readonly mailInserts: InsertBatcher<OutboxMail & { _id: Types.ObjectId }>;

  constructor(
    @InjectModel(OutboxMail.name) private readonly outbox: Model<OutboxMail>,
    private readonly quotas: QuotaTokens,
    private readonly worker: OutboxWorker,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.mailInserts = new InsertBatcher(() => driverCollection(outbox));
  }

  async send(written: Mail, options: SendOptions): Promise<void> {
    const mail = localizedLinks(written, this.config.webOrigins[0]);
    const recipient = mail.to.trim().toLowerCase();
    const essential = options.essential ?? false;
    try {
      // Bookings and accounts mail whatever address they are given: a budget per address, counted over the
      // outbox that every instance shares, keeps the site from being used to flood someone's mailbox.
      // Essential mails still count against it, so a flood of other mails behind them is held back.
      const withinBudget =
        options.slotReserved || (await this.withinBudget(recipient)) || essential;
      const now = new Date();
      const queued = await this.queue({
        _id: new Types.ObjectId(),
        key: options.key,
        kind: options.key.split(':', 1)[0] ?? options.key,
        to: mail.to,
        recipient,
        subject: mail.subject,
        ...(mail.lang && { lang: mail.lang }),
        text: mail.text,
        // Only when there is one: the driver would store an absent field as null, where mongoose left it out.
        ...(mail.html !== undefined && { html: mail.html }),
        essential,
        status: withinBudget ? 'pending' : 'skipped',
        attempts: 0,
        attemptsBefore: 0,
        // Sent by this instance now (sendQueued); the passes of every worker take it up only if that fails.
        nextAttemptAt: withinBudget ? new Date(now.getTime() + QUEUED_GRACE_MS) : now,
        createdAt: now,
        // Attempt 0 is this instance's, claimed by this very insert (no lease of its own to write).
        ...(withinBudget
          ? { claimed: { attempt: 0, at: now, worker: this.worker.id } }
          : { lastError: 'Skipped: too many mails to this address this hour' }),
      });
      if (!queued) return; // queued already by an earlier run of the same change
      if (!withinBudget) {
        this.logger.warn(
          { mail: { to: mail.to, subject: mail.subject, key: options.key } },
          'Mail skipped: too many to this address this hour',
        );
        return;
      }
      // This instance sends what it queued, from the document it wrote: no read of the outbox per mail.
      this.worker.sendQueued(queued);
    } catch (error) {
      this.logger.error(
        { mail: { to: mail.to, subject: mail.subject, key: options.key }, err: error },
        'Mail could not be queued',
      );
    }
  }

  /**
   * Inserts a mail with the others of the moment (one write); null when its key was queued before. Written as
   * the plain document built above, every field the schema requires or defaults included, then taken as a
   * model document for the worker: a new model document's casting and checks cost more than the write.
   */
  private async queue(
    mail: OutboxMail & { _id: Types.ObjectId },
  ): Promise<OutboxMailDocument | null> {
    const refused = await this.mailInserts.insert([mail]);
    return refused.size > 0 ? null : this.outbox.hydrate(mail);
  }

  /**
   * Takes one of the address's budget slots for a mail about to be caused (send it with `slotReserved`);
   * false when the address had all its mails this hour: the caller then refuses what would cause it, so a
   * mail the request depends on (a hold's confirmation link) is never silently dropped.
   */
  reserveSlot(to: string): Promise<boolean> {
    return this.withinBudget(to.trim().toLowerCase());
  }

  /**
   * An address's mail budget of the current UTC hour as a quota (QuotaTokens): one unit per mail. Units are
   * inserted, never counted, so requests racing for the last one cannot all win. The hour is a fixed one:
   * across its turn an address may get up to twice the budget within an hour, never more. A caller taking
   * other units at the same moment (a hold's) asks for this one with them, in one write.
   */
  budgetAsk(to: string, now = new Date()): QuotaAsk {
    return {
      scope: `mail|${to.trim().toLowerCase()}|${utcHour(now)}`,
      cap: this.config.mailsPerRecipientPerHour,
      count: 1,
    };
  }

  /** Takes one of the address's units of this hour (see budgetAsk); false when all are taken. */
  private async withinBudget(recipient: string): Promise<boolean> {
    return (await this.quotas.take([this.budgetAsk(recipient)])).ok;
  }

  /** A link into the site (the first WEB_ORIGIN). */
  siteLink(path: string): string {
    return `${this.config.webOrigins[0]}${path}`;
  }
}

/** The current UTC hour (`2026-11-24T21`): for notices sent at most once an hour per account. */
export function utcHour(now = new Date()): string {
  return now.toISOString().slice(0, 13);
}

/** A short, non-reversible id of a one-time link's token, so the key names the link without holding it. */
export function linkId(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 16);
}
