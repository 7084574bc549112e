import { ServiceUnavailableException } from '@nestjs/common';
import { FilterQuery, Model, mongo, Types } from 'mongoose';
import { Page, paginate } from '../common/pagination/paginate';
import { newReference, ReferencePrefix } from './booking-reference';
import { InsertBatcher } from './insert-batcher';

const REFERENCE_ATTEMPTS = 5;
const MINE_LIMIT = 100;

interface LedgerRecord {
  email: string;
  day: string;
  reference: string;
}

export interface DayFigures {
  bookings: number;
  revenue: number;
}

/**
 * The storage side tour and stay bookings share: inserting with a unique reference, the admin list, a
 * booker's own bookings, existence checks for claim sweeping, and the per-day figures of the stats.
 * What differs (rules, prices, inventory, mails) stays in each booking service.
 */
export class BookingLedger<T extends LedgerRecord> {
  constructor(
    private readonly model: Model<T>,
    private readonly prefix: ReferencePrefix,
    /** The field holding a booking's total, summed as revenue. */
    private readonly amountField: keyof T & string,
  ) {
    this.batcher = new InsertBatcher(() => model.db.collection(model.collection.collectionName));
  }

  private readonly batcher: InsertBatcher<mongo.Document>;

  /**
   * Inserts with a fresh reference, drawing another on the rare clash with the unique index. Validated
   * here, written together with the other bookings of the moment in one insert (see InsertBatcher).
   */
  async insert(record: Omit<T, 'reference' | 'createdAt' | 'updatedAt'> & { _id: Types.ObjectId }) {
    for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt++) {
      const now = new Date();
      const booking = new this.model({
        ...record,
        reference: newReference(this.prefix),
        createdAt: now,
        updatedAt: now,
      });
      await booking.validate();
      // A new booking id never clashes: a refused insert is a reference drawn twice.
      const refused = await this.batcher.insert([booking.toObject() as mongo.Document]);
      if (refused.size === 0) {
        booking.isNew = false;
        return booking;
      }
    }
    throw new ServiceUnavailableException('The booking could not be saved. Please try again.');
  }

  /** One page of the admin list, newest first, narrowed by `filter` (see booking-list-query). */
  list<R>(
    options: { page: number; perPage: number; filter?: FilterQuery<T> },
    view: (record: T) => R,
  ): Promise<Page<R>> {
    return paginate(this.model, { ...options, map: view });
  }

  mine(email: string) {
    return this.model
      .find({ email: email.toLowerCase() })
      .sort({ createdAt: -1, _id: -1 })
      .limit(MINE_LIMIT)
      .exec();
  }

  count(): Promise<number> {
    return this.model.countDocuments().exec();
  }

  /** Which of these booking ids exist (claims of the others are abandoned). */
  async existing(ids: Types.ObjectId[]): Promise<Set<string>> {
    const found = await this.model
      .find({ _id: { $in: ids } }, { _id: 1 })
      .lean()
      .exec();
    return new Set(found.map((b) => String(b._id)));
  }

  /** Bookings and revenue per UTC day, for the given days. */
  async perDay(days: string[]): Promise<Map<string, DayFigures>> {
    const match = { $match: { day: { $in: days } } };
    const perDay = (value: 1 | string) =>
      this.model
        .aggregate<{ _id: string; value: number }>([
          match,
          { $group: { _id: '$day', value: { $sum: value } } },
        ])
        .exec();
    // Two pipelines, one accumulator each: FerretDB 1.24 answers a $group holding both `$sum: 1` and
    // `$sum: '$field'` with only the first one right (the other comes back 0).
    const [counts, sums] = await Promise.all([perDay(1), perDay(`$${this.amountField}`)]);
    const revenue = new Map(sums.map((r) => [r._id, r.value]));
    return new Map(
      counts.map((r) => [r._id, { bookings: r.value, revenue: revenue.get(r._id) ?? 0 }]),
    );
  }
}
