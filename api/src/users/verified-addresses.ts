import { Model, mongo } from 'mongoose';
import { isDuplicateKey } from '../common/writes/duplicate-key';
import { User } from './schemas/user.schema';

/** Where the verified addresses are kept: one document per address, its `_id` the lower-cased address. */
export const VERIFIED_ADDRESSES = 'verified_addresses';
/** Marks a database whose verified accounts of before this collection were copied into it. */
const BACKFILLED = '#backfilled';

interface VerifiedAddress {
  _id: string;
  at: Date;
}

/**
 * The addresses of verified accounts, keyed by the address: whether one is verified is a read by exact
 * `_id`, the one query the embedded FerretDB does not answer by reading the whole collection (every hold
 * asks, see HoldPolicy). Written when an account is created verified or verified later; accounts are never
 * deleted nor their address changed, so an address once in never leaves.
 */
export class VerifiedAddresses {
  constructor(private readonly users: Model<User>) {}

  private collection(): mongo.Collection<VerifiedAddress> {
    return this.users.db.collection<VerifiedAddress>(VERIFIED_ADDRESSES);
  }

  async has(email: string): Promise<boolean> {
    const found = await this.collection().findOne(
      { _id: email.trim().toLowerCase() },
      { projection: { _id: 1 } },
    );
    return found !== null;
  }

  async add(email: string): Promise<void> {
    await this.insert([email]);
  }

  /**
   * Copies the addresses of accounts verified before this collection existed, once per database (two
   * instances starting together copy the same addresses: the second copy of each is refused and ignored).
   */
  async backfill(): Promise<void> {
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
        emails.map((email) => ({ _id: email === BACKFILLED ? email : email.toLowerCase(), at })),
        { ordered: false },
      );
    } catch (error) {
      const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
      if (!(isDuplicateKey(error) || (writeErrors && [writeErrors].flat().every(isDuplicateKey)))) {
        throw error;
      }
    }
  }
}
