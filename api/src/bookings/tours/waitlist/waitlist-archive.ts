import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FilterQuery, Model, mongo } from 'mongoose';
import { Scheduler } from '../../../common/scheduling/scheduler';
import { moveAll } from '../../../common/writes/archive-moves';
import { firstLiveDay } from '../../../inventory/past-claims';
import { WaitlistEntry, WaitlistEntryDocument } from './schemas/waitlist-entry.schema';

/** Where the entries of tour times that have passed are kept (same shape, same `_id`). */
export const WAITLIST_ARCHIVE = 'tour_waitlist_archive';
/** How often each instance moves past entries out (and once at start-up). */
export const WAITLIST_ARCHIVE_INTERVAL_MS = 60 * 60_000;

/**
 * Moves the entries of tour times dated before `firstLiveDay` (the seat claims' rule: no place's clock is
 * still on such a date) out of `tour_waitlist` into WAITLIST_ARCHIVE. The offer runs, the sweep after every
 * availability change and the joins read `tour_waitlist`, which FerretDB reads whole for any query but an
 * exact `_id`: it holds only the lines of times to come (and yesterday's), not every entry ever made. A
 * past time's line is over, so nothing decides by an archived entry; its mailed links and the admin's list
 * of its day still find it (`archivedEntry`, `archivedEntries`).
 */
@Injectable()
export class WaitlistArchive implements OnApplicationBootstrap {
  constructor(
    @InjectModel(WaitlistEntry.name) private readonly entries: Model<WaitlistEntry>,
    private readonly scheduler: Scheduler,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // What the archive is read by: a mailed link's token, an entry's id (`_id`), the admin's list of a day.
    const archive = this.entries.db.collection(WAITLIST_ARCHIVE);
    await archive.createIndex({ leaveTokenHash: 1 });
    await archive.createIndex({ claimTokenHash: 1 }, { sparse: true });
    await archive.createIndex({ destinationId: 1, date: 1, time: 1, joinedAt: 1, _id: 1 });
    this.scheduler.every(
      'Archiving past waitlist entries',
      WAITLIST_ARCHIVE_INTERVAL_MS,
      () => this.sweep(),
      { atStart: true },
    );
  }

  /** Moves the entries of past days; answers how many moved. */
  sweep(now = Date.now()): Promise<number> {
    return moveAll(
      this.entries.db.collection(this.entries.collection.collectionName),
      this.entries.db.collection(WAITLIST_ARCHIVE),
      { date: { $lt: firstLiveDay(now) } },
    );
  }
}

/** An archived entry the filter finds, as a document (a past time's link, read when the line has none). */
export async function archivedEntry(
  entries: Model<WaitlistEntry>,
  filter: FilterQuery<WaitlistEntry>,
): Promise<WaitlistEntryDocument | null> {
  const found = await entries.db
    .collection(WAITLIST_ARCHIVE)
    .findOne(filter as mongo.Filter<mongo.Document>);
  return found ? entries.hydrate(found) : null;
}

/** The archived entries of a destination's past day (or one of its times), for the admin's list. */
export async function archivedEntries(
  entries: Model<WaitlistEntry>,
  filter: FilterQuery<WaitlistEntry>,
): Promise<WaitlistEntryDocument[]> {
  const found = await entries.db
    .collection(WAITLIST_ARCHIVE)
    .find(filter as mongo.Filter<mongo.Document>)
    .toArray();
  return found.map((entry) => entries.hydrate(entry));
}
