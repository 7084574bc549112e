import { capacityOn } from '../../../destinations/schedule/tour-schedule';
import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnModuleDestroy,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { ChangeFeed } from '../../../cache/change-feed.service';
import { AVAILABILITY_CACHE_TAG } from '../../../cache/cache-tags';
import { earliestToday } from '../../../common/calendar';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { isDuplicateKey } from '../../../inventory/claims';
import { mailKey, MailService } from '../../../mail/mail.service';
import { waitlistOfferMail } from '../../../mail/templates/waitlist-mails';
import { RELEASE_MARGIN_MS } from '../../shared/booking-status';
import { newManageToken } from '../../shared/manage-token';
import { tourStartsAt } from '../tour-booking.rules';
import { TourSeats } from '../tour-seats.service';
import { TourSlot, tourSlotKey } from '../tour-slot';
import {
  IN_LINE,
  WaitlistEntry,
  WaitlistEntryDocument,
  WaitlistOfferMark,
} from './schemas/waitlist-entry.schema';
import { mayBeOffered } from './waitlist-entry-limits';
import { JOIN_ORDER, slotOf, waitlistLink } from './waitlist-links';
import { firstFitting } from './waitlist.rules';

/** Offers made in one run over a slot, at most: every round offers seats or ends the run. */
const MAX_ROUNDS = 50;
/** Availability changes come in bursts; the waitlisted times are looked at once per burst. */
const GATHER_MS = 200;
/** A lapse is handled a little after its moment, so the claims it releases have certainly lapsed. */
const LAPSE_SLACK_MS = 250;

/** A run over one slot of this instance: another trigger meanwhile asks for one more run after it. */
interface SlotRun {
  again: boolean;
  done: Promise<void>;
}

/**
 * The waitlist's offer runs: freed seats go to the line strictly in join order (firstFitting), held for the
 * first entry whose tickets fit, as a real hold (seat claims under the entry's id, which no one else can
 * book), for WAITLIST_OFFER_MINUTES; an unclaimed offer passes, its seats offered again down the line; an
 * entry offered once is never offered again (the offer mark). Runs over one slot take turns on an
 * instance; across instances, the seat claims bound what is held and the offer mark bounds who is offered.
 * What starts a run: WaitlistTriggers, and the waitlist's own leave, confirm and removal.
 */
@Injectable()
export class WaitlistOffers implements OnModuleDestroy {
  private readonly logger = new Logger(WaitlistOffers.name);
  private readonly runs = new Map<string, SlotRun>();
  private readonly lapseTimers = new Set<NodeJS.Timeout>();
  private gathering?: NodeJS.Timeout;

  constructor(
    @InjectModel(WaitlistEntry.name) private readonly entries: Model<WaitlistEntry>,
    @InjectModel(WaitlistOfferMark.name) private readonly marks: Model<WaitlistOfferMark>,
    private readonly mail: MailService,
    private readonly changes: ChangeFeed,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly seats: TourSeats,
  ) {}

  onModuleDestroy(): void {
    clearTimeout(this.gathering);
    for (const timer of this.lapseTimers) clearTimeout(timer);
    this.lapseTimers.clear();
  }

  /** Availability changes come in bursts: the waitlisted times are swept once per burst. */
  gather(): void {
    if (this.gathering) return;
    this.gathering = setTimeout(() => {
      this.gathering = undefined;
      void this.sweep();
    }, GATHER_MS);
    this.gathering.unref();
  }

  /**
   * Passes the offers that lapsed (past their end and the release margin) and offers free seats of every
   * tour time with people waiting. Runs every SWEEP_INTERVAL_MS and after availability changes: the
   * backstop for what no timer of this instance saw (another instance's offers, a capacity raised).
   */
  async sweep(): Promise<void> {
    try {
      // One read of the line for both: the lapsed offers, and the times with someone waiting.
      const now = new Date();
      const inLine = await this.entries.find({ status: { $in: IN_LINE } }).exec();
      const lapsedBefore = this.marginAgo(now).getTime();
      const lapsed = inLine.filter(
        (entry) =>
          entry.status === 'offered' &&
          !!entry.offerExpiresAt &&
          entry.offerExpiresAt.getTime() <= lapsedBefore,
      );
      await this.passLapsed(lapsed.slice(0, MAX_ROUNDS), now);
      const today = earliestToday();
      const waiting = inLine.filter((entry) => entry.status === 'waiting' && entry.date >= today);
      const slots = new Map(waiting.map((entry) => [entry.slot, slotOf(entry)]));
      for (const slot of slots.values()) await this.offerFreedSeats(slot);
    } catch (error) {
      this.logger.warn(`The waitlist sweep failed: ${(error as Error).message}`);
    }
  }

  /**
   * Offers the free seats of one tour time down its line. Runs over one slot take turns on this instance
   * (a trigger during a run asks for one more run after it); failures are logged, never thrown, as the
   * callers' own action (a cancellation) has succeeded. `publish` drops the availability cache when an
   * offer was made (the callers that free seats themselves publish the change after this).
   */
  offerFreedSeats(slot: TourSlot, publish = false): Promise<void> {
    const key = tourSlotKey(slot);
    const running = this.runs.get(key);
    if (running) {
      running.again = true;
      return running.done;
    }
    const run: SlotRun = { again: false, done: Promise.resolve() };
    run.done = (async () => {
      let offered = 0;
      try {
        do {
          run.again = false;
          offered += await this.offerRounds(slot);
        } while (run.again);
        if (publish && offered > 0) await this.changes.invalidate(AVAILABILITY_CACHE_TAG);
      } catch (error) {
        this.logger.warn(`Offering the seats of ${key} failed: ${(error as Error).message}`);
      } finally {
        this.runs.delete(key);
      }
    })();
    this.runs.set(key, run);
    return run.done;
  }

  private async offerRounds(slot: TourSlot): Promise<number> {
    let details;
    try {
      details = await this.seats.tourDetails(slot.destinationId);
    } catch (error) {
      if (error instanceof NotFoundException) return 0;
      throw error;
    }
    if (tourStartsAt(slot.date, slot.time, details.timeZone).getTime() <= Date.now()) return 0;
    let offered = 0;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      // Entries whose address nobody confirmed keep their place but are passed over (mayBeOffered).
      const line = (
        await this.entries
          .find({ slot: tourSlotKey(slot), status: 'waiting' })
          .sort(JOIN_ORDER)
          .exec()
      ).filter(mayBeOffered);
      if (line.length === 0) break;
      const capacity = capacityOn(details, slot.date);
      const free = await this.seats.freeSeats(slot, capacity);
      const next = line[firstFitting(line, free)];
      if (!next) break;
      if (await this.offer(next, capacity)) offered++;
    }
    return offered;
  }

  /**
   * Holds the entry's seats and mails the offer. Seats first, the entry after (as a booking claims its seats
   * before it is written); the offer mark first of all, so that runs on two instances never both offer to
   * one entry. False when the seats were taken meanwhile or the entry left: the next round reads again.
   */
  private async offer(entry: WaitlistEntryDocument, capacity: number): Promise<boolean> {
    try {
      await this.marks.create({ _id: entry._id, at: new Date() });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    const slot = slotOf(entry);
    const offeredAt = new Date();
    const until = new Date(offeredAt.getTime() + this.config.waitlistOfferMinutes * 60_000);
    try {
      await this.seats.holdOfferSeats(slot, capacity, entry.tickets, entry._id, until);
    } catch (error) {
      // Not offered after all (the seats went to a booking first): it may be offered again later.
      await this.marks.deleteOne({ _id: entry._id }).exec();
      if (error instanceof ConflictException) return false;
      throw error;
    }
    const { token, hash } = newManageToken();
    const offered = await this.entries
      .findOneAndUpdate(
        { _id: entry._id, status: 'waiting' },
        { $set: { status: 'offered', offeredAt, offerExpiresAt: until, claimTokenHash: hash } },
        { new: true },
      )
      .exec();
    // Left (or removed) meanwhile. FerretDB writes are read-then-write, so a leave may also land over the
    // offer just written: the leave releases the entry's seats after its own write, and this reads after.
    const now = await this.entries.findById(entry._id).exec();
    if (!offered || now?.status !== 'offered') {
      await this.seats.releaseOfferSeats(slot, entry._id);
      return false;
    }
    const destinationId = slot.destinationId;
    void this.mail.send(
      waitlistOfferMail(offered, {
        claimLink: waitlistLink(this.mail, 'claim', destinationId, token),
        // The claim token lets its holder leave too: the offer mail's "not going" link.
        leaveLink: waitlistLink(this.mail, 'leave', destinationId, token),
        expiresAt: until,
        minutes: this.config.waitlistOfferMinutes,
      }),
      // An entry is offered seats at most once (the offer mark), so one offer mail per entry.
      { key: mailKey('waitlist-offer', String(offered._id)), essential: true },
    );
    this.lapseAt(until);
    return true;
  }

  /** Offers past their end and the release margin pass: their seats go on down the line. */
  private async passLapsed(found: WaitlistEntryDocument[], now: Date): Promise<void> {
    const lapsed = { status: 'offered', offerExpiresAt: { $lte: this.marginAgo(now) } };
    for (const entry of found) {
      await this.end(entry, { status: 'passed', endedAt: now }, ['offered'], lapsed);
    }
  }

  /**
   * Takes an entry out of the line (left or passed): written first, then the seats of an offer it held are
   * released and offered on at once. The entry is read again after the release, for an offer that wrote
   * over this write (see `offer`).
   */
  async end(
    entry: WaitlistEntryDocument,
    set: { status: 'left' | 'passed'; endedAt: Date },
    from: WaitlistEntry['status'][] = IN_LINE,
    guard: Record<string, unknown> = {},
  ): Promise<void> {
    const ended = await this.entries
      .findOneAndUpdate({ ...guard, _id: entry._id, status: { $in: from } }, { $set: set })
      .exec();
    if (!ended) return;
    const slot = slotOf(entry);
    await this.seats.releaseOfferSeats(slot, entry._id);
    const now = await this.entries.findById(entry._id).exec();
    if (now?.status === 'offered') {
      await this.entries.updateOne({ _id: entry._id, status: 'offered' }, { $set: set }).exec();
      await this.seats.releaseOfferSeats(slot, entry._id);
    }
    await this.offerFreedSeats(slot, true);
  }

  private lapseAt(until: Date): void {
    const delay = until.getTime() + RELEASE_MARGIN_MS + LAPSE_SLACK_MS - Date.now();
    const timer = setTimeout(
      () => {
        this.lapseTimers.delete(timer);
        void this.sweep();
      },
      Math.max(0, delay),
    );
    timer.unref();
    this.lapseTimers.add(timer);
  }

  private marginAgo(now: Date): Date {
    return new Date(now.getTime() - RELEASE_MARGIN_MS);
  }
}
