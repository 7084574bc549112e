import { ConflictException } from '@nestjs/common';
import { mongo, Types } from 'mongoose';
import { isDuplicateKey } from '../../inventory/claims';

/** The collection every instance shares; one document per booking being changed. */
export const BOOKING_LOCKS = 'booking_locks';

interface LockDocument {
  /** The booking's id: booking ids are ObjectIds, unique across both kinds. */
  _id: string;
  at: Date;
}

/** How long a request waits for another one changing the same booking (a refund through Stripe). */
const WAIT_MS = 25_000;
const POLL_MS = 40;
/**
 * A lock older than this was left by an instance that stopped mid-change: no change of one booking takes
 * that long (a refund is at most three Stripe calls of 20 s).
 */
const STALE_MS = 3 * 60_000;

export const BOOKING_BUSY =
  'This booking is being changed by another request. Please try again in a moment.';
/** The 409 as the OpenAPI document of the cancel and delete routes words it. */
export const BOOKING_BUSY_DOC = `'${BOOKING_BUSY}' (another change of it still under way after ${WAIT_MS / 1000} s)`;

/**
 * One change of a booking at a time (confirm, payment, expiry, cancel, delete, restore, move), on every
 * instance. A conditional `findOneAndUpdate` on the status does not serialise them here: FerretDB 1.x runs
 * it as a read and then a write, so four cancels sent together all read `confirmed`, two or more wrote
 * `cancelled`, and each of those answered 200, mailed a notice and (for a paid booking) asked Stripe for a
 * refund. An insert under a unique `_id` is the one write
 * that is atomic on FerretDB and MongoDB alike (see architecture.md), so the lock is such a document: the
 * request that inserts it does the change, the others wait for its removal and then read what it left (a
 * cancelled booking: 409; a deleted one: 404), exactly as if they had come after it.
 */
export class BookingLocks {
  constructor(private readonly collection: () => mongo.Collection<LockDocument>) {}

  /** `bookingId` may also be another name of one thing changed by one request at a time (a tour time). */
  async exclusively<R>(bookingId: Types.ObjectId | string, work: () => Promise<R>): Promise<R> {
    const lock = await this.acquire(String(bookingId));
    try {
      return await work();
    } finally {
      // Only our own: had ours gone stale and been taken over, the newer holder keeps its lock.
      await this.collection().deleteOne({ _id: lock._id, at: lock.at });
    }
  }

  private async acquire(id: string): Promise<LockDocument> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const lock = { _id: id, at: new Date() };
      try {
        await this.collection().insertOne(lock);
        return lock;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const held = await this.collection().findOne({ _id: id });
      if (held && held.at.getTime() < Date.now() - STALE_MS) {
        await this.collection().deleteOne({ _id: id, at: held.at });
        continue;
      }
      if (Date.now() >= deadline) throw new ConflictException(BOOKING_BUSY);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
