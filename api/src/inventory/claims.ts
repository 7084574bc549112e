import { ServiceUnavailableException } from '@nestjs/common';
import { FilterQuery, Model, Types } from 'mongoose';

/**
 * Claims are inserted before their booking, so a claim whose booking does not exist is either in flight
 * or left behind by a crash between the two writes. Past this age it is treated as left behind and
 * may be removed by whoever needs the seat or night.
 */
export const CLAIM_GRACE_MS = 10 * 60_000;

/**
 * A booking must be written well within the grace period after its first claim; otherwise its claims
 * may already be swept as abandoned and it would hold nothing.
 */
const CLAIM_DEADLINE_MS = CLAIM_GRACE_MS / 2;

/**
 * Which of the given bookings still hold their claims (exist, and are neither cancelled nor expired):
 * each booking domain answers for its own collection.
 */
export type ExistingBookings = (ids: Types.ObjectId[]) => Promise<Set<string>>;

export interface Claim {
  _id: Types.ObjectId | string;
  bookingId: Types.ObjectId;
  claimedAt: Date;
  /**
   * A hold's claims carry when the hold lapses (its expiry plus the release margin): from then on they are
   * checked against their booking, which may have been confirmed meanwhile (then they stay) or not.
   */
  expiresAt?: Date;
}

export { isDuplicateKey } from '../common/writes/duplicate-key';

/**
 * Splits claims into those still holding (in flight, booked, or a hold not yet lapsed) and those left
 * behind by a crash, an expired hold or a cancellation.
 */
export async function partitionClaims<C extends Claim>(
  claims: C[],
  existing: ExistingBookings,
  now = Date.now(),
): Promise<{ live: C[]; abandoned: C[] }> {
  const old = claims.filter(
    (c) =>
      now - c.claimedAt.getTime() > CLAIM_GRACE_MS ||
      (c.expiresAt !== undefined && c.expiresAt.getTime() <= now),
  );
  if (old.length === 0) return { live: claims, abandoned: [] };
  const booked = await existing(old.map((c) => c.bookingId));
  const abandoned = old.filter((c) => !booked.has(c.bookingId.toString()));
  const gone = new Set(abandoned.map((c) => c._id.toString()));
  return { live: claims.filter((c) => !gone.has(c._id.toString())), abandoned };
}

export function assertWithinClaimDeadline(startedAt: number): void {
  if (Date.now() - startedAt > CLAIM_DEADLINE_MS) {
    throw new ServiceUnavailableException('The booking took too long. Please try again.');
  }
}

/**
 * The holders (bookings, waitlist offers) of claims that have lapsed and are still stored: the holds the
 * expiry sweep has to look at, found in the live claims (few: those of past days are archived) where the
 * bookings ledger keeps every booking ever made. Each holder once, in no particular order.
 */
export async function lapsedHolders<C>(
  claims: Model<C>,
  now = new Date(),
): Promise<Types.ObjectId[]> {
  const found = await claims
    .find({ expiresAt: { $lte: now } } as FilterQuery<C>, { bookingId: 1 })
    .lean<Pick<Claim, 'bookingId'>[]>()
    .exec();
  return [...new Map(found.map((claim) => [String(claim.bookingId), claim.bookingId])).values()];
}
