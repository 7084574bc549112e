import { ConflictException, Injectable, OnModuleInit } from '@nestjs/common';
import { Types } from 'mongoose';
import { BookedRecordEdit, BookedRecords } from '../../catalog/booked-records';
import { earliestToday, utcDay } from '../../common/calendar';
import { DestinationsService } from '../../destinations/destinations.service';
import { OffersService } from '../../offers/offers.service';
import { effectiveStatus, statusFilter } from '../shared/booking-status';
import { paymentStatusOf } from '../shared/payment-state';
import { StayBookingDocument } from '../stays/schemas/stay-booking.schema';
import { StayBookingsService } from '../stays/stay-bookings.service';
import { seatsOf, TourBookingDocument } from '../tours/schemas/tour-booking.schema';
import { tourStart } from '../shared/booking-start';
import { TourBookingsService } from '../tours/tour-bookings.service';
import { OperationItem } from '../tour-times/schemas/tour-time-operation.schema';
import { TourTimeOperations } from '../tour-times/tour-time-operations.service';
import { planOf } from '../tour-times/tour-time-steps';
import {
  deleteRefusal,
  Held,
  heldAt,
  oversoldRefusal,
  removedTimesRefusal,
  STAY_WORDS,
  TOUR_WORDS,
} from './booked-times';
import { OversoldTime } from './oversold-time.dto';

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

  /** The offer's stays holding nights not yet passed (a stay under way too). */
  liveStays(offerId: string, now = new Date()): Promise<StayBookingDocument[]> {
    return this.stays.ledger.model
      .find({
        offerId: new Types.ObjectId(offerId),
        checkOut: { $gt: utcDay(now) },
        ...liveFilter(now),
      })
      .exec();
  }

  /**
   * Every future tour time whose live bookings hold more seats than its tour's seats per time: listed (the
   * admin's overview) until enough of them are cancelled or moved, or the seats raised again.
   */
  async oversold(now = new Date()): Promise<OversoldTime[]> {
    const live = (
      await this.tours.ledger.model
        .find({ date: { $gte: earliestToday(now) }, ...liveFilter(now) })
        .exec()
    ).filter((b) => tourStart(b) > now);
    const ids = [...new Set(live.map((b) => b.destinationId.toString()))];
    const capacities = new Map(
      (await this.destinations.capacities(ids)).map((d) => [d.id, d.capacity]),
    );
    const slots = new Map<string, OversoldTime>();
    for (const b of live) {
      const destinationId = b.destinationId.toString();
      const capacity = capacities.get(destinationId);
      if (capacity === undefined) continue; // withdrawn: its bookings are that screen's business
      const key = `${destinationId}|${b.date}|${b.time}`;
      const slot = slots.get(key) ?? {
        destinationId,
        destinationTitle: b.destinationTitle,
        date: b.date,
        time: b.time,
        capacity,
        sold: 0,
      };
      slot.sold += seatsOf(b);
      slots.set(key, slot);
    }
    return [...slots.values()]
      .filter((slot) => slot.sold > slot.capacity)
      .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  }

  private async beforeTourRemove(id: string, cancel: boolean): Promise<void> {
    const live = await this.liveTours(id);
    if (live.length === 0) return;
    if (!cancel) throw new ConflictException(deleteRefusal(live.map(tourHeld), TOUR_WORDS));
    const { title } = await this.destinations.findById(id);
    await this.withdrawTour(id, title);
  }

  private async beforeOfferRemove(id: string, cancel: boolean): Promise<void> {
    const live = await this.liveStays(id);
    if (live.length === 0) return;
    if (!cancel) throw new ConflictException(deleteRefusal(live.map(stayHeld), STAY_WORDS));
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
   * A tour's edit: a time removed while it holds future bookings is refused; seats per time cut below what
   * a future time holds is refused unless confirmed (then saved: the time shows sold out, nothing is
   * cancelled).
   */
  private async beforeTourEdit(edit: BookedRecordEdit): Promise<void> {
    const times = edit.fields.tourTimes as string[] | undefined;
    const capacity = edit.fields.capacityPerSlot as number | undefined;
    const capacityBefore = edit.before.capacityPerSlot as number | undefined;
    const cut =
      capacity !== undefined && (capacityBefore === undefined || capacity < capacityBefore);
    if (!times && !cut) return;
    const groups = heldAt((await this.liveTours(edit.id)).map(tourHeld));
    if (times) {
      const removed = ((edit.before.tourTimes as string[] | undefined) ?? []).filter(
        (time) => !times.includes(time),
      );
      const stranded = groups.filter((g) => removed.includes(g.until));
      if (stranded.length) throw new ConflictException(removedTimesRefusal(stranded));
    }
    if (cut && !edit.confirmOversell) {
      const oversold = groups.filter((g) => g.places > capacity);
      if (oversold.length) throw new ConflictException(oversoldRefusal(oversold, capacity));
    }
  }
}
