import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { ChangeFeed } from '../../../cache/change-feed.service';
import { AVAILABILITY_CACHE_TAG } from '../../../cache/cache-tags';
import { earliestToday } from '../../../common/calendar';
import { EventBus } from '../../../common/events/event-bus';
import { Scheduler } from '../../../common/scheduling/scheduler';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { isDuplicateKey } from '../../../inventory/claims';
import { mailKey, MailService } from '../../../mail/mail.service';
import {
  waitlistJoinedMail,
  waitlistOfferMail,
  waitlistTimeCancelledMail,
} from '../../../mail/templates/waitlist-mails';
import { SWEEP_INTERVAL_MS } from '../../shared/booking-lifecycle.service';
import { RELEASE_MARGIN_MS } from '../../shared/booking-status';
import { hashManageToken, newManageToken } from '../../shared/manage-token';
import { CheckoutView } from '../../shared/dto/payment.dto';
import { TourBookingView } from '../dto/tour-booking.dto';
import { assertNotStarted, tourStartsAt } from '../tour-booking.rules';
import {
  NOT_A_TOUR_TIME,
  OFFER_CLAIMED,
  OFFER_GONE,
  TourBookingsService,
} from '../tour-bookings.service';
import { JoinWaitlistDto } from './dto/join-waitlist.dto';
import { WaitlistEntryView, WaitlistOfferView } from './dto/waitlist.dto';
import {
  IN_LINE,
  WaitlistEntry,
  WaitlistEntryDocument,
  WaitlistOfferMark,
} from './schemas/waitlist-entry.schema';
import { checkJoinRequest, firstFitting } from './waitlist.rules';
import {
  assertEntryFits,
  ENTRY_CONFIRMED,
  ENTRY_NOT_IN_LINE,
  EntriesInLine,
  mayBeOffered,
  TOO_MANY_WAITLIST_MAILS,
} from './waitlist-entry-limits';
import { AuthUser } from '../../../common/auth/auth-user';
import { isVerifiedOwner } from '../../shared/booking-lifecycle';
import { clientKeyOf } from '../../shared/client-key';
import { TourSeats } from '../tour-seats.service';
import { TourSlot, tourSlotKey } from '../tour-slot';

export const SEATS_AVAILABLE = 'Seats are available: book now.';
export const WAITLIST_LINK_NOT_VALID = 'This waitlist link is not valid.';
export const OFFER_LAPSED =
  'This offer has lapsed and its seats went to the next person on the waitlist.';
export const LEFT = 'You have left the waitlist.';
export const ENTRY_LEFT = 'You left this waitlist, so its offer no longer stands.';
export const ENTRY_CLAIMED =
  'You booked these seats from the waitlist: cancel the booking from its mail instead.';
export const ENTRY_NOT_FOUND = 'Waitlist entry not found';

/** The tokens the leave and claim links carry (as the manage links': 32 random bytes, base64url). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** Offers made in one run over a slot, at most: every round offers seats or ends the run. */
const MAX_ROUNDS = 50;
/** Availability changes come in bursts; the waitlisted times are looked at once per burst. */
const GATHER_MS = 200;
/** A lapse is handled a little after its moment, so the claims it releases have certainly lapsed. */
const LAPSE_SLACK_MS = 250;

/** The line's order: who joined first, the id breaking ties between entries of the same millisecond. */
const JOIN_ORDER = { joinedAt: 1, _id: 1 } as const;

function slotOf(entry: WaitlistEntry): TourSlot {
  return { destinationId: entry.destinationId.toString(), date: entry.date, time: entry.time };
}

/** A run over one slot of this instance: another trigger meanwhile asks for one more run after it. */
interface SlotRun {
  again: boolean;
  done: Promise<void>;
}

/**
 * The waitlist of sold-out tour times. Freed seats go to the line strictly in join order (firstFitting):
 * they are held for the first entry whose tickets fit, as a real hold (seat claims under the entry's id,
 * which no one else can book), for WAITLIST_OFFER_MINUTES; the claim link books them. An unclaimed offer
 * passes, its seats offered again down the line; an entry offered once is never offered again.
 *
 * What frees seats and starts a run over the slot: a cancellation, expired hold or deleted booking (TourSeats
 * emits `seats-freed` after releasing, before the change is published), a leave or an admin's
 * removal of an offered entry, an offer lapsing (a timer on the instance that made it, and the sweep), and
 * every availability change any instance publishes (an admin raising the capacity, a hold lapsing by
 * itself), gathered for GATHER_MS. Runs over one slot take turns on an instance; across instances, the
 * seat claims bound what is held and the offer mark (one insert per entry) bounds who is offered.
 */
@Injectable()
export class WaitlistService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(WaitlistService.name);
  private readonly runs = new Map<string, SlotRun>();
  private readonly lapseTimers = new Set<NodeJS.Timeout>();
  private gathering?: NodeJS.Timeout;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    @InjectModel(WaitlistEntry.name) private readonly entries: Model<WaitlistEntry>,
    @InjectModel(WaitlistOfferMark.name) private readonly marks: Model<WaitlistOfferMark>,
    private readonly tours: TourBookingsService,
    private readonly mail: MailService,
    private readonly changes: ChangeFeed,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly seats: TourSeats,
    private readonly events: EventBus,
    private readonly scheduler: Scheduler,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe.push(
      this.events.on('seats-freed', (slot) => this.offerFreedSeats(slot)),
      this.events.on('availability-changed', () => this.gather()),
    );
    this.scheduler.every('The waitlist sweep', SWEEP_INTERVAL_MS, () => this.sweep());
  }

  onModuleDestroy(): void {
    for (const stop of this.unsubscribe) stop();
    clearTimeout(this.gathering);
    for (const timer of this.lapseTimers) clearTimeout(timer);
    this.lapseTimers.clear();
  }

  /**
   * Joins the line of a tour time that cannot take `tickets` now. One entry per address and time: joining
   * again while in line answers the same entry's position (`created: false`); an entry that left, passed
   * or was claimed is replaced by a new one at the back of the line. Entries in line are bounded per
   * client and per address; an entry made by its verified owner signed in (`user`) is confirmed at once,
   * any other is offered seats only once its address is confirmed by the joined mail's link.
   */
  async join(
    destinationId: string,
    dto: JoinWaitlistDto,
    user: AuthUser | null = null,
    client = '',
  ): Promise<{ position: number; confirmed: boolean; created: boolean }> {
    const request = checkJoinRequest(dto, earliestToday(), this.config.maxTicketsPerBooking);
    const destination = await this.seats.tourDetails(destinationId);
    assertNotStarted(request, destination.timeZone, new Date());
    if (!destination.tourTimes.includes(request.time)) {
      throw new BadRequestException(NOT_A_TOUR_TIME);
    }
    const slot = { destinationId, date: request.date, time: request.time };
    await this.seats.assertOpen(slot);
    const email = request.email.toLowerCase();
    const existing = await this.entries.findOne({ slot: tourSlotKey(slot), email }).exec();
    if (existing && IN_LINE.includes(existing.status)) {
      return { ...(await this.standing(existing)), created: false };
    }
    if ((await this.tours.freeSeats(slot, destination.capacity)) >= request.tickets) {
      throw new ConflictException(SEATS_AVAILABLE);
    }
    const owner = isVerifiedOwner(user, email);
    const clientKey = clientKeyOf(this.config.jwtSecret, client);
    assertEntryFits(await this.inLine(clientKey, email), this.config.waitlistEntries);
    // Its mail is the owner's to be told of; anyone else's join could be anyone's, and takes a mail slot.
    if (!owner && !(await this.mail.reserveSlot(email))) {
      throw new HttpException(TOO_MANY_WAITLIST_MAILS, HttpStatus.TOO_MANY_REQUESTS);
    }
    if (existing) await this.entries.deleteOne({ _id: existing._id, status: existing.status });

    const { token, hash } = newManageToken();
    let entry: WaitlistEntryDocument;
    try {
      entry = await this.entries.create({
        destinationId: new Types.ObjectId(destinationId),
        destinationTitle: destination.title,
        date: request.date,
        time: request.time,
        slot: tourSlotKey(slot),
        name: request.name,
        email,
        tickets: request.tickets,
        status: 'waiting',
        joinedAt: new Date(),
        leaveTokenHash: hash,
        addressConfirmed: owner,
        clientKey,
      });
    } catch (error) {
      // The same address joining twice at once: the unique (slot, email) index lets one in.
      if (!isDuplicateKey(error)) throw error;
      const winner = await this.entries.findOne({ slot: tourSlotKey(slot), email }).exec();
      if (!winner) throw error;
      return { ...(await this.standing(winner)), created: false };
    }
    // The time may have closed since the check above: its cancel then ended the line before this entry was
    // in it, and nothing would ever offer it seats. Read after the insert, the closure shows; the entry goes.
    try {
      await this.seats.assertOpen(slot);
    } catch (error) {
      await this.entries.deleteOne({ _id: entry._id, status: 'waiting' }).exec();
      throw error;
    }
    const position = await this.position(entry);
    await this.mail.send(
      waitlistJoinedMail(
        entry,
        position,
        this.link('leave', destinationId, token),
        owner ? undefined : this.link('confirm', destinationId, token),
      ),
      {
        key: mailKey('waitlist-joined', String(entry._id)),
        ...(owner ? { essential: true } : { slotReserved: true }),
      },
    );
    // Seats freed between the check above and the insert found nobody waiting: look once more.
    await this.offerFreedSeats(slot, true);
    return { position, confirmed: owner, created: true };
  }

  /**
   * Confirms the entry's address by the joined mail's link (its leave token): from now on it may be offered
   * seats, and seats free now are offered at once. Confirming again answers the same.
   */
  async confirm(
    destinationId: string,
    token: unknown,
  ): Promise<{ message: string; position: number }> {
    const entry = await this.byToken(['leaveTokenHash'], destinationId, token);
    if (!IN_LINE.includes(entry.status)) throw new ConflictException(ENTRY_NOT_IN_LINE);
    if (!mayBeOffered(entry)) {
      await this.entries
        .updateOne(
          { _id: entry._id, addressConfirmed: false },
          { $set: { addressConfirmed: true } },
        )
        .exec();
      await this.offerFreedSeats(slotOf(entry), true);
    }
    return { message: ENTRY_CONFIRMED, position: await this.position(entry) };
  }

  /** Availability changes come in bursts: the waitlisted times are swept once per burst. */
  private gather(): void {
    if (this.gathering) return;
    this.gathering = setTimeout(() => {
      this.gathering = undefined;
      void this.sweep();
    }, GATHER_MS);
    this.gathering.unref();
  }

  /**
   * Leaves the line by a mailed link (the joined mail's, or the offer mail's, which carries the claim
   * token); an offer the entry held is released and passed on at once.
   */
  async leave(destinationId: string, token: unknown): Promise<{ message: string }> {
    const found = await this.byToken(['leaveTokenHash', 'claimTokenHash'], destinationId, token);
    // In turn with a claim of the offer (the booking's lock, the offer's id being the booking's): both
    // read `offered` and wrote over each other, and the leave freed the seats of the booking just made.
    return this.tours.ledger.locks.exclusively(found._id, async () => {
      const entry = (await this.entries.findById(found._id).exec()) ?? found;
      if (entry.status === 'claimed') throw new ConflictException(ENTRY_CLAIMED);
      if (IN_LINE.includes(entry.status)) {
        await this.end(entry, { status: 'left', endedAt: new Date() });
      }
      return { message: LEFT };
    });
  }

  /** The offer a claim link names, as the claim page shows it before the visitor claims; changes nothing. */
  async offerByLink(destinationId: string, token: unknown): Promise<WaitlistOfferView> {
    return WaitlistOfferView.of(await this.byToken(['claimTokenHash'], destinationId, token));
  }

  /**
   * Claims an offer by its mailed link: the entry's seats become a booking through the tour booking path
   * (TourBookingsService.bookOffer: confirmed at once, or held for Stripe Checkout with payments on).
   */
  async claim(
    destinationId: string,
    token: unknown,
  ): Promise<{ booking: TourBookingView; payment?: CheckoutView }> {
    const entry = await this.byToken(['claimTokenHash'], destinationId, token);
    const now = new Date();
    // Claimed before the offer's end, never after: the pass waits for the end plus the release margin, so
    // a claim read just before the end has long written `claimed` when the pass reads the entry.
    // In turn with a leave of the offer (see leave): the booking's lock, under the offer's id.
    const state: { claimed?: WaitlistEntryDocument } = {};
    try {
      return await this.tours.ledger.locks.exclusively(entry._id, async () => {
        const claimed = await this.entries
          .findOneAndUpdate(
            { _id: entry._id, status: 'offered', offerExpiresAt: { $gt: now } },
            { $set: { status: 'claimed', claimedAt: now } },
            { new: true },
          )
          .exec();
        if (!claimed) throw this.unclaimable(await this.entries.findById(entry._id).exec());
        state.claimed = claimed;
        const made = await this.tours.bookOffer({
          bookingId: claimed._id,
          ...slotOf(claimed),
          tickets: claimed.tickets,
          name: claimed.name,
          email: claimed.email,
        });
        await this.entries
          .updateOne({ _id: claimed._id }, { $set: { bookingReference: made.booking.reference } })
          .exec();
        return made;
      });
    } catch (error) {
      const claimed = state.claimed;
      if (!claimed) throw error;
      const message = error instanceof HttpException ? error.message : '';
      // The same link sent twice at once: the other request booked it.
      if (message === OFFER_CLAIMED) throw error;
      if (message === OFFER_GONE) {
        await this.end(claimed, { status: 'passed', endedAt: new Date() }, ['claimed']);
        throw error;
      }
      // Nothing was booked (Stripe out of reach, the destination deleted): the offer stands as it was.
      await this.entries
        .updateOne(
          { _id: claimed._id, status: 'claimed' },
          { $set: { status: 'offered' }, $unset: { claimedAt: 1 } },
        )
        .exec();
      throw error;
    }
  }

  /** The entries of a destination's day (or one of its times), each time's line in join order. */
  async list(destinationId: string, date: string, time?: string): Promise<WaitlistEntryView[]> {
    const found = await this.entries
      .find({ destinationId: new Types.ObjectId(destinationId), date, ...(time ? { time } : {}) })
      .sort({ time: 1, ...JOIN_ORDER })
      .exec();
    const inLine = new Map<string, number>();
    return found.map((entry) => {
      let position: number | null = null;
      if (IN_LINE.includes(entry.status)) {
        position = (inLine.get(entry.time) ?? 0) + 1;
        inLine.set(entry.time, position);
      }
      return WaitlistEntryView.of(entry, position);
    });
  }

  /** An admin's removal: the entry is deleted; seats offered to it go on down the line at once. */
  async remove(id: string): Promise<void> {
    const entry = await this.entries.findByIdAndDelete(id).exec();
    if (!entry) throw new NotFoundException(ENTRY_NOT_FOUND);
    if (entry.status === 'offered') await this.seats.releaseOfferSeats(slotOf(entry), entry._id);
    if (IN_LINE.includes(entry.status)) await this.offerFreedSeats(slotOf(entry), true);
  }

  /**
   * The tour time was cancelled as a whole (it is closed first, so nobody joins or is offered seats after):
   * everyone in its line is told by mail and taken out of it (`left`, as by an admin's removal), and seats
   * offered to them are released. The mail is queued before the entry ends, once per entry (its key), so a
   * run cut off halfway and run again tells everyone exactly once. Answers how many were in line.
   */
  async closeLine(slot: TourSlot, reason?: string): Promise<number> {
    const line = await this.entries
      .find({ slot: tourSlotKey(slot), status: { $in: IN_LINE } })
      .sort(JOIN_ORDER)
      .exec();
    for (const entry of line) {
      await this.mail.send(waitlistTimeCancelledMail(entry, reason), {
        key: mailKey('waitlist-cancelled', String(entry._id)),
        essential: true,
      });
      await this.entries
        .updateOne(
          { _id: entry._id, status: { $in: IN_LINE } },
          { $set: { status: 'left', endedAt: new Date() } },
        )
        .exec();
      await this.seats.releaseOfferSeats(slot, entry._id);
    }
    return line.length;
  }

  /** Entries in line, for the admin's overview. */
  async counts(): Promise<{ waiting: number; offered: number }> {
    const [waiting, offered] = await Promise.all([
      this.entries.countDocuments({ status: 'waiting' }).exec(),
      this.entries.countDocuments({ status: 'offered' }).exec(),
    ]);
    return { waiting, offered };
  }

  /**
   * Passes the offers that lapsed (past their end and the release margin) and offers free seats of every
   * tour time with people waiting. Runs every SWEEP_INTERVAL_MS and after availability changes: the
   * backstop for what no timer of this instance saw (another instance's offers, a capacity raised).
   */
  async sweep(): Promise<void> {
    try {
      await this.passLapsed();
      const waiting = await this.entries
        .find({ status: 'waiting', date: { $gte: earliestToday() } })
        .select({ destinationId: 1, date: 1, time: 1 })
        .exec();
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
      const free = await this.seats.freeSeats(slot, details.capacity);
      const next = line[firstFitting(line, free)];
      if (!next) break;
      if (await this.offer(next, details.capacity)) offered++;
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
        claimLink: this.link('claim', destinationId, token),
        // The claim token lets its holder leave too: the offer mail's "not going" link.
        leaveLink: this.link('leave', destinationId, token),
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
  private async passLapsed(now = new Date()): Promise<void> {
    const lapsed = { status: 'offered', offerExpiresAt: { $lte: this.marginAgo(now) } };
    const found = await this.entries.find(lapsed).limit(MAX_ROUNDS).exec();
    for (const entry of found) {
      await this.end(entry, { status: 'passed', endedAt: now }, ['offered'], lapsed);
    }
  }

  /**
   * Takes an entry out of the line (left or passed): written first, then the seats of an offer it held are
   * released and offered on at once. The entry is read again after the release, for an offer that wrote
   * over this write (see `offer`).
   */
  private async end(
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

  /** Where an entry in line stands: its place, and whether it may be offered seats. */
  private async standing(
    entry: WaitlistEntryDocument,
  ): Promise<{ position: number; confirmed: boolean }> {
    return { position: await this.position(entry), confirmed: mayBeOffered(entry) };
  }

  /** The entries in line from a client and under an address, for the bounds of assertEntryFits. */
  private async inLine(clientKey: string, email: string): Promise<EntriesInLine> {
    const found = await this.entries
      .find({ status: { $in: IN_LINE }, $or: [{ clientKey }, { email }] })
      .select({ clientKey: 1, email: 1 })
      .exec();
    return {
      byClient: found.filter((entry) => entry.clientKey === clientKey).length,
      byAddress: found.filter((entry) => entry.email === email).length,
    };
  }

  private async position(entry: WaitlistEntryDocument): Promise<number> {
    const ahead = await this.entries
      .countDocuments({
        slot: entry.slot,
        status: { $in: IN_LINE },
        $or: [
          { joinedAt: { $lt: entry.joinedAt } },
          { joinedAt: entry.joinedAt, _id: { $lt: entry._id } },
        ],
      })
      .exec();
    return ahead + 1;
  }

  private async byToken(
    fields: ('leaveTokenHash' | 'claimTokenHash')[],
    destinationId: string,
    token: unknown,
  ): Promise<WaitlistEntryDocument> {
    const hash = typeof token === 'string' && TOKEN.test(token) ? hashManageToken(token) : null;
    const entry = hash
      ? await this.entries.findOne({ $or: fields.map((field) => ({ [field]: hash })) }).exec()
      : null;
    if (!entry || entry.destinationId.toString() !== destinationId) {
      throw new NotFoundException(WAITLIST_LINK_NOT_VALID);
    }
    return entry;
  }

  /** Why an offer cannot be claimed, read after a refused claim. */
  private unclaimable(entry: WaitlistEntryDocument | null): HttpException {
    switch (entry?.status) {
      case 'claimed':
        return new ConflictException(OFFER_CLAIMED);
      case 'left':
        return new ConflictException(ENTRY_LEFT);
      case undefined:
        return new NotFoundException(WAITLIST_LINK_NOT_VALID);
      default:
        return new ConflictException(OFFER_LAPSED);
    }
  }

  private marginAgo(now: Date): Date {
    return new Date(now.getTime() - RELEASE_MARGIN_MS);
  }

  private link(
    action: 'leave' | 'claim' | 'confirm',
    destinationId: string,
    token: string,
  ): string {
    return this.mail.siteLink(
      `/waitlist/${action}?destination=${encodeURIComponent(destinationId)}&token=${encodeURIComponent(token)}`,
    );
  }
}
