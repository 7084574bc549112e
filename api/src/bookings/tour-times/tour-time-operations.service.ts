import { capacityOn, isScheduled } from '../../destinations/schedule/tour-schedule';
import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { AuditService } from '../../audit/audit.service';
import { ChangeFeed } from '../../cache/change-feed.service';
import { AVAILABILITY_CACHE_TAG } from '../../cache/cache-tags';
import { earliestToday } from '../../common/calendar';
import { Scheduler } from '../../common/scheduling/scheduler';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { slotKey } from '../../inventory/seat-inventory.service';
import { BOOKING_LOCKS, BookingLocks } from '../shared/booking-locks';
import { SWEEP_INTERVAL_MS } from '../shared/booking-lifecycle.service';
import { TourBookingsService } from '../tours/tour-bookings.service';
import { TourSlot } from '../tours/tour-slot';
import { TourSeats } from '../tours/tour-seats.service';
import { TOUR_TIME_CANCELLED, TourTimeClosures } from '../tours/tour-time-closures';
import { WaitlistService } from '../tours/waitlist/waitlist.service';
import {
  operationView,
  totalsOf,
  TourTimeOperationView,
  TourTimePreview,
  TourTimeRequestDto,
} from './dto/tour-time.dto';
import {
  OperationBooked,
  OperationItem,
  OperationKind,
  TourTimeOperation,
  TourTimeOperationDocument,
} from './schemas/tour-time-operation.schema';
import { assertTourTimes, checkTourTimeRequest, TourTimeRequest } from './tour-time.rules';
import { bookingView, planOf, sourceOf, targetOf, TourTimeSteps } from './tour-time-steps';

export const TARGET_CANCELLED = 'The time to move to was cancelled. Please choose another one.';
export const NOTHING_TO_MOVE = 'No bookings hold seats at this time: there is nothing to move.';

/** A run that has not written for this long was cut off (its instance stopped): the sweep carries it on. */
const STALLED_MS = 2 * 60_000;

/** One cancel or move of a time at a time, on every instance (see BookingLocks). */
function lockOf(slot: TourSlot): string {
  return lockOfSlot(slotKey(slot.destinationId, slot.date, slot.time));
}

/** An operation's lock, by its `slot` (a time's key, or `withdraw|<id>` for a withdrawal). */
function lockOfSlot(slot: string): string {
  return `tour-time|${slot}`;
}

/** A tour or offer being deleted with its live bookings (see CatalogWithdrawals). */
export interface WithdrawnRecord {
  booked: OperationBooked;
  id: string;
  title: string;
  /** Its live future bookings now, as an operation plans them (read again after an unfinished run). */
  plan(): Promise<OperationItem[]>;
}

/**
 * Cancels or moves every booking of one tour time (weather, a broken boat) as one operation. The operation is
 * a document holding the plan and each booking's progress, written as it goes; every step is safe to run
 * again (a refund under Stripe's idempotency key, mails under their outbox key, seat claims given back before
 * they are taken again, conditional writes), so a run cut off halfway is carried on by the next one (a retry
 * of the request, or the sweep at start and every minute) and nothing is done twice. Runs over one time take
 * turns on every instance (a lock document, as bookings' cancels do).
 *
 * A cancel closes the time first (no booking, waitlist join or waitlist offer after that), then ends its
 * waitlist and only then lists the bookings, so that a booking made while the time closed is either listed
 * or takes itself back (see TourTimeClosures). A move claims the seats of every booking at the target before
 * moving any: when they do not all fit, what it claimed is released and nothing moves (409).
 */
@Injectable()
export class TourTimeOperations implements OnApplicationBootstrap {
  private readonly logger = new Logger(TourTimeOperations.name);
  private readonly locks: BookingLocks;
  /**
   * For tests of a crash halfway: the run throws once it has handled this many bookings, leaving the
   * operation as a stopped process would.
   */
  interruptAfter?: number;

  constructor(
    @InjectModel(TourTimeOperation.name) private readonly ops: Model<TourTimeOperation>,
    private readonly tours: TourBookingsService,
    private readonly seats: TourSeats,
    private readonly waitlist: WaitlistService,
    private readonly closures: TourTimeClosures,
    private readonly steps: TourTimeSteps,
    private readonly audit: AuditService,
    private readonly changes: ChangeFeed,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: Scheduler,
  ) {
    this.locks = new BookingLocks(() => this.ops.db.collection(BOOKING_LOCKS));
  }

  onApplicationBootstrap(): void {
    void this.resumeStalled(0);
    this.scheduler.every('Resuming stalled tour time operations', SWEEP_INTERVAL_MS, () =>
      this.resumeStalled(STALLED_MS),
    );
  }

  private get currency(): string {
    return this.config.payments?.currency ?? 'usd';
  }

  /** The dry run: the bookings holding seats at the time, their sums, and for a move the target's room. */
  async preview(dto: TourTimeRequestDto): Promise<TourTimePreview> {
    const { request, details } = await this.checked(
      dto,
      dto.toDate || dto.toTime ? 'move' : 'preview',
    );
    const now = new Date();
    const bookings = (await this.tours.atTime(request, now)).map((b) => bookingView(b, now));
    const totals = totalsOf(bookings, this.currency);
    const preview: TourTimePreview = {
      destinationId: request.destinationId,
      destinationTitle: details.title,
      date: request.date,
      time: request.time,
      capacity: capacityOn(details, request.date),
      closed: await this.closures.isClosed(request),
      bookings,
      totals,
    };
    if (request.toDate && request.toTime) {
      const to = {
        destinationId: request.destinationId,
        date: request.toDate,
        time: request.toTime,
      };
      const free = await this.seats.freeSeats(to, capacityOn(details, to.date));
      preview.target = { date: to.date, time: to.time, free, fits: free >= totals.tickets };
    }
    return preview;
  }

  /** Cancels every booking of the time, refunding card payments, and closes the time. */
  async cancel(dto: TourTimeRequestDto): Promise<TourTimeOperationView> {
    const { request, details } = await this.checked(dto, 'cancel');
    return this.locks.exclusively(lockOf(request), async () => {
      const earlier = await this.finishUnfinished(request, 'cancel');
      if (earlier) return earlier;
      // Cancelled before (a retry whose answer was lost): the same answer.
      const done = await this.ops
        .findOne({
          slot: slotKey(request.destinationId, request.date, request.time),
          kind: 'cancel',
          status: 'done',
        })
        .sort({ createdAt: -1 })
        .exec();
      if (done && (await this.closures.isClosed(request)))
        return operationView(done, this.currency);
      const op = await this.ops.create({
        ...this.header(request, details.title, 'cancel'),
      });
      return this.carryOut(op);
    });
  }

  /** Moves every booking of the time to another date and/or time of the tour, or nothing (409). */
  async move(dto: TourTimeRequestDto): Promise<TourTimeOperationView> {
    const { request, details } = await this.checked(dto, 'move');
    const to = {
      destinationId: request.destinationId,
      date: request.toDate ?? '',
      time: request.toTime ?? '',
    };
    if (await this.closures.isClosed(request)) throw new ConflictException(TOUR_TIME_CANCELLED);
    if (await this.closures.isClosed(to)) throw new ConflictException(TARGET_CANCELLED);
    return this.locks.exclusively(lockOf(request), async () => {
      const earlier = await this.finishUnfinished(request, 'move', to);
      if (earlier) return earlier;
      const now = new Date();
      const bookings = await this.tours.atTime(request, now);
      if (bookings.length === 0) {
        // A retry of a move already done (its answer lost) finds nothing left: the same answer.
        const done = await this.ops
          .findOne({
            slot: slotKey(request.destinationId, request.date, request.time),
            kind: 'move',
            status: 'done',
            toDate: to.date,
            toTime: to.time,
          })
          .sort({ createdAt: -1 })
          .exec();
        if (done) return operationView(done, this.currency);
        throw new ConflictException(NOTHING_TO_MOVE);
      }
      const op = await this.ops.create({
        ...this.header(request, details.title, 'move'),
        items: planOf(bookings, now),
        planned: true,
      });
      const result = await this.carryOut(op);
      if (result.status === 'refused') {
        const refused = await this.ops.findById(op._id).exec();
        throw new ConflictException(refused?.refusal ?? NOTHING_TO_MOVE);
      }
      return result;
    });
  }

  /**
   * Cancels every live future booking of a tour or offer being deleted, as one operation run like a whole
   * time's cancel: each booking cancelled through its lifecycle (a card payment refunded first), each visitor
   * mailed once, one audit entry. An unfinished withdrawal of the same record (a crash) is finished first;
   * bookings it did not plan (made meanwhile) get a new one. Undefined when there was nothing to cancel.
   */
  async withdraw(record: WithdrawnRecord): Promise<TourTimeOperationView | undefined> {
    const slot = `withdraw|${record.id}`;
    return this.locks.exclusively(lockOfSlot(slot), async () => {
      const unfinished = await this.ops.findOne({ slot, status: 'running' }).exec();
      const earlier = unfinished ? await this.carryOut(unfinished) : undefined;
      const items = await record.plan();
      const first = items[0];
      if (!first) return earlier;
      const op = await this.ops.create({
        kind: 'withdraw',
        booked: record.booked,
        destinationId: new Types.ObjectId(record.id),
        destinationTitle: record.title,
        date: first.date,
        time: first.time,
        slot,
        status: 'running',
        items,
        planned: true,
      });
      return this.carryOut(op);
    });
  }

  /** The request's rules, the destination's times (404 for an unknown tour), and nothing started. */
  private async checked(dto: TourTimeRequestDto, kind: 'preview' | 'cancel' | 'move') {
    const request = checkTourTimeRequest(dto, earliestToday(), kind);
    const details = await this.seats.tourDetails(request.destinationId);
    // A time taken off the tour while it held bookings (before that was refused) stays reachable.
    const offTheTour = !isScheduled(details, request.date, request.time);
    const booked = offTheTour && (await this.tours.atTime(request)).length > 0;
    assertTourTimes(request, details, new Date(), booked);
    return { request, details };
  }

  private header(request: TourTimeRequest, title: string, kind: OperationKind) {
    return {
      kind,
      destinationId: new Types.ObjectId(request.destinationId),
      destinationTitle: title,
      date: request.date,
      time: request.time,
      slot: slotKey(request.destinationId, request.date, request.time),
      ...(kind === 'move' ? { toDate: request.toDate, toTime: request.toTime } : {}),
      ...(request.reason ? { reason: request.reason } : {}),
      status: 'running' as const,
    };
  }

  /**
   * An operation on the time left unfinished (a crash, Stripe out of reach) is carried to its end before
   * another starts; when it is the one asked for again (same kind and target), its result is the answer.
   */
  private async finishUnfinished(
    request: TourTimeRequest,
    kind: OperationKind,
    to?: TourSlot,
  ): Promise<TourTimeOperationView | undefined> {
    const slot = slotKey(request.destinationId, request.date, request.time);
    const unfinished = await this.ops.findOne({ slot, status: 'running' }).exec();
    if (!unfinished) return undefined;
    const result = await this.carryOut(unfinished);
    const same =
      unfinished.kind === kind &&
      (!to || (unfinished.toDate === to.date && unfinished.toTime === to.time));
    if (!same) return undefined;
    if (result.status === 'refused')
      throw new ConflictException(unfinished.refusal ?? NOTHING_TO_MOVE);
    return result;
  }

  /** Runs (or carries on) an operation to its end; answers what it did. */
  private async carryOut(op: TourTimeOperationDocument): Promise<TourTimeOperationView> {
    let handled = 0;
    const step = () => {
      handled++;
      if (this.interruptAfter !== undefined && handled >= this.interruptAfter) {
        this.interruptAfter = undefined;
        throw new Error('Interrupted (test)');
      }
    };
    if (op.kind === 'cancel') await this.runCancel(op, step);
    else if (op.kind === 'withdraw') await this.runWithdraw(op, step);
    else await this.runMove(op, step);
    const final = await this.ops.findById(op._id).exec();
    return operationView(final ?? op, this.currency);
  }

  private async runCancel(op: TourTimeOperationDocument, step: () => void): Promise<void> {
    const source = sourceOf(op);
    if (!op.planned) {
      await this.closures.close(source, op._id);
      await this.changes.invalidate(AVAILABILITY_CACHE_TAG);
      await this.waitlist.closeLine(source, op.reason);
      const now = new Date();
      op.items = planOf(await this.tours.atTime(source, now), now);
      op.planned = true;
      await this.ops
        .updateOne({ _id: op._id }, { $set: { items: op.items, planned: true } })
        .exec();
    }
    for (const [index, item] of op.items.entries()) {
      if (item.outcome !== 'pending') continue;
      await this.steps.cancelOne(op, index, item);
      step();
    }
    await this.finish(op, 'cancelled');
  }

  /** A withdrawal's plan is made before it is stored: each booking cancelled in turn. */
  private async runWithdraw(op: TourTimeOperationDocument, step: () => void): Promise<void> {
    for (const [index, item] of op.items.entries()) {
      if (item.outcome !== 'pending') continue;
      await this.steps.cancelOne(op, index, item);
      step();
    }
    await this.finish(op, 'cancelled');
  }

  private async runMove(op: TourTimeOperationDocument, step: () => void): Promise<void> {
    const to = targetOf(op);
    if (!op.claimed) {
      const refusal = await this.steps.claimTarget(op, to);
      if (refusal) {
        await this.ops
          .updateOne(
            { _id: op._id },
            { $set: { status: 'refused', refusal, finishedAt: new Date() } },
          )
          .exec();
        return;
      }
      op.claimed = true;
      await this.ops.updateOne({ _id: op._id }, { $set: { claimed: true } }).exec();
    }
    for (const [index, item] of op.items.entries()) {
      if (item.outcome !== 'pending') continue;
      await this.tours.ledger.locks.exclusively(item.bookingId, () =>
        this.steps.moveOne(op, index, item),
      );
      step();
    }
    await this.finish(op, 'moved');
  }

  /** Done: the change is published and the operation recorded, once (the entry takes the operation's id). */
  private async finish(
    op: TourTimeOperationDocument,
    action: 'cancelled' | 'moved',
  ): Promise<void> {
    const finishedAt = new Date();
    await this.ops.updateOne({ _id: op._id }, { $set: { status: 'done', finishedAt } }).exec();
    await this.changes.invalidate(AVAILABILITY_CACHE_TAG);
    const view = operationView(
      Object.assign(op, { status: 'done', finishedAt }) as TourTimeOperationDocument,
      this.currency,
    );
    const withdrawn = op.kind === 'withdraw';
    await this.audit.record({
      id: op._id,
      action,
      // A withdrawal is the tour's or the offer's entry: its bookings cancelled, before its own deletion.
      kind: withdrawn ? (op.booked === 'stay' ? 'offer' : 'destination') : 'tour-time',
      record: withdrawn ? op.destinationId : op._id,
      before: withdrawn
        ? { title: view.destinationTitle, withdrawal: view._id }
        : { destinationId: view.destinationId, date: view.date, time: view.time },
      after: {
        ...(view.toDate ? { date: view.toDate, time: view.toTime } : {}),
        ...(view.reason ? { reason: view.reason } : {}),
        bookings: view.bookings.map((b) => `${b.reference}: ${b.outcome}`),
        tickets: view.totals.tickets,
        refunded: view.totals.refunded,
      },
    });
  }

  /**
   * Carries on operations whose run stopped (at start: all; then those silent for `idleMs`). One that another
   * instance is running (its lock held past the wait) or that fails again is left for the next sweep.
   */
  async resumeStalled(idleMs: number): Promise<void> {
    let stalled: TourTimeOperationDocument[];
    try {
      stalled = await this.ops
        .find({ status: 'running', updatedAt: { $lte: new Date(Date.now() - idleMs) } })
        .exec();
    } catch (error) {
      this.logger.warn(
        `Reading unfinished tour time operations failed: ${(error as Error).message}`,
      );
      return;
    }
    for (const op of stalled) {
      try {
        await this.locks.exclusively(lockOfSlot(op.slot), async () => {
          const current = await this.ops.findById(op._id).exec();
          if (current?.status === 'running') await this.carryOut(current);
        });
      } catch (error) {
        this.logger.warn(
          `Resuming tour time operation ${String(op._id)} failed: ${(error as Error).message}`,
        );
      }
    }
  }
}
