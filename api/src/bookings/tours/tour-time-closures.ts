import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo, Types } from 'mongoose';
import { CoalescedReads } from '../../common/reads/coalesced-reads';
import { isDuplicateKey } from '../../inventory/claims';
import { ARCHIVE_INTERVAL_MS } from '../../inventory/past-claims-archive.service';
import { firstLiveDay } from '../../inventory/past-claims';
import { Scheduler } from '../../common/scheduling/scheduler';
import { moveAll } from '../../common/writes/archive-moves';
import { TourTimeClosure } from './schemas/tour-time-closure.schema';
import { OwnReasonConflict } from '../shared/own-reason-conflict';
import { TourSlot, tourSlotKey } from './tour-slot';

export const TOUR_TIME_CANCELLED = 'This tour time was cancelled. Please choose another time.';

/** Where the closures of days that have passed go (archivePast): same shape, same `_id`. */
export const TOUR_TIME_CLOSURES_ARCHIVE = 'tour_time_closures_archive';

/**
 * Tour times cancelled as a whole. Bookings check a time here both before claiming seats and after writing
 * the booking: a booking whose first check came before the closing has its seats claimed by then, and one
 * written after the closing finds it on the second check and is taken back (409), so no booking made while a
 * time is being cancelled outlives the cancellation unseen.
 */
@Injectable()
export class TourTimeClosures implements OnApplicationBootstrap {
  constructor(
    @InjectModel(TourTimeClosure.name) private readonly closures: Model<TourTimeClosure>,
    private readonly scheduler: Scheduler,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduler.every('Archiving past closures', ARCHIVE_INTERVAL_MS, () => this.archivePast(), {
      atStart: true,
    });
  }

  /**
   * Moves the closures of days that have passed everywhere (firstLiveDay) into their archive: every booking
   * reads the live ones whole (isClosedSince), so they hold only times still to come, however many times
   * were cancelled in seasons past. Answers how many moved.
   */
  archivePast(now = Date.now()): Promise<number> {
    return moveAll(this.closures.collection, this.archive(), {
      date: { $lt: firstLiveDay(now) },
    });
  }

  /** The archive, typed as its reader needs: by the closure's string `_id`, or as any document for a move. */
  private archive<D extends mongo.Document = mongo.Document>(): mongo.Collection<D> {
    return this.closures.db.collection<D>(TOUR_TIME_CLOSURES_ARCHIVE);
  }

  /** Closes the time (a second close of it changes nothing). */
  async close(time: TourSlot, operationId: Types.ObjectId): Promise<void> {
    try {
      await this.closures.create({
        _id: tourSlotKey(time),
        destinationId: new Types.ObjectId(time.destinationId),
        date: time.date,
        time: time.time,
        operationId,
        closedAt: new Date(),
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /** Whether the time is closed; a past day's closure may be in the archive already (archivePast). */
  async isClosed(time: TourSlot, now = Date.now()): Promise<boolean> {
    const key = tourSlotKey(time);
    if ((await this.closures.exists({ _id: key }).exec()) !== null) return true;
    if (time.date >= firstLiveDay(now)) return false;
    // A find by exact `_id`, the one filter the embedded FerretDB reads by its index: a count is sent as an
    // aggregation, and the archive keeps every closure ever made.
    const archived = await this.archive<{ _id: string }>().findOne(
      { _id: key },
      { projection: { _id: 1 } },
    );
    return archived !== null;
  }

  /**
   * Whether the time is closed, by a read started after `since` (performance.now()). Every booking asks
   * twice (before claiming, after writing), so the closures are read whole, for every time at once: a read
   * started after `since` answers for any time, and the bookings asking at one moment share one read (see
   * CoalescedReads: each caller's read starts after it asked). The closures are few (an admin's whole-time
   * cancellations), where the times booked are many: reading them by the times asked answered only those.
   */
  async isClosedSince(time: TourSlot, since: number): Promise<boolean> {
    const key = tourSlotKey(time);
    const latest = this.latest;
    if (latest && latest.readAt > since) return latest.closed.has(key);
    return (await this.allReads.for(undefined)).has(key);
  }

  /** The closed times as the latest read of them all found them, and when it started (performance.now()). */
  private latest?: { readAt: number; closed: Set<string> };

  private readonly allReads = new CoalescedReads<undefined, Set<string>>(async () => {
    const readAt = performance.now();
    // In `_id` order: the `_id` index serves it on MongoDB.
    const found = await this.closures.find({}, { _id: 1 }).sort({ _id: 1 }).lean().exec();
    const closed = new Set(found.map((closure) => String(closure._id)));
    if (!this.latest || this.latest.readAt < readAt) this.latest = { readAt, closed };
    return closed;
  });

  /** Which of these slot keys are closed. */
  async closedAmong(keys: string[]): Promise<Set<string>> {
    const found = await this.closures
      .find({ _id: { $in: keys } }, { _id: 1 })
      .lean()
      .exec();
    return new Set(found.map((closure) => String(closure._id)));
  }

  /** 409 when the time is closed (read after `since`, by default now). */
  async assertOpen(time: TourSlot, since = performance.now()): Promise<void> {
    if (await this.isClosedSince(time, since)) throw new OwnReasonConflict(TOUR_TIME_CANCELLED);
  }
}
