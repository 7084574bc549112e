import { ConflictException, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { ClaimHolders } from './claim-holders';
import { ExistingBookings, isDuplicateKey, lapsedHolders, partitionClaims } from './claims';
import { NightClaim } from './schemas/night-claim.schema';
import { SchemaIndexes } from '../database/schema-indexes.service';

export interface NightRequest {
  offerId: Types.ObjectId;
  /** Ascending 'YYYY-MM-DD' dates. */
  nights: string[];
  bookingId: Types.ObjectId;
  /** A hold's lapse (see Claim.expiresAt); absent for a confirmed booking. */
  expiresAt?: Date;
}

export const DATES_TAKEN = 'These dates are no longer available for this offer';

/**
 * Stay nights as documents under a unique (offerId, night) index. Nights are taken in date order, so of
 * several bookings racing for the same dates the one that takes the first shared night wins and the
 * others stop there, instead of each holding a few nights and all failing.
 */
@Injectable()
export class NightInventory implements OnModuleInit {
  private readonly holders = new ClaimHolders();

  constructor(
    @InjectModel(NightClaim.name) private readonly nights: Model<NightClaim>,
    private readonly schemaIndexes: SchemaIndexes,
  ) {}

  /** The stay bookings say at start-up which of their claims still hold. */
  registerHolders(holders: ExistingBookings): void {
    this.holders.register(holders);
  }

  /** The unique index is the whole guarantee: no claim may be taken before it exists. */
  async onModuleInit(): Promise<void> {
    await this.schemaIndexes.ready(this.nights);
  }

  async claim(request: NightRequest): Promise<void> {
    const { offerId, nights, bookingId, expiresAt } = request;
    try {
      // Inserting first keeps reads (a scan of the collection on FerretDB) off the usual path. One retry: a
      // conflict with a claim left behind by a crash is cleared and the stay tried again.
      for (let attempt = 0; attempt < 2; attempt++) {
        if (await this.insertInOrder(offerId, nights, bookingId, expiresAt)) return;
        await this.release(bookingId);
        if (await this.someNightHeld(request)) break;
      }
      throw new ConflictException(DATES_TAKEN);
    } catch (error) {
      await this.release(bookingId);
      throw error;
    }
  }

  /** The holders of claims that lapsed and are still stored (see claims.ts lapsedHolders). */
  lapsedHolders(): Promise<Types.ObjectId[]> {
    return lapsedHolders(this.nights);
  }

  /**
   * A hold was confirmed: its claims no longer lapse (see Claim.expiresAt). Answers how many claims it
   * found: none means they were released meanwhile.
   */
  async keep(bookingId: Types.ObjectId): Promise<number> {
    const kept = await this.nights.updateMany({ bookingId }, { $unset: { expiresAt: 1 } }).exec();
    return kept.matchedCount;
  }

  async release(bookingId: Types.ObjectId): Promise<void> {
    await this.nights.deleteMany({ bookingId }).exec();
  }

  /**
   * The offer's nights in [from, to) held by a booking (in flight, confirmed, or a hold not yet lapsed),
   * ascending, for the availability read.
   */
  async taken(offerId: Types.ObjectId, from: string, to: string): Promise<string[]> {
    const claims = await this.nights
      .find({ offerId, night: { $gte: from, $lt: to } })
      .lean()
      .exec();
    const { live } = await partitionClaims(claims, this.holders.existing);
    return [...new Set(live.map((c) => c.night))].sort();
  }

  /** When the first hold claim on the offer's nights in [from, to) lapses, if any does (see SeatInventory). */
  async nextLapse(
    offerId: Types.ObjectId,
    from: string,
    to: string,
    now = new Date(),
  ): Promise<Date | undefined> {
    const first = await this.nights
      .findOne(
        { offerId, night: { $gte: from, $lt: to }, expiresAt: { $gt: now } },
        { expiresAt: 1 },
      )
      .sort({ expiresAt: 1 })
      .lean<{ expiresAt?: Date }>()
      .exec();
    return first?.expiresAt;
  }

  /** Whether another booking holds one of the nights; removes claims left behind on the way. */
  private async someNightHeld({ offerId, nights, bookingId }: NightRequest): Promise<boolean> {
    const claims = await this.nights
      .find({ offerId, night: { $in: nights }, bookingId: { $ne: bookingId } })
      .lean()
      .exec();
    const { live, abandoned } = await partitionClaims(claims, this.holders.existing);
    await Promise.all(
      abandoned.map((c) => this.nights.deleteOne({ _id: c._id, bookingId: c.bookingId }).exec()),
    );
    return live.length > 0;
  }

  /** One ordered insert: it stops at the first night already held, as taking them one by one would. */
  private async insertInOrder(
    offerId: Types.ObjectId,
    nights: string[],
    bookingId: Types.ObjectId,
    expiresAt: Date | undefined,
  ): Promise<boolean> {
    const claimedAt = new Date();
    const claims = nights.map((night) => ({
      offerId,
      night,
      bookingId,
      claimedAt,
      ...(expiresAt ? { expiresAt } : {}),
    }));
    try {
      await this.nights.insertMany(claims, { ordered: true });
      return true;
    } catch (error) {
      const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
      if (isDuplicateKey(error) || [writeErrors ?? []].flat().some(isDuplicateKey)) return false;
      throw error;
    }
  }
}
