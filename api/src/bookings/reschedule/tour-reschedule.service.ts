import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Types } from 'mongoose';
import { AVAILABILITY_CACHE_TAG } from '../../cache/cache-tags';
import { ChangeFeed } from '../../cache/change-feed.service';
import { earliestToday } from '../../common/calendar';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { mailKey, MailService } from '../../mail/mail.service';
import { tourRescheduledMail } from '../../mail/templates/booking-mails';
import { manageLinkPath } from '../shared/booking-lifecycle';
import { BOOKING_CANCELLED, effectiveStatus, HOLD_EXPIRED } from '../shared/booking-status';
import { hashManageToken, newManageToken } from '../shared/manage-token';
import { BookingMove } from '../tour-times/booking-move';
import { TourBookingView } from '../tours/dto/tour-booking.dto';
import { TourBookingDocument } from '../tours/schemas/tour-booking.schema';
import { TourBookingsService } from '../tours/tour-bookings.service';
import { TourSeats } from '../tours/tour-seats.service';
import { TourSlot } from '../tours/tour-slot';
import { CatalogWithdrawals } from '../withdrawals/catalog-withdrawals.service';
import { priceDifference, settleDifference } from './reschedule-price';
import {
  assertTargetOnTour,
  checkTarget,
  pastMoveCutoff,
  TOUR_WITHDRAWN_NO_MOVE,
} from './reschedule.rules';

const BOOKING_NOT_FOUND = 'Booking not found';

/**
 * How the visitor proves the booking is theirs: the manage link's token (kept: the mail repeats the same
 * link) or their signed-in account (a new link is issued and mailed, as the old token is not known here).
 */
export type RescheduleBy = { token: string } | { account: true };

function slotOf(booking: TourBookingDocument): TourSlot {
  return {
    destinationId: booking.destinationId.toString(),
    date: booking.date,
    time: booking.time,
  };
}

/** Why a booking in its present state cannot be moved (null: it can). */
function stateRefusal(booking: TourBookingDocument, now: Date): ConflictException | null {
  const status = effectiveStatus(booking, now);
  if (status === 'cancelled') return new ConflictException(BOOKING_CANCELLED);
  if (status === 'expired') return new ConflictException(HOLD_EXPIRED);
  return null;
}

/**
 * The visitor moves their tour booking to another date or time of the same tour, up to the cancellation
 * cutoff and at the same price, through the move every tour-time move uses (BookingMove): the seats at the
 * new time claimed first (exactly one of many visitors racing for the last seats gets them), then the
 * booking's date and time in one write, then the old seats freed to the old time's waitlist. Runs under the
 * booking's lock, in turn with its cancel, confirm, expiry and an admin's move, and reads it afresh inside.
 */
@Injectable()
export class TourReschedule {
  constructor(
    private readonly tours: TourBookingsService,
    private readonly seats: TourSeats,
    private readonly move: BookingMove,
    private readonly withdrawals: CatalogWithdrawals,
    private readonly mail: MailService,
    private readonly changes: ChangeFeed,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async reschedule(
    bookingId: Types.ObjectId,
    target: { date?: unknown; time?: unknown },
    by: RescheduleBy,
  ): Promise<TourBookingView> {
    const wanted = checkTarget(target, earliestToday());
    return this.tours.ledger.locks.exclusively(bookingId, async () => {
      const now = new Date();
      const booking = await this.tours.ledger.byId(bookingId);
      if (!booking) throw new NotFoundException(BOOKING_NOT_FOUND);
      const refused = stateRefusal(booking, now);
      if (refused) throw refused;
      if (now >= this.tours.cancelBefore(booking)) {
        throw pastMoveCutoff(this.config.cancellationCutoffHours);
      }
      if (await this.withdrawals.tourWithdrawn(booking.destinationId)) {
        throw new ConflictException(TOUR_WITHDRAWN_NO_MOVE);
      }
      const from = slotOf(booking);
      const to: TourSlot = { destinationId: from.destinationId, ...wanted };
      const tour = await this.seats.tourDetails(from.destinationId);
      const capacity = assertTargetOnTour(from, to, tour, now);
      await this.seats.assertOpen(to);
      settleDifference(priceDifference(booking, to));

      const claimedAt = performance.now();
      await this.move.claimAt(booking, to, capacity);
      let moved: TourBookingDocument | null = null;
      try {
        // A whole-time cancel of the target closes it before listing its bookings: one closed while the
        // seats were claimed would not list this booking, so it is not moved there.
        await this.seats.assertOpen(to, claimedAt);
        const { token, hash } =
          'token' in by ? { token: by.token, hash: hashManageToken(by.token) } : newManageToken();
        moved = await this.move.switchTo(booking._id, from, to, hash);
        if (!moved) throw await this.changedMeanwhile(booking._id);
        await this.mail.send(
          tourRescheduledMail(
            moved,
            from,
            this.mail.siteLink(manageLinkPath(moved.reference, token)),
            !('token' in by),
          ),
          // One mail per move: a booking may be moved back and forth.
          { key: mailKey('booking-rescheduled', moved.reference, String(new Types.ObjectId())) },
        );
      } finally {
        if (!moved) await this.move.giveBack(booking._id, to);
      }
      await this.changes.invalidate(AVAILABILITY_CACHE_TAG);
      return TourBookingView.of(moved);
    });
  }

  /** The booking was cancelled, expired or deleted under a stale lock: the answer a later request gets. */
  private async changedMeanwhile(id: Types.ObjectId): Promise<Error> {
    const fresh = await this.tours.ledger.byId(id);
    if (!fresh) return new NotFoundException(BOOKING_NOT_FOUND);
    return stateRefusal(fresh, new Date()) ?? new ConflictException(BOOKING_CANCELLED);
  }
}
