import { reminderHoursOf, tourContentOf, type TourContent } from '../../destinations/tour-content';
import { PriceCategory, TourExtra } from '../../pricing/pricing';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Types } from 'mongoose';
import { EventBus } from '../../common/events/event-bus';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UTC } from '../../common/time-zones/zoned-time';
import { DestinationsService } from '../../destinations/destinations.service';
import { SeatInventory } from '../../inventory/seat-inventory.service';
import { InjectBookingLedger } from '../shared/booking-kind';
import { BookingLedger } from '../shared/booking-ledger';
import { BookingPlaces } from '../shared/booking-lifecycle.service';
import { claimsLapseOf, RELEASE_MARGIN_MS } from '../shared/booking-status';
import { TourAvailability } from '../shared/dto/availability.dto';
import { seatsOf, TourBooking, TourBookingDocument } from './schemas/tour-booking.schema';
import { ShortLivedCache } from './short-lived-cache';
import { TourTimeClosures } from './tour-time-closures';
import { TourSlot, tourSlotKey } from './tour-slot';
import {
  bookingClosesAt,
  capacityOn,
  cutoffMinutesOf,
  DEFAULT_CAPACITY,
  scheduleOn,
  ScheduledTour,
  TourSchedule,
} from '../../destinations/schedule/tour-schedule';

/**
 * How long a booking or an availability read may go by a destination's price, capacity and schedule as read
 * by an earlier one: busy tours are booked and read many times a second. An admin's change drops the copy at once on every instance (the
 * `catalog-changed` event, through Redis between instances); this bounds how long a copy outlives a change
 * whose event was lost.
 */
const DESTINATION_TTL_MS = 10_000;

/** The holder of a request not made yet: it holds no claim, so no census counts it as its own. */
const NO_HOLDER = new Types.ObjectId('000000000000000000000000');

/** What a booking needs of its destination (its schedule says which times run on a date, with what seats). */
export interface BookedDestination extends ScheduledTour {
  title: string;
  CostPerPerson: number;
  /** Seats per time on a day the schedule does not change them (see capacityOn for a date's). */
  capacity: number;
  tourTimes: string[];
  schedule?: TourSchedule | null;
  /** The IANA zone its dates and times are wall-clock times in. */
  timeZone: string;
  /** What its operator published (meeting point, what to bring, ...): the mails give it. */
  content: TourContent;
  /** Hours before a tour time its reminders go out; 0: none. */
  reminderHours: number;
  priceCategories: PriceCategory[];
  extras: TourExtra[];
}

function slotOf(booking: TourBookingDocument): TourSlot {
  return {
    destinationId: booking.destinationId.toString(),
    date: booking.date,
    time: booking.time,
  };
}

/**
 * The seats of tour times: claimed for bookings and waitlist offers (under their ids), freed, counted,
 * and closed with their time. Seats freed are told on the event bus (`seats-freed`, the waitlist offers
 * them first) before the caller publishes the change. The tour bookings and the waitlist offers each say
 * which of their claims still hold (SeatInventory.registerHolders).
 */
@Injectable()
export class TourSeats implements BookingPlaces<TourBookingDocument>, OnModuleDestroy {
  private readonly recentDestinations = new ShortLivedCache<BookedDestination>(
    DESTINATION_TTL_MS,
    1000,
  );
  private readonly stopListening: () => void;

  constructor(
    private readonly inventory: SeatInventory,
    private readonly destinations: DestinationsService,
    private readonly closures: TourTimeClosures,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectBookingLedger(TourBooking.name) ledger: BookingLedger<TourBooking>,
  ) {
    inventory.registerHolders((ids) => ledger.existing(ids));
    // A destination deleted or edited is booked by no request after (on any instance, through Redis).
    this.stopListening = events.on('catalog-changed', () => this.recentDestinations.clear());
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  /** A destination's title, price, seats per time and tour times (read at most every DESTINATION_TTL_MS). */
  tourDetails(id: string): Promise<BookedDestination> {
    return this.recentDestinations.get(id, async () => {
      const destination = await this.destinations.findById(id);
      const {
        title,
        CostPerPerson,
        capacityPerSlot,
        tourTimes,
        timeZone,
        schedule,
        priceCategories,
        extras,
      } = destination;
      return {
        priceCategories: priceCategories ?? [],
        extras: extras ?? [],
        title,
        CostPerPerson,
        capacity: capacityPerSlot ?? DEFAULT_CAPACITY,
        capacityPerSlot: capacityPerSlot ?? DEFAULT_CAPACITY,
        tourTimes,
        timeZone: timeZone ?? UTC,
        content: tourContentOf(destination),
        reminderHours: reminderHoursOf(destination),
        schedule: schedule ?? null,
      };
    });
  }

  /**
   * Claims `count` seats of a tour time under `holderId` (a booking about to be written, or a waitlist
   * offer), lapsing at `expiresAt` unless kept (a hold's); 409, with nothing claimed, when they are not free.
   */
  claim(
    slot: TourSlot,
    capacity: number,
    count: number,
    holderId: Types.ObjectId,
    expiresAt?: Date,
  ): Promise<void> {
    return this.inventory.claim({
      slot: tourSlotKey(slot),
      capacity,
      count,
      bookingId: holderId,
      expiresAt,
    });
  }

  /**
   * Holds `count` seats of a tour time for a waitlist offer, under the entry's id, until `until` plus the
   * release margin; 409 (nothing held) when they are not free.
   */
  holdOfferSeats(
    slot: TourSlot,
    capacity: number,
    count: number,
    offerId: Types.ObjectId,
    until: Date,
  ): Promise<void> {
    return this.claim(
      slot,
      capacity,
      count,
      offerId,
      new Date(until.getTime() + RELEASE_MARGIN_MS),
    );
  }

  /** 409 at once when this instance saw the time sold out a moment ago (see SeatInventory.assertNotKnownFull). */
  assertNotKnownFull(slot: TourSlot, capacity: number, count: number): void {
    this.inventory.assertNotKnownFull({
      slot: tourSlotKey(slot),
      capacity,
      count,
      bookingId: NO_HOLDER,
    });
  }

  /** Frees the seats held for a waitlist offer (the waitlist offers them again itself). */
  releaseOfferSeats(slot: TourSlot, offerId: Types.ObjectId): Promise<void> {
    return this.inventory.release(offerId, tourSlotKey(slot));
  }

  /** Frees whatever a holder claimed, wherever (a booking that failed after claiming). */
  releaseAll(holderId: Types.ObjectId): Promise<void> {
    return this.inventory.release(holderId);
  }

  /**
   * The seats claimed under `holderId` lapse at `expiresAt` (never, without it); answers how many claims
   * it found, so the caller can tell seats released meanwhile.
   */
  retime(holderId: Types.ObjectId, expiresAt: Date | undefined): Promise<number> {
    return this.inventory.retime(holderId, expiresAt);
  }

  /** Live claims per tour time dated `from` on (see SeatInventory.claimsPerSlot). */
  claimsPerSlot(from: string): Promise<Map<string, number>> {
    return this.inventory.claimsPerSlot(from);
  }

  /** Seats of one tour time not held by a booking or a waitlist offer. */
  async freeSeats(slot: TourSlot, capacity: number): Promise<number> {
    if (await this.closures.isClosed(slot)) return 0;
    const key = tourSlotKey(slot);
    const taken = await this.inventory.takenPerSlot([key]);
    return Math.max(0, capacity - (taken.get(key) ?? 0));
  }

  /**
   * Claims a booking's seats at another time of its destination, under the booking's own id (so they hold as
   * long as the booking does), beside those it holds now; 409 (nothing claimed there) when they do not fit.
   * A hold's seats lapse with the hold, as its present ones do.
   */
  claimSeatsAt(booking: TourBookingDocument, to: TourSlot, capacity: number): Promise<void> {
    return this.claim(to, capacity, seatsOf(booking), booking._id, claimsLapseOf(booking));
  }

  /**
   * Gives up a booking's seats at one time, keeping those it holds elsewhere; `offer` hands them to the
   * time's waitlist, as any freed seats (the seats a moved booking left).
   */
  async releaseSeatsAt(bookingId: Types.ObjectId, slot: TourSlot, offer = false): Promise<void> {
    await this.inventory.releaseAt(bookingId, tourSlotKey(slot));
    if (offer) await this.events.emit('seats-freed', slot);
  }

  /**
   * A booking at its time takes `count` more seats there (an admin's change of its tickets): claimed under a
   * stand-in holder, then handed to the booking; 409 with nothing claimed when they are not free. Seats of a
   * stand-in left by a crash in between are swept as abandoned, as any claim without its booking.
   */
  async claimMore(booking: TourBookingDocument, count: number, capacity: number): Promise<void> {
    const standIn = new Types.ObjectId();
    await this.claim(slotOf(booking), capacity, count, standIn, claimsLapseOf(booking));
    await this.inventory.handOver(standIn, booking._id, booking.tickets + count);
  }

  /** A booking at its time gives back `count` of its seats (fewer tickets), offered to the waitlist first. */
  async releaseSome(booking: TourBookingDocument, count: number): Promise<void> {
    const slot = slotOf(booking);
    await this.inventory.releaseSome(booking._id, tourSlotKey(slot), count);
    await this.events.emit('seats-freed', slot);
  }

  /** A booking's seats freed (cancelled, expired, deleted), offered to the time's waitlist first. */
  async release(booking: TourBookingDocument): Promise<void> {
    const slot = slotOf(booking);
    await this.inventory.release(booking._id, tourSlotKey(slot));
    await this.events.emit('seats-freed', slot);
  }

  /**
   * A booking's seats claimed again: a deleted booking's for its restore, a lapsed hold's for its late
   * payment (see BookingLifecycle). Claims the hold still has are its own, dropped first so that they
   * do not count against it. A time cancelled as a whole since has no seats to give (409).
   */
  async claimAgain(booking: TourBookingDocument): Promise<void> {
    const slot = slotOf(booking);
    const capacity = capacityOn(await this.tourDetails(slot.destinationId), slot.date);
    await this.closures.assertOpen(slot);
    await this.inventory.release(booking._id, tourSlotKey(slot));
    await this.claimSeatsAt(booking, slot, capacity);
  }

  /** The holders of lapsed seats still claimed (see BookingPlaces.lapsedHolders). */
  lapsedHolders(): Promise<Types.ObjectId[]> {
    return this.inventory.lapsedHolders();
  }

  /** A hold just confirmed: its seats stop lapsing (see BookingPlaces.keep). */
  keep(booking: TourBookingDocument): Promise<number> {
    return this.inventory.keep(booking._id);
  }

  /** Refuses (409) a time cancelled as a whole, as read at `since` or later (see TourTimeClosures). */
  assertOpen(slot: TourSlot, since?: number): Promise<void> {
    return this.closures.assertOpen(slot, since);
  }

  /** Whether the time was cancelled as a whole, as read at `since` or later (see TourTimeClosures). */
  isClosedSince(slot: TourSlot, since: number): Promise<boolean> {
    return this.closures.isClosedSince(slot, since);
  }

  /**
   * Seats left at each of the times the destination's schedule runs on `date` (none on a closed date); with a
   * booking cutoff, each says when its bookings close (without one, the answer is as before schedules).
   */
  async availability(destinationId: string, date: string): Promise<TourAvailability> {
    // The copy bookings go by: an edit drops it at once, and the read saves a round trip (a lapsing hold's
    // stream reads this within its second).
    const destination = await this.tourDetails(destinationId);
    const day = scheduleOn(destination, date);
    const timeZone = destination.timeZone;
    const cutoff = cutoffMinutesOf(destination) > 0;
    const slots = day.times.map(({ time, capacity }) => ({
      time,
      capacity,
      key: tourSlotKey({ destinationId, date, time }),
      ...(cutoff ? { bookingClosesAt: bookingClosesAt(destination, date, time, timeZone) } : {}),
    }));
    const keys = slots.map((slot) => slot.key);
    const [taken, closed] = await Promise.all([
      this.inventory.takenPerSlot(keys),
      this.closures.closedAmong(keys),
    ]);
    return {
      date,
      maxTicketsPerBooking: this.config.maxTicketsPerBooking,
      ...(day.closed ? { closedDate: true } : {}),
      slots: slots.map(({ key, ...slot }) =>
        closed.has(key)
          ? { ...slot, left: 0, closed: true }
          : { ...slot, left: Math.max(0, slot.capacity - (taken.get(key) ?? 0)) },
      ),
    };
  }

  /** When a hold on one of the destination's slots on `date` lapses next, freeing its seats by itself. */
  async nextLapse(destinationId: string, date: string): Promise<Date | undefined> {
    const { times } = scheduleOn(await this.tourDetails(destinationId), date);
    return this.inventory.nextLapse(
      times.map(({ time }) => tourSlotKey({ destinationId, date, time })),
    );
  }
}
