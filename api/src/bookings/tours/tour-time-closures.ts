import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { isDuplicateKey } from '../../inventory/claims';
import { slotKey } from '../../inventory/seat-inventory.service';
import { TourTimeClosure } from './schemas/tour-time-closure.schema';

export const TOUR_TIME_CANCELLED = 'This tour time was cancelled. Please choose another time.';

/** A tour time: a destination's date and time. */
export interface TourTime {
  destinationId: string;
  date: string;
  time: string;
}

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
  async close(time: TourTime, operationId: Types.ObjectId): Promise<void> {
    try {
      await this.closures.create({
        _id: slotKey(time.destinationId, time.date, time.time),
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

  async isClosed(time: TourTime): Promise<boolean> {
    const key = slotKey(time.destinationId, time.date, time.time);
    return (await this.closures.exists({ _id: key }).exec()) !== null;
  }

  /** Which of these slot keys are closed. */
  async closedAmong(keys: string[]): Promise<Set<string>> {
    const found = await this.closures
      .find({ _id: { $in: keys } }, { _id: 1 })
      .lean()
      .exec();
    return new Set(found.map((closure) => String(closure._id)));
  }

  /** 409 when the time is closed. */
  async assertOpen(time: TourTime): Promise<void> {
    if (await this.isClosed(time)) throw new ConflictException(TOUR_TIME_CANCELLED);
  }
}
