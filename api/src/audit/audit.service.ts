import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FilterQuery, Model, Types } from 'mongoose';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Page, paginate } from '../common/pagination/paginate';
import { Scheduler } from '../common/scheduling/scheduler';
import { actingAs, currentActor } from './audit-context';
import { changes, snapshot } from './audit-diff';
import { AuditAction, AuditKind } from './audit-kinds';
import { AuditFilter } from './audit-query';
import { AuditEntryView } from './dto/audit-entry.dto';
import { AuditEntry, AuditEntryDocument } from './schemas/audit-entry.schema';
import { ModelInsertBatcher } from '../common/writes/insert-batcher';

/** One change to record: the record as it was (null when created) and as it is (null when deleted). */
export interface AuditedChange {
  action: AuditAction;
  kind: AuditKind;
  record: string | Types.ObjectId;
  /** A document or plain object; secrets are dropped and, for changes, unchanged fields left out. */
  before?: unknown;
  after?: unknown;
  /**
   * The entry's own id, for a change whose recording may run twice (an operation resumed after a crash): a
   * second entry of that id is not stored.
   */
  id?: Types.ObjectId;
}

const PER_PAGE = 20;
const DAY_SECONDS = 86_400;
const INSERT_ATTEMPTS = 3;
/** How often entries past retention are removed where the server has no TTL index. */
const PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * The audit trail: the one place changes are recorded and read. Domains call `record` right after their
 * own write has succeeded (FerretDB has no multi-document transactions, so the two writes cannot be one):
 * an entry never describes a change that did not happen. The caller awaits it before answering, so a
 * change the client saw succeed has its entry, unless the process dies between the two writes (see the
 * README.md beside it). A failed insert is retried and, failing that, the entry is logged in full at
 * error level, which is then its record: the change stands, and the client is not told it failed, since
 * retrying would do it twice.
 */
@Injectable()
export class AuditService implements OnModuleInit {
  private readonly logger = new Logger(AuditService.name);

  /** Every booking records its creation: entries go in group commits, not one commit each. */
  private readonly inserts: ModelInsertBatcher<AuditEntry>;

  constructor(
    @InjectModel(AuditEntry.name) private readonly entries: Model<AuditEntry>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: Scheduler,
  ) {
    this.inserts = new ModelInsertBatcher<AuditEntry>(entries);
  }

  async onModuleInit(): Promise<void> {
    if (await this.keepFor(this.config.auditRetentionDays)) return;
    // FerretDB 1.x refuses TTL indexes ("not implemented"): the same removal, done here, hourly.
    this.logger.log('No TTL index on this database: entries past retention are removed hourly');
    await this.purgeExpired();
    this.scheduler.every('Removing old audit entries', PURGE_INTERVAL_MS, () =>
      this.purgeExpired(),
    );
  }

  /**
   * Removes entries older than the retention, as the TTL index does: the only deletion of entries there
   * is. Answers how many went.
   */
  async purgeExpired(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.auditRetentionDays * DAY_SECONDS * 1000);
    const { deletedCount } = await this.entries.deleteMany({ at: { $lt: cutoff } }).exec();
    return deletedCount;
  }

  /** Records a change made in the current context (see audit-context.ts for who the actor is). */
  async record(change: AuditedChange): Promise<void> {
    const diff = changes(snapshot(change.before), snapshot(change.after));
    const entry: AuditEntry & { _id?: Types.ObjectId } = {
      ...(change.id ? { _id: change.id } : {}),
      at: new Date(),
      actor: currentActor(),
      action: change.action,
      kind: change.kind,
      record: String(change.record),
      before: diff.before,
      after: diff.after,
    };
    for (let attempt = 1; ; attempt++) {
      try {
        // Each attempt is a new document under a new `_id`: no unique index can refuse it, only a failed write.
        await this.inserts.insert(entry);
        return;
      } catch (error) {
        if (change.id && (error as { code?: number }).code === 11000) return;
        if (attempt >= INSERT_ATTEMPTS) {
          this.logger.error(
            `Audit entry not stored (${(error as Error).message}): ${JSON.stringify(entry)}`,
          );
          return;
        }
      }
    }
  }

  /** Runs `work` (a webhook's handling, a sweep) so what it records names that source as its actor. */
  as<R>(source: 'webhook' | 'sweep', work: () => R): R {
    return actingAs(source, work);
  }

  list(filter: AuditFilter): Promise<Page<AuditEntryView>> {
    const query: FilterQuery<AuditEntry> = {};
    if (filter.kind) query.kind = filter.kind;
    if (filter.record) query.record = filter.record;
    if (filter.actor?.id) query['actor.id'] = filter.actor.id;
    if (filter.actor?.email) query['actor.email'] = filter.actor.email;
    if (filter.actor?.type) query['actor.type'] = filter.actor.type;
    if (filter.from || filter.to) {
      query.at = {
        ...(filter.from && { $gte: filter.from }),
        ...(filter.to && { $lt: filter.to }),
      };
    }
    return paginate(this.entries, {
      page: filter.page,
      perPage: PER_PAGE,
      filter: query,
      sort: { at: -1, _id: -1 },
      map: (entry) => AuditEntryView.of(entry as AuditEntryDocument),
    });
  }

  /**
   * The TTL index that removes entries after `days`. Its length is configuration, and an index's options
   * cannot be changed by creating it again (MongoDB refuses the clash), so one of another length is
   * dropped first. False when the server has no TTL indexes.
   */
  private async keepFor(days: number): Promise<boolean> {
    const seconds = days * DAY_SECONDS;
    const collection = this.entries.collection;
    const indexes = await collection.indexes().catch(() => []);
    for (const index of indexes) {
      const onAtOnly = Object.keys(index.key).join() === 'at';
      if (onAtOnly && index.expireAfterSeconds !== seconds && index.name) {
        await collection.dropIndex(index.name);
      }
    }
    try {
      await collection.createIndex({ at: 1 }, { expireAfterSeconds: seconds, name: 'at_ttl' });
      return true;
    } catch (error) {
      if (/not implemented/i.test((error as Error).message)) return false;
      throw error;
    }
  }
}
