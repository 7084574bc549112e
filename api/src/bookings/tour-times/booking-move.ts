import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { AuditService } from '../../audit/audit.service';
import { TourBookingDocument } from '../tours/schemas/tour-booking.schema';
import { TourBookingsService } from '../tours/tour-bookings.service';
import { TourSeats } from '../tours/tour-seats.service';
import { TourSlot } from '../tours/tour-slot';

/**
 * Moving one tour booking to another time, the step every move shares (a whole tour time's, the visitor's
 * reschedule, an admin's move of one booking). Its seats at the target are claimed first, for real, under
 * the booking's own id (`TourSeats.claimSeatsAt`: the seat inventory's unique index, so exactly one of many
 * bookings racing for the last seats gets them); then `switchTo` writes the booking's new date and time in
 * one conditional write and only after it frees the old seats. The booking never holds neither; it holds
 * both only between the claim and the release. Callers run `switchTo` under the booking's lock.
 */
@Injectable()
export class BookingMove {
  constructor(
    private readonly tours: TourBookingsService,
    private readonly seats: TourSeats,
    private readonly audit: AuditService,
  ) {}

  /**
   * Claims the booking's tickets at `to`, beside the seats it holds now; 409 (nothing claimed there) when
   * they do not fit. Nothing is given back first: that would make this instance forget what it knows of
   * the slot's seats (SeatInventory.releaseAt), and fifty visitors racing for its last seats would each
   * probe it blind. A caller that may have claimed there before (a cut-off run) gives back first itself.
   */
  claimAt(booking: TourBookingDocument, to: TourSlot, capacity: number): Promise<void> {
    return this.seats.claimSeatsAt(booking, to, capacity);
  }

  /**
   * The booking, its seats at `to` claimed, gets its new date and time (and manage link hash) in one write,
   * its seats at `from` go to the old time's waitlist like any freed seats, and a `moved` audit entry is
   * recorded. Null, with nothing changed, when it is no longer live at `from` (cancelled, expired, moved
   * meanwhile): the caller gives the target's seats back.
   */
  async switchTo(
    bookingId: Types.ObjectId,
    from: TourSlot,
    to: TourSlot,
    manageTokenHash: string,
  ): Promise<TourBookingDocument | null> {
    const moved = await this.tours.moveTo(bookingId, from, to, manageTokenHash);
    if (!moved) return null;
    await this.seats.releaseSeatsAt(moved._id, from, true);
    await this.audit.record({
      action: 'moved',
      kind: 'tour-booking',
      record: moved._id,
      before: { date: from.date, time: from.time },
      after: { date: to.date, time: to.time },
    });
    return moved;
  }

  /** Gives back the seats claimed at `to` for a move that did not happen. */
  giveBack(bookingId: Types.ObjectId, to: TourSlot): Promise<void> {
    return this.seats.releaseSeatsAt(bookingId, to);
  }
}
