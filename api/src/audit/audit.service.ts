import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
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
import { InsertBatcher } from '../common/writes/insert-batcher';
import { driverCollection } from '../common/writes/driver-collection';
import { EventBus } from '../common/events/event-bus';
import { DayPartitions, pageOfDays, partitionsDatabase } from '../common/partitions/day-partitions';
import { utcDay } from '../common/calendar';
import { isDuplicateKey } from '../common/writes/duplicate-key';

/** A change as recorded, for whoever keeps views of the records (the admin booking lists). */
export interface RecordedChange extends AuditedChange {
  at: Date;
}

declare module '../common/events/domain-events' {
  interface DomainEvents {
    /** A change was recorded in the audit trail (after it was made), with the records as they were and are. */
    audited: RecordedChange;
  }
}

/** The trail's day partitions: the screen's pages are read from these (see DayPartitions). */
export const AUDIT_DAYS = 'audit_days';
type StoredEntry = AuditEntry & { _id: Types.ObjectId };

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
/** How many existing entries the one-off build writes at a time. */
const BUILD_BATCH = 500;
const DAY_SECONDS = 86_400;
const INSERT_ATTEMPTS = 3;
/**
 * How long day copies gather before they are written together: nothing waits for them (reads here wait for
 * them, see DayPartitions.settled), so a rush of entries costs one write per day, not one per entry.
 */
const DAY_COPY_GATHER_MS = 1000;
/** How far back the day copies are checked against the entries (see reconcileDays). */
const RECONCILE_DAYS = 2;
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
export class AuditService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AuditService.name);

  /**
   * Every booking records its creation: entries go in group commits, not one commit each, written as the plain
   * documents record() builds whole (no model document: its casting and checks cost more than the write).
   */
  private readonly inserts: InsertBatcher<StoredEntry>;

  constructor(
    @InjectModel(AuditEntry.name) private readonly entries: Model<AuditEntry>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: Scheduler,
    private readonly events: EventBus,
  ) {
    this.inserts = new InsertBatcher<StoredEntry>(() => driverCollection<StoredEntry>(entries));
    this.days = new DayPartitions<StoredEntry>(
      () => partitionsDatabase(entries.db.db!),
      AUDIT_DAYS,
      () => ({}),
      undefined,
      DAY_COPY_GATHER_MS,
    );
  }

  /** The same entries, one collection per UTC day of `at`: what the trail's pages read. */
  readonly days: DayPartitions<StoredEntry>;

  async onModuleInit(): Promise<void> {
    await this.partitionExisting();
    await this.reconcileDays();
    this.scheduler.every('Checking the audit day copies', PURGE_INTERVAL_MS, () =>
      this.reconcileDays(),
    );
    if (await this.keepFor(this.config.auditRetentionDays)) {
      // The TTL index removes the entries; their day partitions go here. (Without it, purgeExpired
      // drops both: one job, not two, each hour.)
      this.scheduler.every('Removing old audit day partitions', PURGE_INTERVAL_MS, () =>
        this.purgeExpiredDays(),
      );
      return;
    }
    // FerretDB 1.x refuses TTL indexes ("not implemented"): the same removal, done here, hourly.
    this.logger.log('No TTL index on this database: entries past retention are removed hourly');
    await this.purgeExpired();
    this.scheduler.every('Removing old audit entries', PURGE_INTERVAL_MS, () =>
      this.purgeExpired(),
    );
  }

  /** The day summaries still to recompute are done before the database connection closes. */
  onModuleDestroy(): Promise<void> {
    return this.days.settled();
  }

  /**
   * Removes entries older than the retention, as the TTL index does: the only deletion of entries there
   * is. Answers how many went.
   */
  async purgeExpired(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.auditRetentionDays * DAY_SECONDS * 1000);
    const { deletedCount } = await this.entries.deleteMany({ at: { $lt: cutoff } }).exec();
    await this.purgeExpiredDays(now);
    return deletedCount;
  }

  /** Day partitions past retention are dropped whole (the TTL index's work on the ledger). */
  private purgeExpiredDays(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.auditRetentionDays * DAY_SECONDS * 1000);
    return this.days.dropBefore(utcDay(cutoff));
  }

  /**
   * Entries written before the trail had day partitions (or by another means) are copied into theirs,
   * once: a marker partition summary says it was done.
   */
  async partitionExisting(): Promise<void> {
    if (await this.days.built()) return;
    await this.days.dropLeftIn(this.entries.db.db!);
    const days = new Set<string>();
    let pending: Promise<void>[] = [];
    // In `_id` order: the `_id` index serves it on MongoDB.
    for await (const entry of this.entries.collection.find({}).sort({ _id: 1 })) {
      const day = utcDay(entry.at as Date);
      days.add(day);
      pending.push(this.days.insert(day, entry as StoredEntry));
      if (pending.length >= BUILD_BATCH) {
        await Promise.all(pending);
        pending = [];
      }
    }
    await Promise.all(pending);
    await this.days.settled();
    await this.days.recompute(days);
    await this.days.markBuilt();
  }

  /**
   * Copies into their days the entries of the last RECONCILE_DAYS that their day lacks: the copies are
   * written a moment after their entries (DAY_COPY_GATHER_MS), so an instance that stopped in that moment
   * left some out. Run at start and hourly; answers how many were copied.
   */
  async reconcileDays(now = new Date()): Promise<number> {
    const from = new Date(now.getTime() - RECONCILE_DAYS * DAY_SECONDS * 1000);
    const byDay = new Map<string, StoredEntry[]>();
    for await (const entry of this.entries.collection.find({ at: { $gte: from } })) {
      const day = utcDay(entry.at as Date);
      byDay.set(day, [...(byDay.get(day) ?? []), entry as StoredEntry]);
    }
    let copied = 0;
    for (const [day, entries] of byDay) {
      const copies = new Set((await this.days.read(day)).map((copy) => String(copy._id)));
      const missing = entries.filter((entry) => !copies.has(String(entry._id)));
      if (!missing.length) continue;
      await this.days.insert(day, ...missing);
      copied += missing.length;
    }
    if (copied) this.logger.warn(`${copied} audit entries copied into their days late`);
    return copied;
  }

  /** Records a change made in the current context (see audit-context.ts for who the actor is). */
  async record(change: AuditedChange): Promise<void> {
    const diff = changes(snapshot(change.before), snapshot(change.after));
    const entry: StoredEntry = {
      _id: change.id ?? new Types.ObjectId(),
      at: new Date(),
      actor: currentActor(),
      action: change.action,
      kind: change.kind,
      record: String(change.record),
      before: diff.before,
      after: diff.after,
    };
    // The day copy is written with the others of the moment, a little later (reads here wait for it).
    void this.storeInDay(entry);
    // Side by side: storing never throws (it logs), and what follows the change (its booking's day row)
    // needs the change, not the stored entry.
    await Promise.all([
      this.store(entry),
      this.events.emit('audited', { ...change, at: entry.at }),
    ]);
  }

  private async store(entry: StoredEntry): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        // Refused by the `_id` index: an earlier attempt (or a first recording of a resumed change) stored it.
        await this.inserts.insert([entry]);
        return;
      } catch (error) {
        // Its `_id` there already: an earlier attempt (or a first recording of a resumed change) stored it.
        if (isDuplicateKey(error)) return;
        if (attempt >= INSERT_ATTEMPTS) {
          this.logger.error(
            `Audit entry not stored (${(error as Error).message}): ${JSON.stringify(entry)}`,
          );
          return;
        }
      }
    }
  }

  /** The entry in its day's partition; failing that, the ledger still has it (logged, not thrown). */
  private async storeInDay(entry: StoredEntry): Promise<void> {
    try {
      await this.days.insert(utcDay(entry.at), entry);
    } catch (error) {
      this.logger.error(
        `Audit entry ${String(entry._id)} not stored in its day: ${(error as Error).message}`,
      );
    }
  }

  /** Runs `work` (a webhook's handling, a sweep) so what it records names that source as its actor. */
  as<R>(source: 'webhook' | 'sweep', work: () => R): R {
    return actingAs(source, work);
  }

  /**
   * One page of the trail, newest first, from the day partitions of the filter's days (the last
   * AUDIT_DEFAULT_DAYS by default): without filters only the days holding the page are read; with filters,
   * every day of the range. A record's whole history (`record`) is read from the ledger by its index.
   */
  async list(filter: AuditFilter): Promise<Page<AuditEntryView>> {
    if (filter.record && !filter.daysGiven) return this.recordHistory(filter);
    const summaries = await this.days.summariesBetween(filter.fromDay, filter.toDay);
    const matches = entryMatcher(filter);
    const newestFirst = (rows: StoredEntry[]) =>
      [...rows].sort(
        (a, b) => b.at.getTime() - a.at.getTime() || String(b._id).localeCompare(String(a._id)),
      );
    const skip = (filter.page - 1) * PER_PAGE;
    let rows: StoredEntry[];
    let total: number;
    if (!matches) {
      ({ rows, total } = await pageOfDays(summaries, (day) => this.days.read(day), {
        skip,
        limit: PER_PAGE,
        newestFirst: true,
        sortDay: newestFirst,
      }));
    } else {
      const days = await Promise.all(summaries.map((s) => this.days.read(s._id)));
      const found = newestFirst(days.flat().filter(matches));
      total = found.length;
      rows = found.slice(skip, skip + PER_PAGE);
    }
    return {
      data: rows.map((entry) => AuditEntryView.of(entry as unknown as AuditEntryDocument)),
      page: filter.page,
      totalPages: Math.max(1, Math.ceil(total / PER_PAGE)),
      total,
    };
  }

  /** One record's whole history, from the ledger (its `record` index), whatever the days. */
  private recordHistory(filter: AuditFilter): Promise<Page<AuditEntryView>> {
    const query: FilterQuery<AuditEntry> = { record: filter.record };
    if (filter.kind) query.kind = filter.kind;
    if (filter.actor?.id) query['actor.id'] = filter.actor.id;
    if (filter.actor?.email) query['actor.email'] = filter.actor.email;
    if (filter.actor?.type) query['actor.type'] = filter.actor.type;
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

/** The filter as a test of one stored entry; undefined when nothing is filtered but the days. */
function entryMatcher(filter: AuditFilter): ((entry: StoredEntry) => boolean) | undefined {
  const tests: ((entry: StoredEntry) => boolean)[] = [];
  if (filter.kind) tests.push((e) => e.kind === filter.kind);
  if (filter.record) tests.push((e) => e.record === filter.record);
  const actor = filter.actor;
  if (actor?.id) tests.push((e) => e.actor.id === actor.id);
  if (actor?.email) tests.push((e) => e.actor.email === actor.email);
  if (actor?.type) tests.push((e) => e.actor.type === actor.type);
  return tests.length ? (entry) => tests.every((test) => test(entry)) : undefined;
}
