import { ServiceUnavailableException } from '@nestjs/common';
import { FilterQuery, HydratedDocument, Model, mongo, Types, UpdateQuery } from 'mongoose';
import { newReference, ReferencePrefix } from './booking-reference';
import { holdsItsClaims, releasableHoldsFilter, StatusFields } from './booking-status';
import { driverCollection } from '../../common/writes/driver-collection';
import { InsertBatcher } from '../../common/writes/insert-batcher';
import { BOOKING_LOCKS, BookingLocks } from './booking-locks';
import { BookingRecord } from './schemas/booking-record.schema';
import { PaymentRecord } from './schemas/payment-record.schema';

const REFERENCE_ATTEMPTS = 5;

/** Fields of the payment sub-document, set one by one (`payment.status`, ...) or whole (`payment`). */
export type PaymentPatch = { payment?: PaymentRecord } & {
  [K in keyof PaymentRecord as `payment.${K}`]?: PaymentRecord[K];
};
const MINE_LIMIT = 100;

/** The fields of a booking the ledger reads, whatever was booked. */
export type LedgerRecord = BookingRecord;

/**
 * What claiming a booking's places again made anew, written with the booking: the promo code use claimed
 * again, under ids that may differ from the old ones (see PlacesReleasingPromo).
 */
export type RenewedFields = Pick<LedgerRecord, 'promo'>;

/**
 * The storage side tour and stay bookings share: inserting with a unique reference, the admin list, a
 * booker's own bookings, existence checks for claim sweeping, and the per-day figures of the stats.
 * What differs (rules, prices, inventory, mails) stays in each booking service.
 */
export class BookingLedger<T extends LedgerRecord> {
  constructor(
    readonly model: Model<T>,
    private readonly prefix: ReferencePrefix,
    /** The field holding a booking's total, summed as revenue. */
    readonly amountField: keyof T & string,
  ) {
    this.batcher = new InsertBatcher(() => driverCollection(model));
    this.locks = new BookingLocks(() => model.db.collection(BOOKING_LOCKS));
  }

  private readonly batcher: InsertBatcher<mongo.Document>;
  /** Every change of one booking, one at a time (see BookingLocks and BookingLifecycle). */
  readonly locks: BookingLocks;

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
      // Synchronous: the schema has no asynchronous validators, and the promise chain costs more than the checks.
      const invalid = booking.validateSync();
      if (invalid) throw invalid;
      // A new booking id never clashes: a refused insert is a reference drawn twice.
      const refused = await this.batcher.insert([booking.toObject() as mongo.Document]);
      if (refused.size === 0) {
        booking.isNew = false;
        return booking;
      }
    }
    throw new ServiceUnavailableException('The booking could not be saved. Please try again.');
  }

  mine(email: string) {
    return this.model
      .find({ email: email.toLowerCase() })
      .sort({ createdAt: -1, _id: -1 })
      .limit(MINE_LIMIT)
      .exec();
  }

  byId(id: Types.ObjectId) {
    return this.model.findById(id).exec();
  }

  byReference(reference: string) {
    return this.model.findOne({ reference } as FilterQuery<T>).exec();
  }

  /**
   * Which of these bookings still hold their claims (confirmed, or held and not expired): the claims of
   * the others are abandoned, whether their booking never arrived, expired or was cancelled.
   */
  async existing(ids: Types.ObjectId[]): Promise<Set<string>> {
    // One read by exact `_id` per booking: the embedded FerretDB reads the whole ledger, every booking
    // ever made, for any other filter (`$in` included).
    const now = new Date();
    const unique = [...new Map(ids.map((id) => [String(id), id])).values()];
    const found = await Promise.all(
      unique.map((id) =>
        this.model
          .findOne({ _id: id } as FilterQuery<T>, { status: 1, holdExpiresAt: 1 })
          .lean<StatusFields & { _id: Types.ObjectId }>()
          .exec(),
      ),
    );
    return new Set(
      found.flatMap((booking) =>
        booking && holdsItsClaims(booking, now) ? [String(booking._id)] : [],
      ),
    );
  }

  /**
   * Moves a booking from a state to another. FerretDB runs a conditional update as read-then-write (of
   * the whole document), so `from` is a guard against stale requests, not a lock: callers run it under the
   * booking's lock (`locks`) when another request may change the same booking at once.
   */
  async transition(
    id: Types.ObjectId,
    from: Record<string, unknown>,
    set: Partial<StatusFields> & PaymentPatch & RenewedFields,
    unset: (keyof StatusFields)[] = [],
  ) {
    return this.model
      .findOneAndUpdate(
        { _id: id, ...from } as FilterQuery<T>,
        {
          $set: set,
          ...(unset.length ? { $unset: Object.fromEntries(unset.map((key) => [key, 1])) } : {}),
        } as UpdateQuery<T>,
        { new: true },
      )
      .exec();
  }

  /** Removes a booking outright (one whose checkout could not start: it never was). */
  /** A stored booking (one from Recently deleted) as a document, without reading or writing it. */
  hydrate(document: object): HydratedDocument<T> {
    return this.model.hydrate(document);
  }

  /** The bookings' collection, for writing back a stored booking as it was. */
  collection(): mongo.Collection {
    return this.model.db.collection(this.model.collection.collectionName);
  }

  async remove(id: Types.ObjectId): Promise<void> {
    await this.model.deleteOne({ _id: id } as FilterQuery<T>).exec();
  }

  /**
   * Holds past their expiry and the release margin, a batch at a time in `_id` order, for the sweep to
   * expire: the batch after the hold `after` (by key, not by skipping: a skip reads and drops every hold
   * before it again, and holds expired meanwhile would shift the pages).
   */
  releasableHolds(limit: number, after?: Types.ObjectId) {
    return this.model
      .find({
        ...releasableHoldsFilter(),
        ...(after ? { _id: { $gt: after } } : {}),
      } as FilterQuery<T>)
      .sort({ _id: 1 })
      .limit(limit)
      .exec();
  }
}
