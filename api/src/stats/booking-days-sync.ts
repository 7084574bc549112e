import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection, mongo, Types } from 'mongoose';
import { RecordedChange } from '../audit/audit.service';
import { EventBus } from '../common/events/event-bus';
import { Scheduler } from '../common/scheduling/scheduler';
import { BookingDays } from '../bookings/shared/booking-days';
import { StayBookingsService } from '../bookings/stays/stay-bookings.service';
import { TourBookingsService } from '../bookings/tours/tour-bookings.service';

/** What this needs of a kind's bookings service. */
interface Kind {
  days: BookingDays;
  ledger: { byId(id: Types.ObjectId): Promise<unknown>; collection(): mongo.Collection };
}

const timeOf = (value: unknown) => (value instanceof Date ? value.getTime() : undefined);

/** How many existing bookings the one-off build writes at a time. */
const BUILD_BATCH = 500;
/**
 * Changes whose row is written with the next rows (BookingDays.put): each leaves the booking on its day and
 * sets its `updatedAt`, so a row an instance stopped before writing is found by `reconcile`. A booking
 * deleted, restored (written back as it was) or moved has its row written before the change answers.
 */
const GATHERED: ReadonlySet<string> = new Set([
  'created',
  'confirmed',
  'paid',
  'cancelled',
  'expired',
  'refunded',
]);
/** How far back `reconcile` compares the ledger with the rows (by the bookings' `updatedAt`). */
const RECONCILE_MS = 2 * 24 * 3_600_000;
const RECONCILE_EVERY_MS = 3_600_000;

/**
 * Keeps each kind's BookingDays (the admin lists' and the stats' partitions) in step with its ledger. Every
 * change of a booking is recorded in the audit trail right after it is made, with the booking as it was and
 * is, so one handler of `audited` sees them all: created, confirmed, paid, cancelled, expired, refunded
 * (the booking after), deleted (gone from its day), restored (back), moved (read again: its entry holds
 * only the date and time). The handler queues the row before the change's request answers (and, for a
 * delete, restore or move, writes it). At start, bookings stored before the partitions existed are written
 * into them, once.
 */
@Injectable()
export class BookingDaysSync implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BookingDaysSync.name);

  constructor(
    @InjectConnection() private readonly connection: Connection,
    events: EventBus,
    private readonly tours: TourBookingsService,
    private readonly stays: StayBookingsService,
    private readonly scheduler: Scheduler,
  ) {
    events.on('audited', (change) => this.follow(change));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.build();
    await this.reconcile();
    this.scheduler.every('Checking the bookings by day', RECONCILE_EVERY_MS, () =>
      this.reconcile(),
    );
  }

  /** The day summaries still to recompute are done before the database connection closes. */
  async onModuleDestroy(): Promise<void> {
    for (const kind of [this.tours, this.stays] as Kind[]) await kind.days.partitions.settled();
  }

  /**
   * Writes every stored booking into its day, for each kind not built yet (a marker says which were), or
   * for both with `force` (bookings written into the ledger by other means).
   */
  async build({ force = false } = {}): Promise<void> {
    for (const kind of [this.tours, this.stays] as Kind[]) await this.buildOnce(kind, force);
  }

  /** Applies one recorded change to the booking's day. */
  async follow(change: RecordedChange): Promise<void> {
    const kind: Kind | undefined =
      change.kind === 'tour-booking'
        ? this.tours
        : change.kind === 'stay-booking'
          ? this.stays
          : undefined;
    if (!kind) return;
    const days = kind.days;
    const before = change.before as Record<string, unknown> | null | undefined;
    const after = change.after as Record<string, unknown> | null | undefined;
    const beforeDay = before ? days.dayOf(before) : undefined;
    if (!after) {
      if (beforeDay) await days.remove(beforeDay, change.record);
      return;
    }
    // An entry holding only some fields (a move): the booking as stored now.
    const whole = after.reference
      ? after
      : await kind.ledger.byId(new Types.ObjectId(String(change.record)));
    if (!whole) return;
    const afterDay = days.dayOf(whole as Record<string, unknown>);
    if (beforeDay && beforeDay !== afterDay) await days.remove(beforeDay, change.record);
    const routine = GATHERED.has(change.action);
    const written = days.put(whole, { now: !routine });
    if (!routine) return written;
    // Queued before the change answers, so this instance's lists and figures wait for it (settled); the
    // request does not. A row lost with the instance is found by `reconcile`.
    written.catch((error: Error) =>
      this.logger.warn(`Row of booking ${String(change.record)} not written: ${error.message}`),
    );
  }

  /**
   * Writes into their days the bookings changed in the last RECONCILE_MS whose row is missing or older than
   * the booking (`updatedAt`): the rows of routine changes are written a moment after the change, so an
   * instance that stopped in that moment left some out. Run at start and hourly; answers how many it wrote.
   */
  async reconcile(now = new Date()): Promise<number> {
    let written = 0;
    for (const kind of [this.tours, this.stays] as Kind[]) {
      const days = kind.days;
      const byDay = new Map<string, mongo.Document[]>();
      const changed = kind.ledger
        .collection()
        .find({ updatedAt: { $gte: new Date(now.getTime() - RECONCILE_MS) } });
      for await (const booking of changed) {
        const day = days.dayOf(booking);
        if (day) byDay.set(day, [...(byDay.get(day) ?? []), booking]);
      }
      for (const [day, bookings] of byDay) {
        const rows = new Map(
          (await days.partitions.read(day)).map((row) => [String(row._id), row]),
        );
        const stale = bookings.filter((booking) => {
          const row = rows.get(String(booking._id));
          return !row || timeOf(row.updatedAt) !== timeOf(booking.updatedAt);
        });
        if (!stale.length) continue;
        await days.partitions.put(day, ...(stale as never[]));
        written += stale.length;
      }
    }
    if (written) this.logger.warn(`${written} bookings written into their days late`);
    return written;
  }

  /** Writes every stored booking of a kind into its day, unless that was done (a marker says so). */
  private async buildOnce(kind: Kind, force: boolean): Promise<void> {
    const days: BookingDays = kind.days;
    const name = days.partitions.name;
    if (!force && (await days.partitions.built())) return;
    await days.partitions.dropLeftIn(this.connection.db!);
    const dayNames = new Set<string>();
    let pending: Promise<void>[] = [];
    let count = 0;
    // In `_id` order: the `_id` index serves it on MongoDB.
    for await (const booking of kind.ledger.collection().find({}).sort({ _id: 1 })) {
      const day = days.dayOf(booking);
      if (!day) continue;
      dayNames.add(day);
      pending.push(days.partitions.put(day, booking as never));
      count++;
      if (pending.length >= BUILD_BATCH) {
        await Promise.all(pending);
        pending = [];
      }
    }
    await Promise.all(pending);
    await days.partitions.settled();
    await days.partitions.recompute(dayNames);
    await days.partitions.markBuilt();
    if (count) this.logger.log(`${count} stored bookings written into ${name}`);
  }
}
