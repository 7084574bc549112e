import { mongo, Types } from 'mongoose';
import { CoalescedReads } from '../common/reads/coalesced-reads';

/**
 * Whose hold a claim is, written on the claims of a hold (those with `expiresAt`): what the hold limits count
 * by (see bookings/shared/hold-policy.service.ts), so that they read the live claims, never the bookings.
 */
export interface HoldOwner {
  /** The keyed hash of the client's address. */
  clientKey: string;
  /** Lower-cased. */
  email: string;
  /** Held only while its verified owner pays: outside the share of a time that holds may take. */
  ownerPaying?: true;
}

/** What the running holds are looked up by: a client, an address and, for tours, a slot key. */
export interface HoldKeys {
  clientKey: string;
  email: string;
  slot?: string;
}

/** A claim of a running hold (not confirmed, not lapsed), as the limits count it. */
export interface HoldClaim extends Partial<HoldOwner> {
  bookingId: Types.ObjectId;
  slot?: string;
}

/** A hold's owner fields for its claims: none on a claim that does not lapse (a confirmed booking's). */
export function ownerFields(owner: HoldOwner | undefined, expiresAt: Date | undefined) {
  if (!owner || !expiresAt) return {};
  return {
    clientKey: owner.clientKey,
    email: owner.email.trim().toLowerCase(),
    ...(owner.ownerPaying ? { ownerPaying: true as const } : {}),
  };
}

/**
 * The claims of running holds that share a client, an address or a slot with the holds asked about: one
 * read of the live claims for all the holds asked for at a moment (see CoalescedReads). Confirming a hold
 * removes its claims' `expiresAt`, cancelling or expiring it removes them, so the live claims with an
 * `expiresAt` still to come are exactly the running holds' places; and the live claims are few, where the
 * bookings ledger keeps every booking ever made.
 */
export function holdClaimsReader(
  claims: () => mongo.Collection,
): CoalescedReads<HoldKeys, HoldClaim[]> {
  return new CoalescedReads((keys) => {
    const slots = [...new Set(keys.flatMap((k) => (k.slot ? [k.slot] : [])))];
    return claims()
      .find<HoldClaim>(
        {
          expiresAt: { $gt: new Date() },
          $or: [
            { clientKey: { $in: [...new Set(keys.map((k) => k.clientKey))] } },
            { email: { $in: [...new Set(keys.map((k) => k.email))] } },
            ...(slots.length ? [{ slot: { $in: slots } }] : []),
          ],
        },
        {
          projection: { bookingId: 1, clientKey: 1, email: 1, ownerPaying: 1, slot: 1 },
          // All in the first answer: a busy client's holds are many, and each further batch is a command.
          batchSize: 100_000,
        },
      )
      .toArray();
  });
}
