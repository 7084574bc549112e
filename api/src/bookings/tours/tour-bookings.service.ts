import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { ExistingBookings } from '../../inventory/claims';
import { CacheInvalidator } from '../../cache/cache-invalidator.service';
import { AuthUser } from '../../common/auth/auth-user';
import { Page } from '../../common/pagination/paginate';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AVAILABILITY_CACHE_TAG, CATALOG_CACHE_TAG } from '../../cache/cache-tags';
import { manageLinkPath } from '../shared/booking-lifecycle';
import { newManageToken } from '../shared/manage-token';
import { claimsLapseOf, RELEASE_MARGIN_MS } from '../shared/booking-status';
import { WaitlistHolds } from './waitlist/waitlist-holds';
import { TOUR_TIME_CANCELLED, TourTimeClosures } from './tour-time-closures';
import { performance } from 'node:perf_hooks';
import { HoldPolicy } from '../shared/hold-policy.service';
import { firstMailBudget } from '../shared/first-mail-budget';
import { BookingCheckout } from '../shared/booking-checkout';
import { CheckoutView } from '../shared/dto/payment.dto';
import { PaymentsService } from '../../payments/payments.service';
import { AuditService } from '../../audit/audit.service';
import { RecentlyDeleted } from '../../recently-deleted/recently-deleted.service';
import { BookingLifecycle } from '../shared/booking-lifecycle.service';
import {
  cancelDeadline,
  effectiveStatus,
  isCancellable,
  statusFilter,
} from '../shared/booking-status';
import { DestinationsService } from '../../destinations/destinations.service';
import { BookingLedger } from '../shared/booking-ledger';
import { bookingListFilter, BookingListQuery } from '../shared/booking-list-query';
import { earliestToday, utcDay } from '../../common/calendar';
import { assertWithinClaimDeadline } from '../../inventory/claims';
import { PRICE_CHANGED, samePrice } from '../../common/money';
import { SeatInventory, slotKey } from '../../inventory/seat-inventory.service';
import { ShortLivedCache } from './short-lived-cache';
import { mailKey, MailService } from '../../mail/mail.service';
import { CreateTourBookingDto } from './dto/create-tour-booking.dto';
import { TourAvailability } from '../shared/dto/availability.dto';
import { MyTourBooking, TourBookingView } from './dto/tour-booking.dto';
import { TourBooking, TourBookingDocument } from './schemas/tour-booking.schema';
import { assertNotStarted, checkTourRequest, tourCost, tourStartsAt } from './tour-booking.rules';
import { tourCancellationMail, tourConfirmationMail } from '../../mail/templates/booking-mails';

/** Seats per slot for destinations stored before capacityPerSlot existed. */
const DEFAULT_CAPACITY = 20;
/**
 * How long a booking may go by a destination's price and capacity as read by an earlier booking: busy
 * tours are booked many times a second, and an admin's change is seen everywhere within this time.
 */
const DESTINATION_TTL_MS = 1000;

/** What a booking needs of its destination. */
export interface BookedDestination {
  title: string;
  CostPerPerson: number;
  capacity: number;
  tourTimes: string[];
}

export const NOT_A_TOUR_TIME = 'Please choose one of the tour times';

/** A tour time whose seats were just freed (cancellation, expiry, delete). */
export interface FreedSlot {
  destinationId: string;
  date: string;
  time: string;
}

/** A waitlist offer being claimed: its seats are claimed under `bookingId`, which the booking takes. */
export interface ClaimedOffer {
  bookingId: Types.ObjectId;
  destinationId: string;
  date: string;
  time: string;
  tickets: number;
  name: string;
  email: string;
}

export const OFFER_CLAIMED = 'This offer was already claimed: see the booking mail we sent.';
export const OFFER_GONE =
  'The seats of this offer are no longer held. Please join the waitlist again or choose another time.';

/** When a tour starts: its date and time read as UTC (the cancellation cutoff counts back from it). */
export function tourStart(booking: Pick<TourBooking, 'date' | 'time'>): Date {
  return tourStartsAt(booking.date, booking.time);
}

@Injectable()
export class TourBookingsService implements OnApplicationBootstrap, OnModuleDestroy {
  /** Lookups and counts shared by both kinds of booking (by reference, per day, in all). */
  readonly ledger: BookingLedger<TourBooking>;
  readonly lifecycle: BookingLifecycle<TourBooking>;
  readonly checkout: BookingCheckout<TourBooking>;
  private readonly recentDestinations = new ShortLivedCache<BookedDestination>(
    DESTINATION_TTL_MS,
    1000,
  );

  constructor(
    @InjectModel(TourBooking.name) private readonly bookings: Model<TourBooking>,
    private readonly destinations: DestinationsService,
    private readonly seats: SeatInventory,
    private readonly mail: MailService,
    private readonly invalidator: CacheInvalidator,
    private readonly holds: HoldPolicy,
    payments: PaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    audit: AuditService,
    private readonly waitlistHolds: WaitlistHolds,
    private readonly closures: TourTimeClosures,
    recentlyDeleted: RecentlyDeleted,
  ) {
    // A destination deleted or edited is booked by no request after (on any instance, through Redis).
    this.stopListening = invalidator.listen((tag) => {
      if (tag === CATALOG_CACHE_TAG) this.recentDestinations.clear();
    });
    this.ledger = new BookingLedger(this.bookings, 'TB', 'cost');
    this.checkout = new BookingCheckout(this.ledger, payments, mail, 'tour');
    this.lifecycle = new BookingLifecycle(
      this.ledger,
      {
        release: (booking) => this.releaseSeats(booking),
        claim: (booking) => this.claimSeatsAgain(booking),
        keep: (booking) => this.seats.keep(booking._id),
        cancellationMail: tourCancellationMail,
      },
      mail,
      invalidator,
      payments,
      audit,
      'tour-booking',
      'TourBookings',
      recentlyDeleted,
    );
  }

  private freedListener?: (slot: FreedSlot) => Promise<void>;
  private readonly stopListening: () => void;

  /**
   * Who still holds seat claims: bookings (confirmed, or held and running) and waitlist offers still
   * running, whose seats are claimed under the entry's id until a booking of that id takes them.
   */
  private readonly holders: ExistingBookings = async (ids) => {
    const [booked, offered] = await Promise.all([
      this.ledger.existing(ids),
      this.waitlistHolds.running(ids),
    ]);
    return new Set([...booked, ...offered]);
  };

  /**
   * Called after seats of a tour time were freed, before the change is published: the waitlist offers them
   * first. One listener (the waitlist); it handles its own failures, a cancellation never fails for it.
   */
  onSeatsFreed(listener: (slot: FreedSlot) => Promise<void>): void {
    this.freedListener = listener;
  }

  onApplicationBootstrap(): void {
    this.lifecycle.startSweeping();
  }

  onModuleDestroy(): void {
    this.stopListening();
    this.lifecycle.stopSweeping();
  }

  /**
   * `user` is the signed-in caller, if any (see newBookingState for when a booking is confirmed at once);
   * `client` its address, which unconfirmed holds are bounded by (HoldPolicy).
   */
  async create(
    dto: CreateTourBookingDto,
    user: AuthUser | null,
    client: string,
  ): Promise<{ booking: TourBookingView; payment?: CheckoutView }> {
    const request = checkTourRequest(dto, earliestToday(), this.config.maxTicketsPerBooking);
    assertNotStarted(request, new Date());
    const destination = await this.destination(request.destinationId);
    if (!destination.tourTimes.includes(request.time)) {
      throw new BadRequestException(NOT_A_TOUR_TIME);
    }
    const cost = tourCost(destination.CostPerPerson, request.tickets, request.extras);
    if (!samePrice(request.cost, cost)) throw new BadRequestException(PRICE_CHANGED);
    // Only to answer early: any read of the last second will do (the check that counts comes after the write).
    await this.closures.assertOpen(request, performance.now() - 1000);
    const state = await this.holds.start(this.bookings, {
      user,
      email: request.email,
      client,
      payNow: this.checkout.payNow(),
      places: { kind: 'seats', count: request.tickets },
      slot: {
        fields: {
          destinationId: new Types.ObjectId(request.destinationId),
          date: request.date,
          time: request.time,
        },
        capacity: destination.capacity,
      },
    });
    const mailBudget = await firstMailBudget(
      this.mail,
      { ...state, email: request.email },
      this.checkout.enabled,
    );

    // Seats first, the booking after: a booking never exists without its seats, and seats whose booking
    // never arrived (a crash in between) are swept as abandoned once their grace period is over.
    const bookingId = new Types.ObjectId();
    const startedAt = Date.now();
    await this.seats.claim({
      slot: slotKey(request.destinationId, request.date, request.time),
      capacity: destination.capacity,
      count: request.tickets,
      bookingId,
      existing: this.holders,
      expiresAt: state.claimsExpireAt,
    });
    let booking: TourBookingDocument;
    let payment: CheckoutView | undefined;
    try {
      assertWithinClaimDeadline(startedAt);
      booking = await this.ledger.insert({
        _id: bookingId,
        destinationId: new Types.ObjectId(request.destinationId),
        destinationTitle: destination.title,
        costPerPerson: destination.CostPerPerson,
        date: request.date,
        time: request.time,
        tickets: request.tickets,
        extras: request.extras,
        cost,
        name: request.name,
        email: request.email,
        day: utcDay(),
        status: state.status,
        holdExpiresAt: state.holdExpiresAt,
        manageTokenHash: state.manageTokenHash,
        clientKey: state.clientKey,
        ownerPaying: state.ownerPaying,
      });
      // Cancelled as a whole while this booking was being made: the cancellation may have listed the time's
      // bookings before this one was written, so this one takes itself back (see TourTimeClosures).
      if (await this.closures.isClosedSince(request, performance.now())) {
        await this.ledger.remove(bookingId);
        throw new ConflictException(TOUR_TIME_CANCELLED);
      }
      payment = await this.checkout.open(booking, cost, destination.title, state.manageToken);
    } catch (error) {
      await this.seats.release(bookingId);
      throw error;
    }
    await this.invalidator.invalidate(AVAILABILITY_CACHE_TAG);
    // With payments on, the confirmation goes out once paid. The mail is queued in the outbox (a worker
    // sends it, retrying), so the visitor never waits for SMTP. A hold's mail carries the link that
    // confirms it: its budget slot was taken before booking (firstMailBudget). The audit entry and the
    // mail are written side by side (neither throws, each logs its own failure), both before the answer.
    const mailed = payment
      ? undefined
      : this.mail.send(
          tourConfirmationMail(booking, {
            status: state.status,
            link: this.mail.siteLink(manageLinkPath(booking.reference, state.manageToken)),
            holdMinutes: state.holdMinutes,
          }),
          { key: mailKey(`booking-${state.status}`, booking.reference), ...mailBudget },
        );
    await Promise.all([this.lifecycle.recordCreated(booking), mailed]);
    return { booking: TourBookingView.of(booking), payment };
  }

  /**
   * Books the seats of a waitlist offer being claimed: the booking takes the offer's id, and with it the
   * seats already claimed under it, so no seat is claimed again and none is free meanwhile. The claim link
   * proved the address, so with payments off it is confirmed at once; with payments on it is held while
   * Stripe takes the money, as every paid booking is. Throws 409 (OFFER_GONE, nothing booked) when the
   * offer's seats were released meanwhile.
   */
  async bookOffer(
    offer: ClaimedOffer,
  ): Promise<{ booking: TourBookingView; payment?: CheckoutView }> {
    const destination = await this.destination(offer.destinationId);
    const cost = tourCost(destination.CostPerPerson, offer.tickets, false);
    const payNow = this.checkout.payNow();
    const holdMinutes = payNow ? Math.max(this.config.holdMinutes, payNow.minMinutes) : 0;
    const holdExpiresAt = payNow ? new Date(Date.now() + holdMinutes * 60_000) : undefined;
    const { token, hash } = newManageToken();
    let booking: TourBookingDocument;
    try {
      booking = await this.ledger.insert({
        _id: offer.bookingId,
        destinationId: new Types.ObjectId(offer.destinationId),
        destinationTitle: destination.title,
        costPerPerson: destination.CostPerPerson,
        date: offer.date,
        time: offer.time,
        tickets: offer.tickets,
        extras: false,
        cost,
        name: offer.name,
        email: offer.email,
        day: utcDay(),
        status: payNow ? 'held' : 'confirmed',
        holdExpiresAt,
        manageTokenHash: hash,
      });
    } catch (error) {
      // The offer's id is the booking's: a booking of it already there is the same claim sent twice.
      if (await this.bookings.exists({ _id: offer.bookingId }).exec()) {
        throw new ConflictException(OFFER_CLAIMED);
      }
      throw error;
    }
    // Stripe out of reach: the booking is removed again (503), the seats stay the offer's to claim again.
    const payment = await this.checkout.open(booking, cost, destination.title, token);
    const kept = await this.seats.retime(
      offer.bookingId,
      holdExpiresAt && new Date(holdExpiresAt.getTime() + RELEASE_MARGIN_MS),
    );
    if (kept < offer.tickets) {
      // Released under the claim (a leave or a lapse racing it): nothing is booked. A payment already
      // started for it is refunded when it arrives, as for any deleted booking.
      await this.ledger.remove(offer.bookingId);
      await this.seats.release(offer.bookingId);
      throw new ConflictException(OFFER_GONE);
    }
    await this.invalidator.invalidate(AVAILABILITY_CACHE_TAG);
    await this.lifecycle.recordCreated(booking);
    if (!payment) {
      await this.mail.send(
        tourConfirmationMail(booking, {
          status: 'confirmed',
          link: this.mail.siteLink(manageLinkPath(booking.reference, token)),
          holdMinutes,
        }),
        { key: mailKey('booking-confirmed', booking.reference), essential: true },
      );
    }
    return { booking: TourBookingView.of(booking), payment };
  }

  /**
   * Holds `count` seats of a tour time for a waitlist offer, under the entry's id, until `until` plus the
   * release margin; 409 (nothing held) when they are not free.
   */
  async holdOfferSeats(
    slot: FreedSlot,
    capacity: number,
    count: number,
    offerId: Types.ObjectId,
    until: Date,
  ): Promise<void> {
    await this.seats.claim({
      slot: slotKey(slot.destinationId, slot.date, slot.time),
      capacity,
      count,
      bookingId: offerId,
      existing: this.holders,
      expiresAt: new Date(until.getTime() + RELEASE_MARGIN_MS),
    });
  }

  /** Frees the seats held for a waitlist offer (the waitlist offers them again itself). */
  releaseOfferSeats(slot: FreedSlot, offerId: Types.ObjectId): Promise<void> {
    return this.seats.release(offerId, slotKey(slot.destinationId, slot.date, slot.time));
  }

  /** A destination's title, price, seats per time and tour times (read at most once a second). */
  tourDetails(id: string): Promise<BookedDestination> {
    return this.destination(id);
  }

  /** Seats of one tour time not held by a booking or a waitlist offer. */
  async freeSeats(slot: FreedSlot, capacity: number): Promise<number> {
    if (await this.closures.isClosed(slot)) return 0;
    const key = slotKey(slot.destinationId, slot.date, slot.time);
    const taken = await this.seats.takenPerSlot([key], this.holders);
    return Math.max(0, capacity - (taken.get(key) ?? 0));
  }

  private destination(id: string): Promise<BookedDestination> {
    return this.recentDestinations.get(id, async () => {
      const { title, CostPerPerson, capacityPerSlot, tourTimes } =
        await this.destinations.findById(id);
      return { title, CostPerPerson, capacity: capacityPerSlot ?? DEFAULT_CAPACITY, tourTimes };
    });
  }

  list(query: BookingListQuery): Promise<Page<TourBookingView>> {
    return this.ledger.list(
      { ...query, filter: bookingListFilter(query, 'date', 'destinationId') },
      (b) => TourBookingView.of(b as TourBookingDocument),
    );
  }

  /** An admin's delete (see BookingLifecycle.remove). */
  remove(id: string): Promise<void> {
    return this.lifecycle.remove(new Types.ObjectId(id));
  }

  /**
   * Claims a booking's seats at another time of its destination, under the booking's own id (so they hold as
   * long as the booking does), beside those it holds now; 409 (nothing claimed there) when they do not fit.
   * A hold's seats lapse with the hold, as its present ones do.
   */
  async claimSeatsAt(booking: TourBookingDocument, to: FreedSlot, capacity: number): Promise<void> {
    await this.seats.claim({
      slot: slotKey(to.destinationId, to.date, to.time),
      capacity,
      count: booking.tickets,
      bookingId: booking._id,
      existing: this.holders,
      expiresAt: claimsLapseOf(booking),
    });
  }

  /**
   * Gives up a booking's seats at one time, keeping those it holds elsewhere; `offer` hands them to the
   * time's waitlist, as any freed seats (the seats a moved booking left).
   */
  async releaseSeatsAt(bookingId: Types.ObjectId, slot: FreedSlot, offer = false): Promise<void> {
    await this.seats.releaseAt(bookingId, slotKey(slot.destinationId, slot.date, slot.time));
    if (offer) await this.freedListener?.(slot);
  }

  /**
   * A booking's seats claimed again: a deleted booking's for its restore, a lapsed hold's for its late
   * payment (see BookingLifecycle). Claims the hold still has are its own, dropped first so that they
   * do not count against it. A time cancelled as a whole since has no seats to give (409).
   */
  private async claimSeatsAgain(booking: TourBookingDocument): Promise<void> {
    const destinationId = booking.destinationId.toString();
    const { capacity } = await this.destination(destinationId);
    await this.closures.assertOpen({ destinationId, date: booking.date, time: booking.time });
    await this.seats.release(booking._id, slotKey(destinationId, booking.date, booking.time));
    await this.claimSeatsAt(
      booking,
      { destinationId, date: booking.date, time: booking.time },
      capacity,
    );
  }

  private async releaseSeats(booking: TourBookingDocument): Promise<void> {
    const slot = {
      destinationId: booking.destinationId.toString(),
      date: booking.date,
      time: booking.time,
    };
    await this.seats.release(booking._id, slotKey(slot.destinationId, slot.date, slot.time));
    await this.freedListener?.(slot);
  }

  /** The bookings of one tour time that hold seats (held and running, or confirmed), oldest first. */
  atTime(slot: FreedSlot, now = new Date()): Promise<TourBookingDocument[]> {
    return this.bookings
      .find({
        destinationId: new Types.ObjectId(slot.destinationId),
        date: slot.date,
        time: slot.time,
        $or: [statusFilter('held', now), statusFilter('confirmed')],
      })
      .sort({ createdAt: 1, _id: 1 })
      .exec();
  }

  /**
   * Moves a booking that holds seats from one time of its tour to another, with a new manage link's hash
   * (its mail carries the link); null when it is not at `from` or holds no seats any more. The seats are the
   * caller's business (claimed at `to` before, released at `from` after).
   */
  moveTo(
    id: Types.ObjectId,
    from: FreedSlot,
    to: FreedSlot,
    manageTokenHash: string,
  ): Promise<TourBookingDocument | null> {
    return this.bookings
      .findOneAndUpdate(
        {
          _id: id,
          date: from.date,
          time: from.time,
          $or: [statusFilter('held'), statusFilter('confirmed')],
        },
        { $set: { date: to.date, time: to.time, manageTokenHash } },
        { new: true },
      )
      .exec();
  }

  /** A new manage link for a booking (its old link stops working): the hash of the token being mailed. */
  async setManageToken(id: Types.ObjectId, manageTokenHash: string): Promise<void> {
    await this.bookings.updateOne({ _id: id }, { $set: { manageTokenHash } }).exec();
  }

  /** Seats left at each of the destination's tour times on `date`. */
  async availability(destinationId: string, date: string): Promise<TourAvailability> {
    const destination = await this.destinations.findById(destinationId);
    const capacity = destination.capacityPerSlot ?? DEFAULT_CAPACITY;
    const slots = destination.tourTimes.map((time) => ({
      time,
      key: slotKey(destinationId, date, time),
    }));
    const keys = slots.map((slot) => slot.key);
    const [taken, closed] = await Promise.all([
      this.seats.takenPerSlot(keys, this.holders),
      this.closures.closedAmong(keys),
    ]);
    return {
      date,
      maxTicketsPerBooking: this.config.maxTicketsPerBooking,
      slots: slots.map(({ time, key }) =>
        closed.has(key)
          ? { time, capacity, left: 0, closed: true }
          : { time, capacity, left: Math.max(0, capacity - (taken.get(key) ?? 0)) },
      ),
    };
  }

  /** When a hold on one of the destination's slots on `date` lapses next, freeing its seats by itself. */
  async nextLapse(destinationId: string, date: string): Promise<Date | undefined> {
    const { tourTimes } = await this.destination(destinationId);
    return this.seats.nextLapse(tourTimes.map((time) => slotKey(destinationId, date, time)));
  }

  /** The moment cancelling stops being possible. */
  cancelBefore(booking: TourBookingDocument): Date {
    return cancelDeadline(tourStart(booking), this.config.cancellationCutoffHours);
  }

  async mine(email: string, now = new Date()): Promise<MyTourBooking[]> {
    return (await this.ledger.mine(email)).map((b) => ({
      ...TourBookingView.of(b, now),
      cancellable: isCancellable(effectiveStatus(b, now), this.cancelBefore(b), now),
    }));
  }
}
