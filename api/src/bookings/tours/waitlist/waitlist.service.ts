import {
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { AuthUser } from '../../../common/auth/auth-user';
import { earliestToday } from '../../../common/calendar';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { isDuplicateKey } from '../../../inventory/claims';
import { mailKey, MailService } from '../../../mail/mail.service';
import {
  waitlistJoinedMail,
  waitlistTimeCancelledMail,
} from '../../../mail/templates/waitlist-mails';
import { isVerifiedOwner } from '../../shared/booking-lifecycle';
import { clientKeyOf } from '../../shared/client-key';
import { newManageToken } from '../../shared/manage-token';
import { assertNotStarted } from '../tour-booking.rules';
import { TourBookingsService } from '../tour-bookings.service';
import { assertScheduled } from '../scheduled-time';
import { TourSeats } from '../tour-seats.service';
import { TourSlot, tourSlotKey } from '../tour-slot';
import { JoinWaitlistDto } from './dto/join-waitlist.dto';
import { WaitlistEntryView } from './dto/waitlist.dto';
import { IN_LINE, WaitlistEntry, WaitlistEntryDocument } from './schemas/waitlist-entry.schema';
import {
  assertEntryFits,
  ENTRY_CONFIRMED,
  ENTRY_NOT_IN_LINE,
  EntriesInLine,
  mayBeOffered,
  TOO_MANY_WAITLIST_MAILS,
} from './waitlist-entry-limits';
import { entryByToken, JOIN_ORDER, slotOf, waitlistLink } from './waitlist-links';
import { ENTRY_CLAIMED, ENTRY_NOT_FOUND, LEFT, SEATS_AVAILABLE } from './waitlist-messages';
import { WaitlistOffers } from './waitlist-offers.service';
import { archivedEntries, archivedEntry, WAITLIST_ARCHIVE } from './waitlist-archive';
import { firstLiveDay } from '../../../inventory/past-claims';
import { checkJoinRequest } from './waitlist.rules';
import { currentLanguage } from '../../../common/i18n/language-context';

/**
 * The waitlist of sold-out tour times: joining its line, confirming the address, leaving, and the admin's
 * list, removal and counts; a cancelled tour time's line is closed. Seats are offered down the line by
 * WaitlistOffers (started by WaitlistTriggers and by the changes here); an offer's claim link is
 * WaitlistClaims'.
 */
@Injectable()
export class WaitlistService {
  constructor(
    @InjectModel(WaitlistEntry.name) private readonly entries: Model<WaitlistEntry>,
    private readonly tours: TourBookingsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly seats: TourSeats,
    private readonly offers: WaitlistOffers,
  ) {}

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
    const details = await this.seats.tourDetails(destinationId);
    const now = new Date();
    assertNotStarted(request, details.timeZone, now);
    const destination = { ...details, capacity: assertScheduled(details, request, now) };
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
        timeZone: destination.timeZone,
        date: request.date,
        time: request.time,
        slot: tourSlotKey(slot),
        name: request.name,
        email,
        lang: currentLanguage(),
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
        waitlistLink(this.mail, 'leave', destinationId, token),
        owner ? undefined : waitlistLink(this.mail, 'confirm', destinationId, token),
      ),
      {
        key: mailKey('waitlist-joined', String(entry._id)),
        ...(owner ? { essential: true } : { slotReserved: true }),
      },
    );
    // Seats freed between the check above and the insert found nobody waiting: look once more.
    await this.offers.offerFreedSeats(slot, true);
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
    const entry = await entryByToken(this.entries, ['leaveTokenHash'], destinationId, token);
    if (!IN_LINE.includes(entry.status)) throw new ConflictException(ENTRY_NOT_IN_LINE);
    if (!mayBeOffered(entry)) {
      await this.entries
        .updateOne(
          { _id: entry._id, addressConfirmed: false },
          { $set: { addressConfirmed: true } },
        )
        .exec();
      await this.offers.offerFreedSeats(slotOf(entry), true);
    }
    return { message: ENTRY_CONFIRMED, position: await this.position(entry) };
  }

  /**
   * Leaves the line by a mailed link (the joined mail's, or the offer mail's, which carries the claim
   * token); an offer the entry held is released and passed on at once.
   */
  async leave(destinationId: string, token: unknown): Promise<{ message: string }> {
    const found = await entryByToken(
      this.entries,
      ['leaveTokenHash', 'claimTokenHash'],
      destinationId,
      token,
    );
    // In turn with a claim of the offer (the booking's lock, the offer's id being the booking's): both
    // read `offered` and wrote over each other, and the leave freed the seats of the booking just made.
    return this.tours.ledger.locks.exclusively(found._id, async () => {
      const entry = (await this.entries.findById(found._id).exec()) ?? found;
      if (entry.status === 'claimed') throw new ConflictException(ENTRY_CLAIMED);
      if (IN_LINE.includes(entry.status)) {
        await this.offers.end(entry, { status: 'left', endedAt: new Date() });
      }
      return { message: LEFT };
    });
  }

  /** The entries of a destination's day (or one of its times), each time's line in join order. */
  async list(destinationId: string, date: string, time?: string): Promise<WaitlistEntryView[]> {
    const filter = {
      destinationId: new Types.ObjectId(destinationId),
      date,
      ...(time ? { time } : {}),
    };
    const found = await this.entries
      .find(filter)
      .sort({ time: 1, ...JOIN_ORDER })
      .exec();
    // A past day's entries are archived (WaitlistArchive): its list reads the archive too.
    if (date < firstLiveDay()) {
      found.push(...(await archivedEntries(this.entries, filter)));
      found.sort(
        (a, b) =>
          a.time.localeCompare(b.time) ||
          a.joinedAt.getTime() - b.joinedAt.getTime() ||
          String(a._id).localeCompare(String(b._id)),
      );
    }
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
    // In turn with a claim of the offer (the booking's lock, under the offer's id, as leave takes it): read
    // before the claim wrote `claimed`, the removal freed the seats the new booking had just taken.
    const entry = await this.tours.ledger.locks.exclusively(
      id,
      async () =>
        (await this.entries.findByIdAndDelete(id).exec()) ?? (await this.removeArchived(id)),
    );
    if (!entry) throw new NotFoundException(ENTRY_NOT_FOUND);
    if (entry.status === 'offered') await this.seats.releaseOfferSeats(slotOf(entry), entry._id);
    if (IN_LINE.includes(entry.status)) await this.offers.offerFreedSeats(slotOf(entry), true);
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

  /** An archived entry (a past day's) the admin removes from its list. */
  private async removeArchived(id: string): Promise<WaitlistEntryDocument | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const _id = new Types.ObjectId(id);
    const entry = await archivedEntry(this.entries, { _id });
    if (entry) await this.entries.db.collection(WAITLIST_ARCHIVE).deleteOne({ _id });
    return entry;
  }

  /** Entries in line, for the admin's overview. */
  async counts(): Promise<{ waiting: number; offered: number }> {
    const [waiting, offered] = await Promise.all([
      this.entries.countDocuments({ status: 'waiting' }).exec(),
      this.entries.countDocuments({ status: 'offered' }).exec(),
    ]);
    return { waiting, offered };
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
}
