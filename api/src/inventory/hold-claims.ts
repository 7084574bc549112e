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
 * How long one read of the running holds' claims answers the hold limits of this instance, with the holds it
 * made since added: a hold another instance made within this time may go uncounted, as two holds racing at
 * one instant may pass the same count anyway (the slot's capacity is never at stake: the seat claims hold it).
 */
export const HOLD_CLAIMS_FRESH_MS = 1000;

/** A running hold's claim as the limits count it, with when it lapses. */
type CountedClaim = HoldClaim & { expiresAt: Date };

/**
 * The claims of running holds, for the hold limits (see bookings/shared/hold-policy.service.ts). Confirming a
 * hold removes its claims' `expiresAt`, cancelling or expiring it removes them, so the live claims with an
 * `expiresAt` still to come are exactly the running holds' places, and the live claims are few, where the
 * bookings ledger keeps every booking ever made. FerretDB answers any such read by reading every live claim,
 * so one read of them all (shared by the holds asked for at a moment, see CoalescedReads) answers every hold
 * of the next HOLD_CLAIMS_FRESH_MS here, with the claims this instance wrote since (`added`); any other change
 * this instance makes to the running holds' claims (confirmed, released, handed over) has the next hold read
 * them afresh (`changed`).
 */
export class HoldClaimsReader {
  private latest?: { startedAt: number; claims: CountedClaim[] };
  /** Claims this instance wrote, with when: those written after the latest read started are not in it. */
  private added: { at: number; claims: CountedClaim[] }[] = [];
  private readonly reads: CoalescedReads<undefined, void>;
  /** Counts this instance's other changes: a read started before one is no answer (see changed). */
  private generation = 0;

  constructor(claims: () => mongo.Collection) {
    this.reads = new CoalescedReads(async () => {
      const startedAt = Date.now();
      const generation = this.generation;
      const found = await claims()
        .find<CountedClaim>(
          { expiresAt: { $gt: new Date(startedAt) } },
          {
            projection: {
              bookingId: 1,
              clientKey: 1,
              email: 1,
              ownerPaying: 1,
              slot: 1,
              expiresAt: 1,
            },
            // All in the first answer: the running holds are many under load, each further batch a command.
            batchSize: 100_000,
          },
        )
        .toArray();
      if (generation === this.generation && (!this.latest || this.latest.startedAt <= startedAt)) {
        this.latest = { startedAt, claims: found };
        this.added = this.added.filter((write) => write.at >= startedAt);
      }
    });
  }

  /** The claims of running holds sharing the client, the address or (for tours) the slot of `keys`. */
  async for(keys: HoldKeys, now = Date.now()): Promise<HoldClaim[]> {
    let latest = this.latest;
    if (!latest || now - latest.startedAt > HOLD_CLAIMS_FRESH_MS) {
      // Again when a change here made the read that answered no answer (rare: confirms and releases).
      do {
        await this.reads.for(undefined);
        latest = this.latest;
      } while (!latest);
    }
    return [...latest.claims, ...this.added.flatMap((write) => write.claims)].filter(
      (claim) =>
        claim.expiresAt.getTime() > now &&
        (claim.clientKey === keys.clientKey ||
          claim.email === keys.email ||
          (keys.slot !== undefined && claim.slot === keys.slot)),
    );
  }

  /** Claims of a hold this instance has just written (those with an owner and an `expiresAt`). */
  wrote(claims: Partial<CountedClaim>[], at = Date.now()): void {
    const counted = claims.filter(
      (claim): claim is CountedClaim => !!claim.expiresAt && !!claim.bookingId,
    );
    if (counted.length) this.added.push({ at, claims: counted });
  }

  /** This instance changed running holds' claims otherwise (confirmed, released, ...): read them afresh. */
  changed(): void {
    this.generation++;
    this.latest = undefined;
  }
}

/** The reader of the running holds among one inventory's claims (see HoldClaimsReader). */
export function holdClaimsReader(claims: () => mongo.Collection): HoldClaimsReader {
  return new HoldClaimsReader(claims);
}
