import { Injectable } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { CoalescedReads } from '../../common/reads/coalesced-reads';
import { isDuplicateKey } from '../../inventory/claims';
import { TourTimeClosure } from './schemas/tour-time-closure.schema';
import { OwnReasonConflict } from '../shared/own-reason-conflict';
import { TourSlot, tourSlotKey } from './tour-slot';

/** Answers kept for reuse (see isClosedSince): the times booked within a second or so. */
const MAX_ANSWERS = 10_000;

export const TOUR_TIME_CANCELLED = 'This tour time was cancelled. Please choose another time.';

/**
 * Tour times cancelled as a whole. Bookings check a time here both before claiming seats and after writing
 * the booking: a booking whose first check came before the closing has its seats claimed by then, and one
 * written after the closing finds it on the second check and is taken back (409), so no booking made while a
 * time is being cancelled outlives the cancellation unseen.
 */
@Injectable()
export class TourTimeClosures {
  constructor(
    @InjectModel(TourTimeClosure.name) private readonly closures: Model<TourTimeClosure>,
  ) {}

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

  async isClosed(time: TourSlot): Promise<boolean> {
    const key = tourSlotKey(time);
    return (await this.closures.exists({ _id: key }).exec()) !== null;
  }

  /**
   * Whether the time is closed, by a read started after `since` (performance.now()). Every booking asks
   * twice (before claiming, after writing), so the times asked about at one moment are read together, in
   * one read of the few closures there are (see CoalescedReads: each caller's read starts after it asked),
   * and an answer read after `since` is reused.
   */
  async isClosedSince(time: TourSlot, since: number): Promise<boolean> {
    const key = tourSlotKey(time);
    const known = this.answered.get(key);
    if (known && known.readAt > since) return known.closed;
    return (await this.closedReads.for(key)).has(key);
  }

  /** The latest answer per time, by when its read started (performance.now()). */
  private readonly answered = new Map<string, { readAt: number; closed: boolean }>();

  private readonly closedReads = new CoalescedReads<string, Set<string>>(async (keys) => {
    const readAt = performance.now();
    const closed = await this.closedAmong([...new Set(keys)]);
    if (this.answered.size > MAX_ANSWERS) this.answered.clear();
    for (const key of keys) this.answered.set(key, { readAt, closed: closed.has(key) });
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
