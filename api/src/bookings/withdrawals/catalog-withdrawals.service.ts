import { ConflictException, Injectable, OnModuleInit } from '@nestjs/common';
import { Types } from 'mongoose';
import { BookedRecordEdit, BookedRecords } from '../../catalog/booked-records';
import { earliestToday } from '../../common/calendar';
import { UTC, wallClock } from '../../common/time-zones/zoned-time';
import { coded } from '../../common/filters/error-body';
import { DestinationsService } from '../../destinations/destinations.service';
import { OffersService } from '../../offers/offers.service';
import { effectiveStatus, statusFilter } from '../shared/booking-status';
import { zoneOf } from '../shared/schemas/booking-record.schema';
import { paymentStatusOf } from '../shared/payment-state';
import { StayBookingDocument } from '../stays/schemas/stay-booking.schema';
import { StayBookingsService } from '../stays/stay-bookings.service';
import { seatsOf, TourBookingDocument } from '../tours/schemas/tour-booking.schema';
import { tourStart } from '../shared/booking-start';
import { TourBookingsService } from '../tours/tour-bookings.service';
import { TourSeats } from '../tours/tour-seats.service';
import { OperationItem } from '../tour-times/schemas/tour-time-operation.schema';
import { TourTimeOperations } from '../tour-times/tour-time-operations.service';
import { planOf } from '../tour-times/tour-time-steps';
import {
  datesOversoldRefusal,
  deleteRefusal,
  Held,
  heldAt,
  PlaceWords,
  oversoldRefusal,
  removedTimesRefusal,
  STAY_WORDS,
  TOUR_WORDS,
  zoneChangeRefusal,
} from './booked-times';
import { OversoldTime } from './oversold-time.dto';
import { slotParts } from '../../inventory/past-claims';
import {
  capacityOn,
  editEffects,
  ScheduledTour,
  SoldAt,
  TourSchedule,
} from '../../destinations/schedule/tour-schedule';

/** A destination as stored (or about to be), as its schedule reads it. */
function scheduledTourOf(record: Record<string, unknown>): ScheduledTour {
  return {
    tourTimes: (record.tourTimes as string[] | undefined) ?? [],
    capacityPerSlot: record.capacityPerSlot as number | undefined,
    schedule: (record.schedule as TourSchedule | null | undefined) ?? null,
  };
}

/** Live: held and running, or confirmed. */
function liveFilter(now: Date) {
  return { $or: [statusFilter('held', now), statusFilter('confirmed')] };
}

function tourHeld(b: TourBookingDocument): Held {
  return { date: b.date, until: b.time, places: seatsOf(b) };
}

function stayHeld(b: StayBookingDocument): Held {
  return { date: b.checkIn, until: b.checkOut, places: b.nights };
}

/** A stay in an operation's plan: its nights count as its places, its check-in as its date. */
function stayItem(b: StayBookingDocument): OperationItem {
  const payment = paymentStatusOf(b.payment);
  return {
    bookingId: b._id,
    reference: b.reference,
    name: b.name,
    email: b.email,
    tickets: b.nights,
    date: b.checkIn,
    time: '00:00',
    status: effectiveStatus(b),
    cost: b.totalCost,
    payment,
    paid: payment === 'paid' ? (b.payment?.amount ?? 0) : 0,
    ...(b.payment ? { currency: b.payment.currency } : {}),
    outcome: 'pending',
  };
}

/**
 * What bookings say about catalog edits (registered with BookedRecords): a tour or offer with live future
 * bookings is not deleted unless they are all cancelled in the same action, through the operation that
 * cancels a whole tour time (TourTimeOperations.withdraw: mailed, refunded, audited once, safe to retry);
 * a tour's edit never removes a time that holds bookings, and cuts its seats below what a time holds only
 * when the admin confirms it.
 */
@Injectable()
export class CatalogWithdrawals implements OnModuleInit {
  constructor(
    private readonly booked: BookedRecords,
    private readonly tours: TourBookingsService,
    private readonly stays: StayBookingsService,
    private readonly operations: TourTimeOperations,
    private readonly destinations: DestinationsService,
    private readonly offers: OffersService,
    private readonly seats: TourSeats,
  ) {}

  onModuleInit(): void {
    this.booked.register('destination', {
      beforeRemove: (id, cancel) => this.beforeTourRemove(id, cancel),
      afterRemove: (id) => this.withdrawTour(id, ''),
      beforeUpdate: (edit) => this.beforeTourEdit(edit),
    });
    this.booked.register('offer', {
      beforeRemove: (id, cancel) => this.beforeOfferRemove(id, cancel),
      afterRemove: (id) => this.withdrawOffer(id, ''),
      beforeUpdate: (edit) =>
        this.refuseZoneChange(edit, STAY_WORDS, async () =>
          (await this.liveStays(edit.id)).map(stayHeld),
        ),
    });
  }

  /** Whether the tour a booking is for was withdrawn (deleted). */
  async tourWithdrawn(destinationId: Types.ObjectId): Promise<boolean> {
    return !(await this.destinations.exists(destinationId.toString()));
  }

  /** Whether the offer a stay is for was withdrawn (deleted). */
  async offerWithdrawn(offerId: Types.ObjectId): Promise<boolean> {
    return !(await this.offers.exists(offerId.toString()));
  }

  /** The tour's bookings that hold seats at a time not started yet, in no particular order. */
  async liveTours(destinationId: string, now = new Date()): Promise<TourBookingDocument[]> {
    const found = await this.tours.ledger.model
      .find({
        destinationId: new Types.ObjectId(destinationId),
        date: { $gte: earliestToday(now) },
        ...liveFilter(now),
      })
      .exec();
    return found.filter((b) => tourStart(b) > now);
  }

  /**
   * The offer's stays holding nights not yet passed (a stay under way too), on the offer's own calendar:
   * read from the earliest date that is still today somewhere, then kept while their check-out day has not
   * come in their zone.
   */
  async liveStays(offerId: string, now = new Date()): Promise<StayBookingDocument[]> {
    const found = await this.stays.ledger.model
      .find({
        offerId: new Types.ObjectId(offerId),
        checkOut: { $gt: earliestToday(now) },
        ...liveFilter(now),
      })
      .exec();
    return found.filter((b) => b.checkOut > wallClock(now, zoneOf(b)).date);
  }

  /**
   * Every future tour time whose live bookings hold more seats than its tour's seats per time: listed (the
   * admin's overview) until enough of them are cancelled or moved, or the seats raised again.
   */
  async oversold(now = new Date()): Promise<OversoldTime[]> {
    // The live claims say which times may be oversold (more claims than seats); only their bookings are
    // read, by time: never the whole ledger, which keeps every booking ever made. A date's seats come from
    // the tour's schedule (capacityOn).
    const claimed = await this.seats.claimsPerSlot(earliestToday(now));
    const tours = new Map(
      (
        await this.destinations.capacities([
          ...new Set([...claimed.keys()].map((slot) => slotParts(slot).destinationId)),
        ])
      ).map((d) => [
        d.id,
        { tourTimes: [], capacityPerSlot: d.capacity, schedule: d.schedule } as ScheduledTour,
      ]),
    );
    const slots: OversoldTime[] = [];
    for (const [key, claims] of claimed) {
      const { destinationId, date, time } = slotParts(key);
      const tour = tours.get(destinationId);
      // Withdrawn (its bookings are that screen's business), or no more claims than seats.
      if (tour === undefined || !Types.ObjectId.isValid(destinationId)) continue;
      const capacity = capacityOn(tour, date);
      if (claims <= capacity) continue;
      const live = (
        await this.tours.ledger.model
          .find({
            destinationId: new Types.ObjectId(destinationId),
            date,
            time,
            ...liveFilter(now),
          })
          .exec()
      ).filter((b) => tourStart(b) > now);
      const [first] = live;
      if (!first) continue;
      const sold = live.reduce((sum, b) => sum + seatsOf(b), 0);
      if (sold > capacity) {
        slots.push({
          destinationId,
          destinationTitle: first.destinationTitle,
          date,
          time,
          capacity,
          sold,
        });
      }
    }
    return slots.sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  }

  private async beforeTourRemove(id: string, cancel: boolean): Promise<void> {
    const live = await this.liveTours(id);
    if (live.length === 0) return;
    if (!cancel)
      throw new ConflictException(
        coded('HAS_LIVE_BOOKINGS', deleteRefusal(live.map(tourHeld), TOUR_WORDS)),
      );
    const { title } = await this.destinations.findById(id);
    await this.withdrawTour(id, title);
  }

  private async beforeOfferRemove(id: string, cancel: boolean): Promise<void> {
    const live = await this.liveStays(id);
    if (live.length === 0) return;
    if (!cancel)
      throw new ConflictException(
        coded('HAS_LIVE_BOOKINGS', deleteRefusal(live.map(stayHeld), STAY_WORDS)),
      );
    const { title } = await this.offers.findById(id);
    await this.withdrawOffer(id, title);
  }

  /** Cancels the tour's live future bookings (none: nothing happens). */
  private async withdrawTour(id: string, title: string): Promise<void> {
    await this.operations.withdraw({
      booked: 'tour',
      id,
      title: title || (await this.titleOfTour(id)),
      plan: async () => {
        const live = await this.liveTours(id);
        return planOf(live, new Date());
      },
    });
  }

  private async withdrawOffer(id: string, title: string): Promise<void> {
    await this.operations.withdraw({
      booked: 'stay',
      id,
      title: title || (await this.titleOfStay(id)),
      plan: async () => (await this.liveStays(id)).map(stayItem),
    });
  }

  /** After the delete: the title its bookings copied (the record is gone). */
  private async titleOfTour(id: string): Promise<string> {
    return (await this.liveTours(id))[0]?.destinationTitle ?? 'Deleted tour';
  }

  private async titleOfStay(id: string): Promise<string> {
    return (await this.liveStays(id))[0]?.offerTitle ?? 'Deleted offer';
  }

  /**
   * A tour's edit (its times, seats or schedule): a booked time it stops running (a time removed, a
   * season's or weekday's times changed, a closed date) is refused; seats per time cut below what a future
   * time holds (capacityPerSlot, or a date's seats in the schedule) is refused unless confirmed (then saved:
   * the time shows sold out, nothing is cancelled). The schedule decides both (editEffects).
   */
  private async beforeTourEdit(edit: BookedRecordEdit): Promise<void> {
    await this.refuseZoneChange(edit, TOUR_WORDS, async () =>
      (await this.liveTours(edit.id)).map(tourHeld),
    );
    const { fields } = edit;
    if (
      fields.tourTimes === undefined &&
      fields.capacityPerSlot === undefined &&
      fields.schedule === undefined
    ) {
      return;
    }
    const before = scheduledTourOf(edit.before);
    const after = scheduledTourOf({ ...edit.before, ...fields });
    const groups = heldAt((await this.liveTours(edit.id)).map(tourHeld));
    const sold = groups.map((g) => ({ date: g.date, time: g.until, places: g.places }));
    const { stranded, oversold } = editEffects(before, after, sold);
    const groupAt = (at: SoldAt) => groups.find((g) => g.date === at.date && g.until === at.time)!;
    if (stranded.length)
      throw new ConflictException(
        coded('TIMES_HOLD_BOOKINGS', removedTimesRefusal(stranded.map(groupAt))),
      );
    if (oversold.length && !edit.confirmOversell) {
      const [seats, ...others] = [...new Set(oversold.map((o) => o.capacity))];
      throw new ConflictException(
        coded(
          'WOULD_OVERSELL',
          others.length === 0 && seats !== undefined
            ? oversoldRefusal(oversold.map(groupAt), seats)
            : datesOversoldRefusal(oversold),
        ),
      );
    }
  }

  /** A change of the record's time zone while live bookings hold future dates on the old one: a 409. */
  private async refuseZoneChange(
    edit: BookedRecordEdit,
    words: PlaceWords,
    live: () => Promise<Held[]>,
  ): Promise<void> {
    const zone = edit.fields.timeZone as string | undefined;
    const zoneBefore = (edit.before.timeZone as string | undefined) ?? UTC;
    if (zone === undefined || zone === zoneBefore) return;
    const held = await live();
    if (held.length) throw new ConflictException(zoneChangeRefusal(held, words, zoneBefore));
  }
}
