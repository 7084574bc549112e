import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection, HydratedDocument, mongo, Types } from 'mongoose';
import { dayNumber, isoDate, utcDay } from '../../common/calendar';
import { Scheduler } from '../../common/scheduling/scheduler';
import { isDuplicateKey } from '../../common/writes/duplicate-key';
import { DEFAULT_REMINDER_HOURS, MAX_REMINDER_HOURS } from '../../destinations/tour-content';
import { Mail, mailKey, MailService } from '../../mail/mail.service';
import { stayReminderMail, tourReminderMail } from '../../mail/templates/booking-mails';
import { BookingDays, BookingRow } from '../shared/booking-days';
import { BookingLedger, LedgerRecord } from '../shared/booking-ledger';
import { manageLinkPath } from '../shared/booking-lifecycle';
import { stayStart, tourStart } from '../shared/booking-start';
import { effectiveStatus, StatusFields } from '../shared/booking-status';
import { hashManageToken, newManageToken } from '../shared/manage-token';
import { StayBooking } from '../stays/schemas/stay-booking.schema';
import { StayBookingsService } from '../stays/stay-bookings.service';
import { TourBooking } from '../tours/schemas/tour-booking.schema';
import { TourBookingsService } from '../tours/tour-bookings.service';

/** How often each instance looks for bookings whose reminder is due. */
export const REMINDER_INTERVAL_MS = 60_000;
/** The scheduler's name of the job (tests run it with Scheduler.runNow). */
export const SENDING_REMINDERS = 'Sending booking reminders';
/** One claim per booking reminded (`_id` the mail's key): the reminder link's token, and whether it went. */
export const REMINDER_CLAIMS = 'booking_reminders';
const HOUR_MS = 3_600_000;

interface ReminderClaim {
  _id: string;
  /** Until the mail is queued. */
  token?: string;
  at: Date;
  mailedAt?: Date;
}

/** What a reminder needs of one kind of booking. */
interface ReminderKind<T extends LedgerRecord> {
  ledger: BookingLedger<T>;
  days: BookingDays;
  startsAt(booking: T): Date;
  /** Hours before the start its reminder is due (0: none); null when what it books no longer exists. */
  leadHours(booking: T): Promise<number | null>;
  /** What the lead depends on (a tour's destination): asked once a pass. */
  leadKey(booking: T): string;
  compose(booking: HydratedDocument<T>, manageLink: string): Promise<Mail>;
}

/**
 * Reminder mails: `reminderHours` (the destination's, default 24; 0 none) before each confirmed tour's start
 * in its zone, and 24 hours before each confirmed stay's check-in (00:00 in the offer's zone).
 *
 * Every instance looks each minute, without reading the ledger: the bookings by date booked (BookingDays,
 * one small collection per day) are read for the days from yesterday to a week and a day ahead, the longest
 * lead, and only the days holding bookings (their summaries say which). A due booking is read again by `_id`
 * under its lock, and must still be confirmed and not yet started.
 *
 * Once per booking, across instances and restarts: the first instance to insert the claim
 * `booking-reminder:<reference>` (`_id`, the one write FerretDB makes atomic) mints the reminder link's
 * token; any other reads the same claim and uses that token, and the outbox's unique key (the same name)
 * turns a second mail into a no-op. The claim is marked mailed after the mail is queued, so later passes
 * skip the booking with one read by `_id`. The reminder's link is the booking's second manage link
 * (`reminderTokenHash`): the confirmation's keeps working.
 */
@Injectable()
export class BookingReminders {
  private readonly logger = new Logger(BookingReminders.name);
  /**
   * References whose reminder this process saw mailed, with their start (ms): not looked at again, and
   * forgotten once started.
   */
  private readonly mailed = new Map<string, number>();
  private readonly tourKind: ReminderKind<TourBooking>;
  private readonly stayKind: ReminderKind<StayBooking>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    tours: TourBookingsService,
    stays: StayBookingsService,
    private readonly mail: MailService,
    scheduler: Scheduler,
  ) {
    this.tourKind = {
      ledger: tours.ledger,
      days: tours.days,
      startsAt: (booking) => tourStart(booking),
      leadHours: async (booking) => (await tours.detailsOf(booking))?.reminderHours ?? null,
      leadKey: (booking) => String(booking.destinationId),
      compose: async (booking, link) =>
        tourReminderMail(booking, await tours.contentOf(booking), link),
    };
    this.stayKind = {
      ledger: stays.ledger,
      days: stays.days,
      startsAt: (booking) => stayStart(booking),
      leadHours: () => Promise.resolve(DEFAULT_REMINDER_HOURS),
      leadKey: () => 'stays',
      compose: (booking, link) => Promise.resolve(stayReminderMail(booking, link)),
    };
    scheduler.every(SENDING_REMINDERS, REMINDER_INTERVAL_MS, () => this.run());
  }

  /** Queues every reminder due at `now`; answers how many this pass queued. */
  async run(now = new Date()): Promise<number> {
    for (const [reference, start] of this.mailed)
      if (start <= now.getTime()) this.mailed.delete(reference);
    const sent = await this.remindKind(this.tourKind, now);
    return sent + (await this.remindKind(this.stayKind, now));
  }

  private async remindKind<T extends LedgerRecord>(
    kind: ReminderKind<T>,
    now: Date,
  ): Promise<number> {
    const today = dayNumber(utcDay(now)) ?? 0;
    // A day's date is wall-clock in the booking's zone (a day either side of UTC's), and no lead is longer
    // than MAX_REMINDER_HOURS.
    const from = isoDate(today - 1);
    const to = isoDate(today + Math.ceil(MAX_REMINDER_HOURS / 24) + 1);
    const summaries = await kind.days.partitions.summariesBetween(from, to);
    // Each tour's lead read once a pass, however many bookings it has in the days read.
    const leads = new Map<string, Promise<number | null>>();
    const pass: ReminderKind<T> = {
      ...kind,
      leadHours: (booking) => {
        const key = kind.leadKey(booking);
        let lead = leads.get(key);
        if (!lead) {
          lead = kind.leadHours(booking);
          leads.set(key, lead);
        }
        return lead;
      },
    };
    let sent = 0;
    for (const summary of summaries) {
      for (const row of await kind.days.partitions.read(summary._id)) {
        if (await this.remindIfDue(pass, row, now)) sent++;
      }
    }
    return sent;
  }

  private async remindIfDue<T extends LedgerRecord>(
    kind: ReminderKind<T>,
    row: BookingRow,
    now: Date,
  ): Promise<boolean> {
    const reference = String(row.reference);
    if (this.mailed.has(reference) || !(await this.isDue(kind, row as unknown as T, now))) {
      return false;
    }
    const key = mailKey('booking-reminder', reference);
    if ((await this.claims().findOne({ _id: key }))?.mailedAt) {
      this.mailed.set(reference, kind.startsAt(row as unknown as T).getTime());
      return false;
    }
    try {
      return await kind.ledger.locks.exclusively(row._id as Types.ObjectId, () =>
        this.remind(kind, row._id as Types.ObjectId, key, now),
      );
    } catch (error) {
      // Another change of the booking is under way (a cancel): the next pass looks again.
      if (error instanceof ConflictException) return false;
      throw error;
    }
  }

  /** Confirmed, not started, and within its lead of the start (a lead of 0: never). */
  private async isDue<T extends LedgerRecord>(
    kind: ReminderKind<T>,
    booking: T,
    now: Date,
  ): Promise<boolean> {
    if (effectiveStatus(booking as unknown as StatusFields, now) !== 'confirmed') return false;
    const start = kind.startsAt(booking).getTime();
    if (!Number.isFinite(start) || start <= now.getTime()) return false;
    // Farther off than any lead: no need to read what it books.
    if (start - now.getTime() > MAX_REMINDER_HOURS * HOUR_MS) return false;
    const lead = await kind.leadHours(booking);
    if (!lead) return false;
    const remindAt = start - lead * HOUR_MS;
    // Booked within its lead: the confirmation it just got says all a reminder would.
    const made = (booking as { createdAt?: Date }).createdAt;
    if (made instanceof Date && made.getTime() >= remindAt) return false;
    return now.getTime() >= remindAt;
  }

  /** Under the booking's lock: read afresh, still due, then the link's token, the hash, and the mail. */
  private async remind<T extends LedgerRecord>(
    kind: ReminderKind<T>,
    id: Types.ObjectId,
    key: string,
    now: Date,
  ): Promise<boolean> {
    const booking = await kind.ledger.byId(id);
    if (!booking || !(await this.isDue(kind, booking as unknown as T, now))) return false;
    const token = await this.tokenFor(key, now);
    if (token === null) return false; // another instance mailed it meanwhile
    const hash = hashManageToken(token);
    if (booking.get('reminderTokenHash') !== hash) {
      await kind.ledger.model.updateOne({ _id: id }, { $set: { reminderTokenHash: hash } }).exec();
    }
    const link = this.mail.siteLink(manageLinkPath(booking.reference, token));
    // The booker confirmed this booking (its link, a verified account, a payment): it always goes out.
    await this.mail.send(await kind.compose(booking, link), { key, essential: true });
    // The token is only kept until its mail is queued (the outbox holds the mail until it is sent).
    await this.claims().updateOne(
      { _id: key },
      { $set: { mailedAt: new Date() }, $unset: { token: 1 } },
    );
    this.mailed.set(booking.reference, kind.startsAt(booking as unknown as T).getTime());
    this.logger.log(`Reminder queued for ${booking.reference}`);
    return true;
  }

  /**
   * The reminder link's token: this instance's, or the one an earlier run or instance claimed first; null
   * when that one has mailed it already.
   */
  private async tokenFor(key: string, now: Date): Promise<string | null> {
    const { token } = newManageToken();
    try {
      await this.claims().insertOne({ _id: key, token, at: now });
      return token;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const claimed = await this.claims().findOne({ _id: key });
    return claimed?.mailedAt || !claimed?.token ? null : claimed.token;
  }

  private claims(): mongo.Collection<ReminderClaim> {
    return this.connection.collection<ReminderClaim>(REMINDER_CLAIMS);
  }
}
