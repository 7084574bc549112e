import { mongo, Types } from 'mongoose';
import { CoalescedReads } from '../../common/reads/coalesced-reads';
import { BookingRecord } from './schemas/booking-record.schema';

/** What a hold's bounds are counted by: its client, its address and, for tours, its time (see hold-limits). */
export interface HoldKeys {
  clientKey: string;
  /** Lower-cased, as bookings store it. */
  email: string;
  /** Tours whose share of holds can bind: the time's fields, each matched by equality. */
  slot?: Record<string, string | Types.ObjectId>;
}

/** The fields of a running hold the bounds need. */
export type RunningHold = Pick<BookingRecord, 'clientKey' | 'email' | 'ownerPaying'> & {
  tickets?: number;
  [field: string]: unknown;
};

/** Whether `hold` is of the time `slot` names. */
export function inSlot(hold: RunningHold, slot: Record<string, string | Types.ObjectId>): boolean {
  return Object.entries(slot).every(([field, value]) => String(hold[field]) === String(value));
}

/**
 * The running holds (held, not expired) that share a client, an address or a time with new holds: one read
 * of the bookings for all the holds asked for at a moment (see CoalescedReads), where each used to read
 * them three times, once per bound. The caller picks which bound each hold counts toward.
 */
export function runningHolds(
  bookings: () => mongo.Collection,
): CoalescedReads<HoldKeys, RunningHold[]> {
  return new CoalescedReads((keys) => {
    const slots = keys.flatMap((k) => (k.slot ? [k.slot] : []));
    const fields = ['clientKey', 'email', 'tickets', 'ownerPaying', ...slots.flatMap(Object.keys)];
    const projection = Object.fromEntries(fields.map((field) => [field, 1]));
    return bookings()
      .find<RunningHold>(
        {
          status: 'held',
          holdExpiresAt: { $gt: new Date() },
          $or: [
            { clientKey: { $in: [...new Set(keys.map((k) => k.clientKey))] } },
            { email: { $in: [...new Set(keys.map((k) => k.email))] } },
            ...slots,
          ],
        },
        { projection },
      )
      .toArray();
  });
}
