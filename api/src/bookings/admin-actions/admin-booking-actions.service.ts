import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { HydratedDocument, Types, UpdateQuery } from 'mongoose';
import { AuditService } from '../../audit/audit.service';
import { AVAILABILITY_CACHE_TAG } from '../../cache/cache-tags';
import { ChangeFeed } from '../../cache/change-feed.service';
import { dayNumber, earliestToday } from '../../common/calendar';
import { coded } from '../../common/filters/error-body';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Mail, mailKey, MailService } from '../../mail/mail.service';
import { MailsAdminService } from '../../mail/mails-admin.service';
import {
  bookingChangedMail,
  stayCancellationMail,
  stayConfirmationMail,
  tourCancellationMail,
  tourConfirmationMail,
  tourTimeMovedMail,
} from '../../mail/templates/booking-mails';
import { SettingsService } from '../../settings/settings.service';
import { assertContact } from '../shared/booking-input';
import { manageLinkPath } from '../shared/booking-lifecycle';
import { REFERENCE_PATTERN } from '../shared/booking-reference';
import { effectiveStatus } from '../shared/booking-status';
import { assertWithinHorizon } from '../shared/booking-horizon';
import { newManageToken } from '../shared/manage-token';
import { zoneOf } from '../shared/schemas/booking-record.schema';
import { StayBookingView } from '../stays/dto/stay-booking.dto';
import { StayBookingDocument } from '../stays/schemas/stay-booking.schema';
import { stayQuote } from '../stays/stay-booking.rules';
import { StayBookingsService } from '../stays/stay-bookings.service';
import { TourBookingView } from '../tours/dto/tour-booking.dto';
import { TourBookingDocument } from '../tours/schemas/tour-booking.schema';
import { assertNotStarted, assertTicketCount, TOUR_TIME } from '../tours/tour-booking.rules';
import { TourBookingsService } from '../tours/tour-bookings.service';
import { assertScheduled } from '../tours/scheduled-time';
import { capacityOn } from '../../destinations/schedule/tour-schedule';
import { fromMinorUnits, priceStay, priceTourBooking } from '../../pricing/pricing';
import { PricingService } from '../../pricing/pricing.service';
import { BookingLedger, LedgerRecord } from '../shared/booking-ledger';
import { BookingMove } from '../tour-times/booking-move';
import { TourSeats } from '../tours/tour-seats.service';
import { TourSlot } from '../tours/tour-slot';
import { CatalogWithdrawals } from '../withdrawals/catalog-withdrawals.service';
import {
  ALREADY_CONFIRMED,
  ALREADY_MARKED_PAID,
  assertLive,
  assertNoCardPayment,
  assertNoGiftCard,
  assertPeople,
  CARD_PAYMENT,
  checkNote,
  GUESTS_OF_STAYS,
  MARK_CONFIRMED_ONLY,
  NOTHING_TO_CHANGE,
  PRICED_BY_CATEGORY,
  ONLY_TOURS_MOVE,
  SAME_TIME,
  STAY_WITHDRAWN,
  TICKETS_OF_TOURS,
  TOUR_WITHDRAWN,
  WAITS_FOR_CARD,
} from './booking-action.rules';
import {
  AdminBookingDetail,
  BackOfficeStayBookingDto,
  BackOfficeTourBookingDto,
  ChangeBookingDto,
  MoveBookingDto,
} from './dto/booking-action.dto';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const BAD_REFERENCE = 'A booking reference looks like TB-7K3Q9X or ST-7K3Q9X';

/** One booking of either kind, as read. */
type Booked =
  { kind: 'tour'; booking: TourBookingDocument } | { kind: 'stay'; booking: StayBookingDocument };

/**
 * What an admin does to one booking of either kind (the routes under /api/admin/bookings/{reference}): each
 * change runs under the booking's lock (BookingLocks) on the booking read afresh inside it, as the lifecycle's
 * own changes do, and is recorded in the audit trail; cancelling and confirming are the lifecycle's own
 * steps, moving a tour booking the tour-time move's (claim at the target, move, release at the source).
 */
@Injectable()
export class AdminBookingActions {
  constructor(
    private readonly tours: TourBookingsService,
    private readonly stays: StayBookingsService,
    private readonly seats: TourSeats,
    private readonly withdrawals: CatalogWithdrawals,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly mails: MailsAdminService,
    private readonly audit: AuditService,
    private readonly changes: ChangeFeed,
    private readonly moves: BookingMove,
    private readonly pricing: PricingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The booking of a reference (any case), or 400 (malformed) / 404. */
  async find(reference: string): Promise<Booked> {
    const ref = reference.trim().toUpperCase();
    if (!REFERENCE_PATTERN.test(ref)) throw new BadRequestException(BAD_REFERENCE);
    const found: Booked | null = ref.startsWith('TB-')
      ? await this.tours.ledger.byReference(ref).then((b) => b && { kind: 'tour', booking: b })
      : await this.stays.ledger.byReference(ref).then((b) => b && { kind: 'stay', booking: b });
    if (!found) throw new NotFoundException(BOOKING_NOT_FOUND);
    return found;
  }

  async detail(reference: string): Promise<AdminBookingDetail> {
    return this.detailOf(await this.find(reference));
  }

  private async detailOf(found: Booked): Promise<AdminBookingDetail> {
    const { booking } = found;
    const view: TourBookingView | StayBookingView =
      found.kind === 'tour' ? TourBookingView.of(found.booking) : StayBookingView.of(found.booking);
    return {
      kind: found.kind,
      booking: view,
      ...(booking.note ? { note: booking.note } : {}),
      cancelBefore:
        found.kind === 'tour'
          ? this.tours.cancelBefore(found.booking)
          : this.stays.cancelBefore(found.booking),
      withdrawn: await this.withdrawn(found),
      mails: await this.mails.aboutBooking(booking.email, booking.reference),
    };
  }

  private withdrawn(found: Booked): Promise<boolean> {
    return found.kind === 'tour'
      ? this.withdrawals.tourWithdrawn(found.booking.destinationId)
      : this.withdrawals.offerWithdrawn(found.booking.offerId);
  }

  private async assertOffered(found: Booked): Promise<void> {
    if (await this.withdrawn(found)) {
      throw new ConflictException(found.kind === 'tour' ? TOUR_WITHDRAWN : STAY_WITHDRAWN);
    }
  }

  /**
   * `work` on the booking read afresh under its lock (in turn with every other change of it, on every
   * instance); answers the booking's detail as it then is.
   */
  private async inTurn(
    reference: string,
    work: (found: Booked) => Promise<void>,
  ): Promise<AdminBookingDetail> {
    const { kind, booking } = await this.find(reference);
    const ledger = kind === 'tour' ? this.tours.ledger : this.stays.ledger;
    await ledger.locks.exclusively(booking._id, async () => {
      const fresh = await this.reread({ kind, booking } as Booked);
      await work(fresh);
    });
    return this.detailOf(await this.reread({ kind, booking } as Booked));
  }

  private async reread(found: Booked): Promise<Booked> {
    const fresh =
      found.kind === 'tour'
        ? await this.tours.ledger
            .byId(found.booking._id)
            .then((b) => b && { kind: 'tour', booking: b })
        : await this.stays.ledger
            .byId(found.booking._id)
            .then((b) => b && { kind: 'stay', booking: b });
    if (!fresh) throw new NotFoundException(BOOKING_NOT_FOUND);
    return fresh as Booked;
  }

  /**
   * Cancelled on the visitor's behalf: the lifecycle's cancel (a card payment refunded first, the places
   * freed, the notice mailed, audited), without the visitor's cutoff.
   */
  async cancel(reference: string): Promise<AdminBookingDetail> {
    const found = await this.find(reference);
    const done =
      found.kind === 'tour'
        ? await this.tours.lifecycle.cancel(found.booking)
        : await this.stays.lifecycle.cancel(found.booking);
    const now = await this.reread(found);
    if (!done) assertLive(effectiveStatus(now.booking));
    return this.detailOf(now);
  }

  /**
   * A held booking confirmed (after a phone call): the lifecycle's confirm, then the confirmation mailed
   * with a new manage link (the hold's link keeps no token here to reuse).
   */
  async confirm(reference: string): Promise<AdminBookingDetail> {
    const found = await this.find(reference);
    const status = effectiveStatus(found.booking);
    if (status === 'confirmed') throw new ConflictException(ALREADY_CONFIRMED);
    assertLive(status);
    if (found.booking.payment?.status === 'pending') throw new ConflictException(WAITS_FOR_CARD);
    await this.assertOffered(found);
    const confirmed =
      found.kind === 'tour'
        ? await this.tours.lifecycle.confirm(found.booking)
        : await this.stays.lifecycle.confirm(found.booking);
    if (!confirmed) {
      const now = await this.reread(found);
      const after = effectiveStatus(now.booking);
      if (after === 'confirmed') throw new ConflictException(ALREADY_CONFIRMED);
      assertLive(after);
    }
    return this.inTurn(reference, (fresh) =>
      this.mailWithNewLink(fresh, mailKey('booking-confirmed', fresh.booking.reference), (link) =>
        this.confirmationMail(fresh, link),
      ),
    );
  }

  /**
   * A new name, tickets (tours) or guests (stays): seats claimed or freed at once, the total recomputed at
   * the price the booking was made at, the booking written, audited and its new state mailed.
   */
  change(reference: string, dto: ChangeBookingDto): Promise<AdminBookingDetail> {
    if (
      dto.name === undefined &&
      dto.phone === undefined &&
      dto.tickets === undefined &&
      dto.guests === undefined
    ) {
      throw new BadRequestException(NOTHING_TO_CHANGE);
    }
    return this.inTurn(reference, async (found) => {
      const { booking } = found;
      assertLive(effectiveStatus(booking));
      if (dto.name !== undefined) assertContact(dto.name, booking.email);
      if (found.kind === 'tour' && dto.guests !== undefined) {
        throw new BadRequestException(GUESTS_OF_STAYS);
      }
      if (found.kind === 'stay' && dto.tickets !== undefined) {
        throw new BadRequestException(TICKETS_OF_TOURS);
      }
      const set: Record<string, unknown> = {};
      if (dto.name !== undefined && dto.name !== booking.name) set.name = dto.name;
      // null removes the number (writeEdit unsets it).
      if (dto.phone !== undefined && (dto.phone ?? undefined) !== booking.phone) {
        set.phone = dto.phone;
      }
      const { token, hash } = newManageToken();
      const written =
        found.kind === 'tour'
          ? await this.changeTour(found.booking, dto.tickets, set, hash)
          : await this.changeStay(found.booking, dto.guests, set, hash);
      if (!written) return;
      await this.audit.record({
        action: 'updated',
        kind: found.kind === 'tour' ? 'tour-booking' : 'stay-booking',
        record: booking._id,
        before: booking,
        after: written.booking,
      });
      await this.mail.send(
        bookingChangedMail(
          written.kind === 'tour'
            ? { kind: 'tour', booking: written.booking }
            : { kind: 'stay', booking: written.booking },
          this.linkOf(booking.reference, token),
        ),
        {
          key: mailKey('booking-changed', booking.reference, String(new Types.ObjectId())),
          essential: true,
        },
      );
    });
  }

  /** Tickets: more seats claimed before the write, fewer freed after it; null when nothing changed. */
  private async changeTour(
    booking: TourBookingDocument,
    tickets: number | undefined,
    set: Record<string, unknown>,
    manageTokenHash: string,
  ): Promise<Booked | null> {
    const delta = tickets === undefined ? 0 : tickets - booking.tickets;
    if (delta !== 0 && tickets !== undefined) {
      assertPeople(tickets, 'Tickets');
      assertTicketCount(tickets, this.config.maxTicketsPerBooking);
      assertNoCardPayment(booking.payment);
      assertNoGiftCard(booking.giftCard);
      await this.assertOffered({ kind: 'tour', booking });
      assertNotStarted(booking, zoneOf(booking), new Date());
      // Categories priced one by one: a ticket count alone does not say whose tickets change.
      if (booking.units?.length)
        throw new ConflictException(coded('PRICED_BY_CATEGORY', PRICED_BY_CATEGORY));
      const tour = await this.seats.tourDetails(booking.destinationId.toString());
      // Repriced as the booking was made: its price per person, its extras, its promo code's rule.
      const price = priceTourBooking(
        { CostPerPerson: booking.costPerPerson, extras: tour.extras },
        booking.extraKeys?.length
          ? { tickets, extraKeys: booking.extraKeys }
          : { tickets, extras: booking.extras },
        booking.price?.currency ?? this.pricing.currency,
        booking.promo ?? undefined,
      );
      set.tickets = tickets;
      set.cost = fromMinorUnits(price.breakdown.total);
      set.price = price.breakdown;
    }
    if (Object.keys(set).length === 0) return null;
    if (delta > 0) {
      const tour = await this.seats.tourDetails(booking.destinationId.toString());
      await this.seats.claimMore(booking, delta, capacityOn(tour, booking.date));
    }
    let written: TourBookingDocument;
    try {
      written = await this.writeEdit(this.tours.ledger, booking._id, set, manageTokenHash);
    } catch (error) {
      if (delta > 0) await this.seats.releaseSome(booking, delta);
      throw error;
    }
    if (delta < 0) await this.seats.releaseSome(written, -delta);
    if (delta !== 0) await this.changes.invalidate(AVAILABILITY_CACHE_TAG);
    return { kind: 'tour', booking: written };
  }

  /** Guests: within the guest limit, the stay's price per night and total recomputed. */
  private async changeStay(
    booking: StayBookingDocument,
    guests: number | undefined,
    set: Record<string, unknown>,
    manageTokenHash: string,
  ): Promise<Booked | null> {
    if (guests !== undefined && guests !== booking.guests) {
      assertPeople(guests, 'Number of guests');
      const limit = await this.settings.guestLimit();
      if (guests > limit) throw new BadRequestException(`Number of guests cannot exceed ${limit}`);
      assertNoCardPayment(booking.payment);
      assertNoGiftCard(booking.giftCard);
      await this.assertOffered({ kind: 'stay', booking });
      const quote = stayQuote(booking.offerPrice, guests, booking.nights);
      Object.assign(set, { guests }, quote, {
        price: priceStay(
          quote.totalCost,
          booking.nights,
          booking.price?.currency ?? this.pricing.currency,
          booking.promo ?? undefined,
        ),
      });
    }
    if (Object.keys(set).length === 0) return null;
    const written = await this.writeEdit(this.stays.ledger, booking._id, set, manageTokenHash);
    return { kind: 'stay', booking: written };
  }

  /** An edit written with the booking's new manage link; 404 when the booking was deleted meanwhile. */
  private async writeEdit<T extends LedgerRecord>(
    ledger: BookingLedger<T>,
    id: Types.ObjectId,
    set: Record<string, unknown>,
    manageTokenHash: string,
  ): Promise<HydratedDocument<T>> {
    const update: UpdateQuery<T> = { $set: { manageTokenHash } };
    for (const [field, value] of Object.entries(set)) {
      // null removes the field (a phone cleared), rather than storing null.
      if (value === null) update.$unset = { ...update.$unset, [field]: 1 };
      else update.$set = { ...update.$set, [field]: value };
    }
    const written = await ledger.model.findOneAndUpdate({ _id: id }, update, { new: true }).exec();
    if (!written) throw new NotFoundException(BOOKING_NOT_FOUND);
    return written;
  }

  /**
   * A tour booking to another date and/or time of its tour that has room, as one booking of a tour time's
   * move is (TourTimeSteps.moveOne): its seats claimed at the target under its own id beside those it
   * holds, the booking moved with a new manage link, its old seats released and offered to the old time's
   * waitlist, a `moved` entry and the moved mail. The seats are never held at neither time, nor lost.
   */
  move(reference: string, dto: MoveBookingDto): Promise<AdminBookingDetail> {
    return this.inTurn(reference, async (found) => {
      if (found.kind !== 'tour') throw new BadRequestException(ONLY_TOURS_MOVE);
      const { booking } = found;
      assertLive(effectiveStatus(booking));
      const from: TourSlot = {
        destinationId: booking.destinationId.toString(),
        date: booking.date,
        time: booking.time,
      };
      const to: TourSlot = { ...from, date: dto.date ?? from.date, time: dto.time ?? from.time };
      if (dayNumber(to.date) === null)
        throw new BadRequestException('date must be a date (YYYY-MM-DD)');
      if (to.date < earliestToday())
        throw new BadRequestException('Please choose today or a later date');
      assertWithinHorizon(to.date, earliestToday());
      if (!TOUR_TIME.test(to.time)) throw new BadRequestException('time must be a time (HH:mm)');
      if (to.date === from.date && to.time === from.time) throw new BadRequestException(SAME_TIME);
      await this.assertOffered(found);
      const tour = await this.seats.tourDetails(from.destinationId);
      // The date's schedule (a closed date, a season's times, its seats); not the visitors' cutoff: the
      // admin moves a guest they spoke to.
      const capacity = assertScheduled(tour, to, new Date(), { cutoff: false });
      assertNotStarted(to, tour.timeZone, new Date());
      await this.seats.assertOpen(to);
      // Seats an earlier, cut-off try may have claimed there are given back first (see BookingMove.claimAt).
      await this.moves.giveBack(booking._id, to);
      try {
        await this.moves.claimAt(booking, to, capacity);
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
        const free = await this.seats.freeSeats(to, capacity);
        throw new ConflictException(
          `Only ${free} ${free === 1 ? 'seat is' : 'seats are'} free on ${to.date} at ${to.time}; this booking needs ${booking.tickets}.`,
        );
      }
      const { token, hash } = newManageToken();
      const moved = await this.moves.switchTo(booking._id, from, to, hash).catch(async (error) => {
        await this.moves.giveBack(booking._id, to);
        throw error;
      });
      if (!moved) {
        await this.moves.giveBack(booking._id, to);
        throw new ConflictException('This booking changed meanwhile. Please reload it.');
      }
      await this.changes.invalidate(AVAILABILITY_CACHE_TAG);
      await this.mail.send(tourTimeMovedMail(moved, from, this.linkOf(moved.reference, token)), {
        key: mailKey('booking-moved', moved.reference, String(new Types.ObjectId())),
        essential: true,
      });
    });
  }

  /**
   * The booking's mail of its present state sent again: the confirmation (held: with its confirm link and
   * the minutes left), or the cancellation notice. A new manage link replaces the old one.
   */
  resend(reference: string): Promise<AdminBookingDetail> {
    return this.inTurn(reference, async (found) => {
      const { booking } = found;
      const status = effectiveStatus(booking);
      const key = mailKey('booking-resent', booking.reference, String(new Types.ObjectId()));
      if (status === 'expired') {
        throw new ConflictException('This hold expired unconfirmed: it has no mail to send again.');
      }
      if (status === 'cancelled') {
        await this.mail.send(
          found.kind === 'tour'
            ? tourCancellationMail(found.booking)
            : stayCancellationMail(found.booking),
          { key, essential: true },
        );
      } else {
        await this.mailWithNewLink(found, key, (link) => this.confirmationMail(found, link));
      }
      await this.audit.record({
        action: 'mailed',
        kind: found.kind === 'tour' ? 'tour-booking' : 'stay-booking',
        record: booking._id,
        after: { mail: status === 'cancelled' ? 'booking-cancelled' : `booking-${status}` },
      });
    });
  }

  /** A confirmed booking without a card payment marked paid on the day. */
  markPaid(reference: string): Promise<AdminBookingDetail> {
    return this.inTurn(reference, async (found) => {
      const { booking } = found;
      const status = effectiveStatus(booking);
      assertLive(status);
      if (status !== 'confirmed') throw new ConflictException(MARK_CONFIRMED_ONLY);
      if (booking.payment) throw new ConflictException(CARD_PAYMENT);
      if (booking.paidOnDayAt) throw new ConflictException(ALREADY_MARKED_PAID);
      const written = await this.write(found, { $set: { paidOnDayAt: new Date() } });
      await this.audit.record({
        action: 'paid',
        kind: found.kind === 'tour' ? 'tour-booking' : 'stay-booking',
        record: booking._id,
        before: booking,
        after: written,
      });
    });
  }

  /** The internal note set (or removed when empty): admins only, in any state of the booking. */
  setNote(reference: string, raw: string): Promise<AdminBookingDetail> {
    const note = checkNote(raw);
    return this.inTurn(reference, async (found) => {
      const { booking } = found;
      if ((booking.note ?? undefined) === note) return;
      const written = await this.write(
        found,
        note === undefined ? { $unset: { note: 1 } } : { $set: { note } },
      );
      await this.audit.record({
        action: 'updated',
        kind: found.kind === 'tour' ? 'tour-booking' : 'stay-booking',
        record: booking._id,
        before: booking,
        after: written,
      });
    });
  }

  /** Back-office: the site's booking of a tour, confirmed at once, marked so, mailed if asked. */
  async bookTour(dto: BackOfficeTourBookingDto): Promise<AdminBookingDetail> {
    const { sendMail, ...fields } = dto;
    const { booking } = await this.tours.create(fields, null, 'back-office', {
      mail: sendMail !== false,
    });
    return this.detail(booking.reference);
  }

  /** Back-office: the site's booking of a stay, confirmed at once, marked so, mailed if asked. */
  async bookStay(dto: BackOfficeStayBookingDto): Promise<AdminBookingDetail> {
    const { sendMail, ...fields } = dto;
    const { booking } = await this.stays.create(fields, null, 'back-office', {
      mail: sendMail !== false,
    });
    return this.detail(booking.reference);
  }

  private async write(found: Booked, update: Record<string, unknown>): Promise<unknown> {
    const model = found.kind === 'tour' ? this.tours.ledger.model : this.stays.ledger.model;
    const written = await (model as typeof this.tours.ledger.model)
      .findOneAndUpdate({ _id: found.booking._id }, update, { new: true })
      .exec();
    if (!written) throw new NotFoundException(BOOKING_NOT_FOUND);
    return written;
  }

  private confirmationMail(found: Booked, link: string): Mail {
    const { booking } = found;
    const status = effectiveStatus(booking) === 'held' ? 'held' : 'confirmed';
    const left = booking.holdExpiresAt
      ? Math.max(1, Math.floor((booking.holdExpiresAt.getTime() - Date.now()) / 60_000))
      : 0;
    const manage = { status, link, holdMinutes: left } as const;
    return found.kind === 'tour'
      ? tourConfirmationMail(found.booking, manage)
      : stayConfirmationMail(found.booking, manage);
  }

  /** Gives the booking a new manage link and queues a mail carrying it (called under the booking's lock). */
  private async mailWithNewLink(
    found: Booked,
    key: string,
    compose: (link: string) => Mail,
  ): Promise<void> {
    const { token, hash } = newManageToken();
    await this.write(found, { $set: { manageTokenHash: hash } });
    await this.mail.send(compose(this.linkOf(found.booking.reference, token)), {
      key,
      essential: true,
    });
  }

  private linkOf(reference: string, token: string): string {
    return this.mail.siteLink(manageLinkPath(reference, token));
  }
}
