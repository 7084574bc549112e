import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo } from 'mongoose';
import { Scheduler } from '../common/scheduling/scheduler';
import { isDuplicateKey } from '../common/writes/duplicate-key';
import { firstLiveDay, NIGHT_CLAIMS_ARCHIVE, SEAT_CLAIMS_ARCHIVE, slotDate } from './past-claims';
import { NightClaim } from './schemas/night-claim.schema';
import { SeatClaim } from './schemas/seat-claim.schema';

/** How often each instance moves past claims out (and once at start-up). */
export const ARCHIVE_INTERVAL_MS = 60 * 60_000;
const BATCH = 1000;

/**
 * Moves the seat claims of tour times and the night claims of nights that have passed out of the live
 * collections, into archives of the same shape. FerretDB answers every read of `seat_claims` and
 * `night_claims` but one by `_id` by reading the whole collection, so the availability reads and the
 * booking path would otherwise slow down with every booking ever made; the live collections only hold what
 * is still to come. Nothing reads a past claim to decide anything: a past time cannot be booked.
 *
 * Each claim is copied first and removed after, so a sweep cut off in between leaves a claim in both
 * places (the next sweep's copy finds it there already and removes the live one). Two instances sweeping
 * together copy the same claims: the second copy is refused by the archive's `_id` and nothing is lost.
 */
@Injectable()
export class PastClaimsArchive implements OnApplicationBootstrap {
  private readonly logger = new Logger(PastClaimsArchive.name);

  constructor(
    @InjectModel(SeatClaim.name) private readonly seats: Model<SeatClaim>,
    @InjectModel(NightClaim.name) private readonly nights: Model<NightClaim>,
    private readonly scheduler: Scheduler,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduler.every('Archiving past claims', ARCHIVE_INTERVAL_MS, () => this.sweep());
    void this.sweep().catch((error: Error) =>
      this.logger.warn(`Archiving past claims failed: ${error.message}`),
    );
  }

  /** Moves every claim dated before firstLiveDay; answers how many of each kind moved. */
  async sweep(now = Date.now()): Promise<{ seats: number; nights: number }> {
    const before = firstLiveDay(now);
    // Claims written before they carried their date have none: read by its absence, dated by their slot.
    const seats = await this.move(
      this.seats,
      SEAT_CLAIMS_ARCHIVE,
      { $or: [{ date: { $lt: before } }, { date: null }] },
      (claim) => (claim.date ?? slotDate(String(claim.slot))) < before,
    );
    const nights = await this.move(
      this.nights,
      NIGHT_CLAIMS_ARCHIVE,
      { night: { $lt: before } },
      () => true,
    );
    return { seats, nights };
  }

  private async move<T>(
    model: Model<T>,
    archiveName: string,
    filter: mongo.Filter<mongo.Document>,
    past: (claim: mongo.Document) => boolean,
  ): Promise<number> {
    const live = model.db.collection(model.collection.collectionName);
    const archive = model.db.collection(archiveName);
    let moved = 0;
    for (;;) {
      const found = await live.find(filter).limit(BATCH).toArray();
      const claims = found.filter(past);
      if (claims.length === 0) return moved;
      try {
        await archive.insertMany(claims, { ordered: false });
      } catch (error) {
        // Copied already (a sweep cut off before its removal, another instance's sweep): removed all the same.
        const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
        if (!writeErrors || ![writeErrors].flat().every(isDuplicateKey)) throw error;
      }
      await live.deleteMany({ _id: { $in: claims.map((claim) => claim._id) } });
      moved += claims.length;
      if (found.length < BATCH) return moved;
    }
  }
}
