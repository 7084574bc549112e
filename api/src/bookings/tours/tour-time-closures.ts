import { Injectable } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { isDuplicateKey } from '../../inventory/claims';
import { TourTimeClosure } from './schemas/tour-time-closure.schema';
import { OwnReasonConflict } from '../shared/own-reason-conflict';
import { TourSlot, tourSlotKey } from './tour-slot';

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
   * Whether the time is closed, by a read started after `since` (performance.now()): the bookings of a busy
   * time that ask together share one read, as long as it began after the moment each one needs it to follow
   * (its own write), so a rush costs one read per round instead of one per booking.
   */
  isClosedSince(time: TourSlot, since: number): Promise<boolean> {
    const key = tourSlotKey(time);
    const current = this.reading.get(key);
    if (current && current.startedAt > since) return current.closed;
    const startedAt = performance.now();
    const closed = this.isClosed(time).finally(() => {
      if (this.reading.get(key)?.closed === closed) this.reading.delete(key);
    });
    this.reading.set(key, { startedAt, closed });
    return closed;
  }

  private readonly reading = new Map<string, { startedAt: number; closed: Promise<boolean> }>();

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
