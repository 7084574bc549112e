import { Model, mongo } from 'mongoose';
import { isDuplicateKey } from '../common/writes/duplicate-key';
import { User } from './schemas/user.schema';

/** Where the verified addresses are kept: one document per address, its `_id` the lower-cased address. */
export const VERIFIED_ADDRESSES = 'verified_addresses';
/** Marks a database whose verified accounts of before this collection were copied into it. */
const BACKFILLED = '#backfilled';
/**
 * The since-marker: when an address was last written (by any instance). A refresh reads it by `_id` and
 * reads the addresses only when something was written since its last read.
 */
export const LAST_WRITTEN = '#written';
const MARKERS = new Set([BACKFILLED, LAST_WRITTEN]);

interface VerifiedAddress {
  _id: string;
  at: Date;
}

/** How often an instance reads the addresses verified since its last read (by any instance). */
export const VERIFIED_REFRESH_MS = 60_000;
/** Reads overlap by this much, so an address written just before a read started is never missed. */
const OVERLAP_MS = 10_000;

/**
 * The addresses of verified accounts, one document per address (`_id`), and in memory: every hold asks
 * whether its address is verified (its length depends on it, see HoldPolicy), and answering from memory
 * costs no read at all. Written when an account is created verified or verified later; accounts are never
 * deleted nor their address changed, so an address once in never leaves. Each instance adds what it writes
 * at once and reads what the others wrote every VERIFIED_REFRESH_MS, by when it was written: an address
 * verified on another instance in the last minute may get the shorter hold of an unverified one. That read
 * happens only when the since-marker (LAST_WRITTEN, read by `_id`) says something was written since the
 * last one: FerretDB answers the range read by reading every address, where the marker is one document.
 */
export class VerifiedAddresses {
  private readonly known = new Set<string>();
  private readUpTo = new Date(0);

  constructor(private readonly users: Model<User>) {}

  private collection(): mongo.Collection<VerifiedAddress> {
    return this.users.db.collection<VerifiedAddress>(VERIFIED_ADDRESSES);
  }

  has(email: string): boolean {
    return this.known.has(email.trim().toLowerCase());
  }

  async add(email: string): Promise<void> {
    await this.insert([email]);
    this.known.add(email.trim().toLowerCase());
  }

  /** Reads the addresses written since the last read (all of them the first time). */
  async refresh(): Promise<void> {
    const startedAt = new Date();
    const since = new Date(this.readUpTo.getTime() - OVERLAP_MS);
    if (this.readUpTo.getTime() > 0) {
      const marker = await this.collection().findOne({ _id: LAST_WRITTEN });
      // Nothing written since the last read (less the overlap): nothing to read. No marker at all (the
      // addresses written by a build before it): read them as before.
      if (marker && marker.at.getTime() < since.getTime()) {
        this.readUpTo = startedAt;
        return;
      }
    }
    const written = await this.collection()
      .find({ at: { $gte: since } }, { projection: { _id: 1 } })
      .toArray();
    for (const { _id } of written) if (!MARKERS.has(_id)) this.known.add(_id);
    this.readUpTo = startedAt;
  }

  /**
   * Copies the addresses of accounts verified before this collection existed, once per database (two
   * instances starting together copy the same addresses: the second copy of each is refused and ignored).
   */
  async backfill(): Promise<void> {
    // The reads of what was written since (refresh) go by when.
    await this.collection().createIndex({ at: 1 });
    if (await this.collection().findOne({ _id: BACKFILLED })) return;
    const verified = await this.users
      .find({ email: { $exists: true }, emailVerified: true }, { email: 1 })
      .lean()
      .exec();
    await this.insert(verified.map((user) => user.email));
    await this.insert([BACKFILLED]);
  }

  private async insert(emails: string[]): Promise<void> {
    if (emails.length === 0) return;
    const at = new Date();
    try {
      await this.collection().insertMany(
        emails.map((email) => ({
          _id: email === BACKFILLED ? email : email.trim().toLowerCase(),
          at,
        })),
        { ordered: false },
      );
    } catch (error) {
      const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
      if (!(isDuplicateKey(error) || (writeErrors && [writeErrors].flat().every(isDuplicateKey)))) {
        throw error;
      }
    }
    // After the addresses: a reader that sees this marker finds them. Writers racing may leave the marker
    // at either's time; both are after any read that missed their addresses, less the overlap.
    await this.collection().updateOne({ _id: LAST_WRITTEN }, { $set: { at } }, { upsert: true });
  }
}
