import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { randomBytes } from 'node:crypto';
import { Connection, Model, mongo, Types } from 'mongoose';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { retryDelayMs } from './backoff';
import { CONCURRENCY, MailTransport } from './mail-transport';
import { OutboxMail, OutboxMailDocument, OutboxStatus } from './schemas/outbox-mail.schema';
import { InsertBatcher } from '../common/writes/insert-batcher';
import { UpdateBatcher } from '../common/writes/update-batcher';
import { Scheduler } from '../common/scheduling/scheduler';
import { isDuplicateKey } from '../common/writes/duplicate-key';
import { SchemaIndexes } from '../database/schema-indexes.service';

/** The collection every instance shares; one document per attempt ever claimed. */
export const OUTBOX_LEASES = 'outbox_leases';

interface LeaseDocument {
  /** `<mail id>#<attempt number>` */
  _id: string;
  at: Date;
  /** The instance that claimed the attempt, for the logs. */
  worker: string;
}

/**
 * The mails due for a pass, one document each (`_id` the mail's, `at` when it is due): the mails retried after a
 * failure and those an admin resent. The frequent passes read this small collection and each mail by its
 * `_id`, never the outbox, which keeps a month of mails and which FerretDB reads whole for any other filter.
 */
export const OUTBOX_DUE = 'outbox_due';

interface DueDocument {
  _id: Types.ObjectId;
  at: Date;
}

/** How long the passes leave a new mail to the instance that queued it (see sendQueued). */
export const QUEUED_GRACE_MS = 30_000;
/** How long sent marks gather before they are written together. */
const SENT_MARKS_GATHER_MS = 1000;
/** Mails read per pass; a full batch makes the worker look again at once. */
const BATCH = 20;
/** Leases are kept long after any worker could still hold a read of their mail from before it moved on. */
const LEASE_RETENTION_MS = 7 * 24 * 3_600_000;
const CLEANUP_EVERY_MS = 3_600_000;
const DAY_MS = 24 * 3_600_000;
/** Mails nothing more will happen to; a pending mail is never removed, however old. */
const SETTLED: OutboxStatus[] = ['sent', 'skipped', 'failed'];
/** An error text kept on the mail, whatever the SMTP server answered. */
const MAX_ERROR_LENGTH = 500;

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Sends the outbox's due mails; every API instance runs one. Two instances must never send one mail twice,
 * and FerretDB 1.x runs a conditional `findOneAndUpdate` as a read and then a write, so a status flip cannot
 * be the claim. Each attempt is claimed instead by inserting the lease `<mail id>#<attempts>` under the
 * unique `_id` (the one write atomic on FerretDB and MongoDB alike, as booking-locks.ts does): the instance
 * whose insert lands makes attempt number `attempts`, then raises `attempts`, so that number is spent and a
 * worker holding an older read of the mail fails its insert. An attempt whose instance stopped mid-send is
 * written off as failed once its lease is older than MAIL_LEASE_MS (the mail may then have gone out twice:
 * SMTP has no way to ask whether it arrived), and the next number is free to claim.
 */
@Injectable()
export class OutboxWorker implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxWorker.name);
  /** This instance, as its claims name it. */
  readonly id = randomBytes(6).toString('hex');
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private lastCleanup = 0;
  /** When a sweep (runOnce) last read every due mail of the outbox; 0: not yet, so the first pass sweeps. */
  private lastSweep = 0;
  /** A lease per mail sent, claimed a few at a time: they go in group commits, not one commit each. */
  private readonly leaseInserts = new InsertBatcher<LeaseDocument>(() => this.leases());
  /**
   * And a mail marked sent per mail sent: by `_id`, in group commits that gather a second's marks (nothing
   * waits for them but `idle`; a mark lost with its instance leaves the mail to the passes, as a lost lease).
   */
  private readonly sentMarks = new UpdateBatcher<mongo.Document>(
    () => this.connection.collection(this.mails.collection.collectionName),
    SENT_MARKS_GATHER_MS,
  );
  /** Sent marks on their way. */
  private readonly marking = new Set<Promise<void>>();
  /** Mails this instance queued itself, sent without a read of the outbox (see sendQueued). */
  private readonly queued: OutboxMailDocument[] = [];
  /** The runs sending them, CONCURRENCY at most. */
  private readonly senders = new Set<Promise<void>>();

  constructor(
    @InjectModel(OutboxMail.name) private readonly mails: Model<OutboxMail>,
    @InjectConnection() private readonly connection: Connection,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: Scheduler,
    private readonly schemaIndexes: SchemaIndexes,
  ) {}

  async onModuleInit(): Promise<void> {
    // The dedupe key's unique index must exist before the first mail is queued.
    await this.schemaIndexes.ready(this.mails);
    // Leases have no schema: the index the hourly removal of old ones reads by is made here.
    await this.leases().createIndex({ at: 1 });
    // Nor has the due queue: the passes read it by `at`.
    await this.dueQueue().createIndex({ at: 1 });
  }

  onApplicationBootstrap(): void {
    this.scheduler.every('Sending due mails', this.config.mailOutbox.workerIntervalMs, () =>
      this.wake(),
    );
    this.wake();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  /** Looks for due mails now (a new one was queued); a pass under way looks again when it ends. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
  }

  /**
   * Sends a mail this instance has just queued (pending, due now), from the document it wrote: every mail
   * queued is sent at once without the worker reading the outbox, which FerretDB would scan whole. The
   * attempt is claimed by its lease as any other, so a pass of this or another worker that finds the mail
   * due meanwhile sends it at most once between them. A new mail is due only QUEUED_GRACE_MS after it was
   * queued, so the passes leave it to this instance; one this instance stopped before sending is found by
   * the passes (every MAIL_WORKER_INTERVAL_MS) after that, as are retries.
   */
  sendQueued(mail: OutboxMailDocument): void {
    if (this.stopped) return;
    this.queued.push(mail);
    if (this.senders.size >= CONCURRENCY) return;
    const sender = this.sendQueuedMails().finally(() => this.senders.delete(sender));
    this.senders.add(sender);
  }

  private async sendQueuedMails(): Promise<void> {
    for (let mail = this.queued.shift(); mail && !this.stopped; mail = this.queued.shift()) {
      try {
        // Refused: a pass took it meanwhile (taking over a stopped attempt is the passes' business).
        if (await this.claim(mail, false)) await this.attempt(mail, false);
      } catch (error) {
        // Left pending: a pass takes it up.
        this.logger.warn(`Mail could not be sent now: ${describe(error)}`);
      }
    }
  }

  /** Resolves once no pass is under way and no queued mail is being sent: tests wait on it rather than sleeping. */
  async idle(): Promise<void> {
    while (this.running || this.senders.size > 0 || this.marking.size > 0) {
      await Promise.all([this.running, ...this.senders, ...this.marking]);
    }
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      try {
        // The due queue every time; the whole outbox only every half lease (see runOnce). A full batch of
        // which this worker sent some: more may be due. (Due mails that are all in other workers' hands are
        // not looked at again before the next tick.)
        const sweep = Date.now() - this.lastSweep >= this.config.mailOutbox.leaseMs / 2;
        const pass = sweep ? await this.runOnce() : await this.runDue();
        if (pass.due >= BATCH && pass.claimed > 0) this.again = true;
        if (Date.now() - this.lastCleanup >= CLEANUP_EVERY_MS) await this.cleanUp();
      } catch (error) {
        this.logger.warn(`Mail outbox pass failed: ${describe(error)}`);
      }
    } while (this.again && !this.stopped);
  }

  /**
   * A sweep: one pass over every due mail of the outbox. It finds what the due queue does not hold: the mails
   * of an instance that stopped before sending what it queued (their attempt is taken over once its claim is
   * older than MAIL_LEASE_MS, so sweeping every half lease delays none of them), and mails queued by builds
   * before the queue. Each worker sweeps at start and every half lease; a sweep that found a full batch
   * sweeps again at once.
   */
  async runOnce(now = new Date()): Promise<{ due: number; claimed: number }> {
    const due = await this.mails
      .find({ status: 'pending', nextAttemptAt: { $lte: now } })
      .sort({ nextAttemptAt: 1, _id: 1 })
      .limit(BATCH)
      .exec();
    // A full batch: the next pass sweeps on.
    this.lastSweep = due.length < BATCH ? now.getTime() : 0;
    return { due: due.length, claimed: await this.attemptAll(due) };
  }

  /** One pass over the due queue: each due mail read by its `_id`, claimed and attempted. */
  async runDue(now = new Date()): Promise<{ due: number; claimed: number }> {
    const entries = await this.dueQueue()
      .find({ at: { $lte: now } })
      .sort({ at: 1 })
      .limit(BATCH)
      .toArray();
    const mails = await Promise.all(entries.map((entry) => this.mails.findById(entry._id).exec()));
    const due = mails.filter((mail): mail is OutboxMailDocument => mail?.status === 'pending');
    // Sent, failed or gone meanwhile: nothing more to do for them.
    const settled = entries.filter((_, i) => mails[i]?.status !== 'pending').map((e) => e._id);
    if (settled.length) await this.dueQueue().deleteMany({ _id: { $in: settled } });
    return { due: entries.length, claimed: await this.attemptAll(due) };
  }

  /** Claims and attempts each of these mails it can, a few at a time; answers how many it claimed. */
  private async attemptAll(due: OutboxMailDocument[]): Promise<number> {
    // A few at a time: one slow or refused mail does not hold up the rest of the batch.
    let next = 0;
    let claimed = 0;
    const runner = async () => {
      while (next < due.length && !this.stopped) {
        const mail = due[next++];
        if (!mail || !(await this.claim(mail))) continue;
        claimed++;
        await this.attempt(mail, true);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, runner));
    return claimed;
  }

  /** A pending mail is due for the passes at `at` (a retry, a resend). */
  async schedule(id: Types.ObjectId, at: Date): Promise<void> {
    try {
      await this.dueQueue().updateOne({ _id: id }, { $set: { at } }, { upsert: true });
    } catch (error) {
      // Two upserts of one entry racing on FerretDB (read, then write): the other one wrote it.
      if (!isDuplicateKey(error)) throw error;
    }
  }

  private dueQueue(): mongo.Collection<DueDocument> {
    return this.connection.collection<DueDocument>(OUTBOX_DUE);
  }

  private leases(): mongo.Collection<LeaseDocument> {
    return this.connection.collection<LeaseDocument>(OUTBOX_LEASES);
  }

  /**
   * Whether this worker won attempt number `mail.attempts`; also writes off an attempt left by a stopped one.
   * Attempt 0 of a mail queued here was claimed by writing it (`claimed`, see MailService.send): it is this
   * instance's to send while the claim is young (`takeOver` false, sendQueued); a claim older than half the
   * lease is left to the passes, so no pass writes it off while this instance may still be sending it.
   */
  private async claim(mail: OutboxMailDocument, takeOver = true): Promise<boolean> {
    const inMail = mail.claimed?.attempt === mail.attempts ? mail.claimed : undefined;
    let held: { at: Date } | null | undefined = inMail;
    if (inMail) {
      if (!takeOver) {
        const young = Date.now() - inMail.at.getTime() < this.config.mailOutbox.leaseMs / 2;
        return inMail.worker === this.id && young;
      }
    } else {
      const lease: LeaseDocument = {
        _id: `${String(mail._id)}#${mail.attempts}`,
        at: new Date(),
        worker: this.id,
      };
      if ((await this.leaseInserts.insert([lease])).size === 0) return true;
      if (!takeOver) return false;
      held = await this.leases().findOne({ _id: lease._id });
    }
    if (held && Date.now() - held.at.getTime() > this.config.mailOutbox.leaseMs) {
      // Two workers writing this off together write the same values, so the read-then-write is harmless.
      await this.recordFailure(
        mail,
        'The attempt was cut off: the instance sending it stopped',
        held.at,
      );
    }
    return false;
  }

  /** `queued`: the mail may be in the due queue (a pass found it), whose entry goes once it is sent. */
  private async attempt(mail: OutboxMailDocument, queued: boolean): Promise<void> {
    const startedAt = new Date();
    try {
      await this.transport.deliver({
        to: mail.to,
        subject: mail.subject,
        text: mail.text ?? '',
        ...(mail.html ? { html: mail.html } : {}),
      });
    } catch (error) {
      await this.recordFailure(mail, describe(error), startedAt);
      return;
    }
    // By `_id` alone: FerretDB reads the whole outbox for any other filter, once per mail sent. The lease
    // already made this the only sending of attempt `attempts`; `sent` is true whatever happened to the
    // mail meanwhile (an attempt of a slow instance written off and sent again still ends sent), so no state
    // it could overwrite would send the mail once more. A failure keeps its guard (recordFailure).
    const mark = this.sentMarks
      .updateOne(
        { _id: mail._id },
        {
          $set: {
            status: 'sent',
            attempts: mail.attempts + 1,
            lastAttemptAt: startedAt,
            sentAt: new Date(),
          },
          // The bodies may carry one-time links; nothing needs them once the mail is out.
          $unset: { text: 1, html: 1 },
        },
      )
      .catch((error: unknown) => {
        // Left pending with its attempt claimed: a pass writes the attempt off and sends it again.
        this.logger.warn(`Mail ${String(mail._id)} sent but not marked sent: ${describe(error)}`);
      })
      .finally(() => this.marking.delete(mark));
    this.marking.add(mark);
    if (queued) await this.dueQueue().deleteOne({ _id: mail._id });
  }

  private async recordFailure(
    mail: OutboxMailDocument,
    error: string,
    attemptedAt: Date,
  ): Promise<void> {
    const attempts = mail.attempts + 1;
    const failuresInRun = attempts - mail.attemptsBefore;
    const exhausted = failuresInRun >= this.config.mailOutbox.maxAttempts;
    this.logger[exhausted ? 'error' : 'warn'](
      { mail: { id: String(mail._id), key: mail.key, to: mail.to, attempts }, err: error },
      exhausted ? 'Mail failed: no attempts left' : 'Mail attempt failed: retrying later',
    );
    const nextAttemptAt = new Date(
      Date.now() + retryDelayMs(failuresInRun, this.config.mailOutbox.retryBaseMs),
    );
    const { matchedCount } = await this.mails.updateOne(
      { _id: mail._id, attempts: mail.attempts },
      {
        $set: {
          status: exhausted ? 'failed' : 'pending',
          attempts,
          lastError: error,
          lastAttemptAt: attemptedAt,
          nextAttemptAt,
        },
      },
    );
    // Moved on meanwhile (another worker wrote this attempt off): its writer scheduled it.
    if (!matchedCount) return;
    if (exhausted) await this.dueQueue().deleteOne({ _id: mail._id });
    else await this.schedule(mail._id, nextAttemptAt);
  }

  /**
   * Drops old leases, and settled mails past MAIL_RETENTION_DAYS: their bodies are gone already, and their
   * dedupe keys only guard against a change retried within minutes. Failed mails stay as long, so an
   * operator has the retention to see and resend them; past it, what they linked to has long expired.
   */
  async cleanUp(now = new Date()): Promise<void> {
    this.lastCleanup = now.getTime();
    await this.leases().deleteMany({ at: { $lt: new Date(now.getTime() - LEASE_RETENTION_MS) } });
    await this.mails.deleteMany({
      status: { $in: SETTLED },
      createdAt: { $lt: new Date(now.getTime() - this.config.mailOutbox.retentionDays * DAY_MS) },
    });
  }
}
