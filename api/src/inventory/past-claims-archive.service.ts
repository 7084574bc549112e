import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo } from 'mongoose';
import { Scheduler } from '../common/scheduling/scheduler';
import { copyThenRemove, moveAll } from '../common/writes/archive-moves';
import {
  firstLiveDay,
  lastStartedDay,
  NIGHT_CLAIMS_ARCHIVE,
  SEAT_CLAIMS_ARCHIVE,
  slotDate,
  slotParts,
  slotStarted,
} from './past-claims';
import { NightClaim } from './schemas/night-claim.schema';
import { SeatClaim } from './schemas/seat-claim.schema';

/**
 * How often each instance moves past claims out (and once at start-up): a tour time's seats leave the live
 * claims within this long of its start.
 */
export const ARCHIVE_INTERVAL_MS = 10 * 60_000;

interface LiveSeatClaim extends mongo.Document {
  _id: string | mongo.ObjectId;
  slot: string;
  date?: string | null;
  expiresAt?: Date;
}

/**
 * Moves the seat claims of tour times that have started and the night claims of nights that have passed
 * out of the live collections, into archives of the same shape. FerretDB answers every read of
 * `seat_claims` and `night_claims` but one by `_id` by reading the whole collection, so the availability
 * reads, the hold limits and the booking path would otherwise slow down with every booking ever made; the
 * live collections only hold what is still to come. Nothing reads a past claim to decide anything: a time
 * that has started cannot be booked, moved to or restored into.
 *
 * A tour time's seats go as soon as it starts on its destination's clock (every claim dated before
 * `firstLiveDay` whatever the zone, as before); a hold's seats (those with `expiresAt`) stay until the hold
 * is confirmed or its expiry removes them, so both find them where the hold left them.
 *
 * Each claim is copied first and removed after (archive-moves.ts), so a sweep cut off in between leaves a
 * claim in both places (the next sweep's copy finds it there already and removes the live one). Two
 * instances sweeping together copy the same claims: the second copy is refused by the archive's `_id`.
 */
@Injectable()
export class PastClaimsArchive implements OnApplicationBootstrap {
  constructor(
    @InjectModel(SeatClaim.name) private readonly seats: Model<SeatClaim>,
    @InjectModel(NightClaim.name) private readonly nights: Model<NightClaim>,
    private readonly scheduler: Scheduler,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduler.every('Archiving past claims', ARCHIVE_INTERVAL_MS, () => this.sweep(), {
      atStart: true,
    });
  }

  /** Moves every claim of a time that has passed; answers how many of each kind moved. */
  async sweep(now = Date.now()): Promise<{ seats: number; nights: number }> {
    const before = firstLiveDay(now);
    // Days before firstLiveDay have passed everywhere: the filter alone decides, so it pages by batch.
    let seats = await this.move(this.seats, SEAT_CLAIMS_ARCHIVE, { date: { $lt: before } });
    seats += await this.moveUndated(before);
    seats += await this.moveStarted(before, now);
    const nights = await this.move(this.nights, NIGHT_CLAIMS_ARCHIVE, {
      night: { $lt: before },
    });
    return { seats, nights };
  }

  /**
   * Claims written before they carried their date, dated by their slot key: read all at once (they only
   * get fewer), never a batch at a time beside the dated ones, where a batch of such claims of times to
   * come ended the sweep before the past ones behind them.
   */
  private async moveUndated(before: string): Promise<number> {
    const undated = (await this.live(this.seats).find({ date: null }).toArray()) as LiveSeatClaim[];
    return copyThenRemove(
      this.live(this.seats),
      this.seats.db.collection(SEAT_CLAIMS_ARCHIVE),
      undated.filter((claim) => slotDate(String(claim.slot)) < before),
    );
  }

  /**
   * The seats of the days a place's clock may still be in (firstLiveDay to the last day any zone has
   * reached): those of times started on their destination's clock, holds still running kept. These days
   * are read whole (a few days of claims), so the times to come among them never hide a started one.
   * Holds' seats stay (see the class).
   */
  private async moveStarted(from: string, now: number): Promise<number> {
    const candidates = (await this.live(this.seats)
      .find({ date: { $gte: from, $lte: lastStartedDay(now) } })
      .toArray()) as LiveSeatClaim[];
    if (candidates.length === 0) return 0;
    const zones = await this.zonesOf(
      candidates.map((claim) => slotParts(claim.slot).destinationId),
    );
    const started = candidates.filter(
      (claim) =>
        !claim.expiresAt &&
        slotStarted(claim.slot, zones.get(slotParts(claim.slot).destinationId), now),
    );
    return copyThenRemove(
      this.live(this.seats),
      this.seats.db.collection(SEAT_CLAIMS_ARCHIVE),
      started,
    );
  }

  /** The time zone of each destination named (absent: deleted, or stored before zones, which is UTC). */
  private async zonesOf(ids: string[]): Promise<Map<string, string | undefined>> {
    const unique = [...new Set(ids)].filter((id) => mongo.ObjectId.isValid(id));
    const found = await this.seats.db
      .collection('destinations')
      .find(
        { _id: { $in: unique.map((id) => new mongo.ObjectId(id)) } },
        { projection: { timeZone: 1 } },
      )
      .toArray();
    return new Map(found.map((d) => [String(d._id), d.timeZone as string | undefined]));
  }

  private live<T>(model: Model<T>): mongo.Collection {
    return model.db.collection(model.collection.collectionName);
  }

  private move<T>(model: Model<T>, archiveName: string, filter: mongo.Filter<mongo.Document>) {
    return moveAll(this.live(model), model.db.collection(archiveName), filter);
  }
}
