import { Types } from 'mongoose';

/** A seat claim as read back from the database (legacy claims have ObjectId ids and no ticket count). */
export interface HeldSeat {
  _id: Types.ObjectId | string;
  seat: number;
  bookingId: Types.ObjectId;
  tickets?: number;
  claimedAt: Date;
  expiresAt?: Date;
}

export interface SeatQuestion {
  capacity: number;
  count: number;
  bookingId: Types.ObjectId;
  /** Seats this request holds now. */
  mine: ReadonlySet<number>;
  /** Seats this request found taken by someone else while probing. */
  seen: ReadonlySet<number>;
}

/**
 * What a request that could not get its seats by inserting does next, judged on the slot's claims:
 * - `full`: the seats held by settled bookings leave fewer than it asks for (the only 409 "sold out");
 * - `retry`: a seat it saw taken is free again; probe again at once;
 * - `yield`: a booking still in flight and older than this one competes for the last seats: let go of
 *   what it holds and stay out of the way (read again, do not insert) until the older ones are done;
 * - `wait`: bookings in flight compete and this one is older than all of them: probe again shortly.
 * The age order makes contention end: the oldest contender holding seats never lets go or waits for a
 * younger one, every younger one does, so the oldest either completes or finds the slot truly full.
 */
export type SeatVerdict = { kind: 'full'; left: number } | { kind: 'retry' | 'yield' | 'wait' };

/** Bookings whose claims match their ticket count: they will be written, their seats are taken for good. */
export function settledHolders(claims: HeldSeat[]): Set<string> {
  const held = new Map<string, { count: number; tickets?: number }>();
  for (const claim of claims) {
    const id = claim.bookingId.toString();
    const entry = held.get(id) ?? { count: 0, tickets: claim.tickets };
    entry.count++;
    held.set(id, entry);
  }
  return new Set(
    [...held].filter(([, h]) => h.tickets === undefined || h.count === h.tickets).map(([id]) => id),
  );
}

/** `claims` are the slot's live claims (abandoned ones already removed), this request's own included or not. */
export function judgeSeats(claims: HeldSeat[], question: SeatQuestion): SeatVerdict {
  const { capacity, count, bookingId, seen } = question;
  const others = claims.filter((c) => !c.bookingId.equals(bookingId));
  const settled = settledHolders(others);
  const committed = others.filter((c) => settled.has(c.bookingId.toString()));
  // Seats numbered beyond a lowered capacity still count against it.
  const left = Math.max(0, capacity - committed.length);
  if (left < count) return { kind: 'full', left };

  const heldSeats = new Set(others.map((c) => c.seat));
  if ([...seen].some((seat) => !heldSeats.has(seat))) return { kind: 'retry' };

  const inFlight = others.filter((c) => !settled.has(c.bookingId.toString()));
  if (inFlight.length === 0) return { kind: 'retry' };
  const mine = bookingId.toHexString();
  const olderCompetitor = inFlight.some((c) => c.bookingId.toHexString() < mine);
  return { kind: olderCompetitor ? 'yield' : 'wait' };
}
