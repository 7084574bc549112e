import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { Types } from 'mongoose';
import { AuditService } from '../../audit/audit.service';
import { BookingRow } from '../shared/booking-days';
import { REFERENCE_PATTERN } from '../shared/booking-reference';
import { BOOKING_CANCELLED, effectiveStatus, HOLD_EXPIRED } from '../shared/booking-status';
import { paymentStatusOf } from '../shared/payment-state';
import { TourBooking, TourBookingDocument } from '../tours/schemas/tour-booking.schema';
import { TourBookingsService } from '../tours/tour-bookings.service';
import { TourSeats } from '../tours/tour-seats.service';
import { CheckInStatus } from '../tours/check-in-status';
import { ManifestBooking, ManifestView } from './dto/manifest.dto';
import { ManifestQuery } from './manifest-query';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const TOURS_ONLY = 'Only tour bookings are checked in on a manifest';

/**
 * The manifest of a tour time and its check-in. The manifest reads one day of the tour bookings' day
 * partitions (the bookings booked for that date, see BookingDays), never the ledger, so its cost is what
 * that day holds, whatever the history. A check-in changes one booking under its lock and is audited;
 * the audit's event carries it into the day partitions (BookingDaysSync), as every booking change.
 */
@Injectable()
export class ManifestService {
  constructor(
    private readonly tours: TourBookingsService,
    private readonly seats: TourSeats,
    private readonly audit: AuditService,
  ) {}

  /** `withNotes`: the bookings' internal notes too, for an admin (never for a guide). */
  async manifest(
    query: ManifestQuery,
    withNotes: boolean,
    now = new Date(),
  ): Promise<ManifestView> {
    const rows = await this.tours.days.partitions.read(query.date);
    const bookings = rows
      .filter((row) => String(row.destinationId) === query.destinationId && row.time === query.time)
      .map((row) => this.tours.ledger.hydrate(row))
      .filter((booking) => isLive(booking, now))
      .map((booking) => ({
        ...manifestBooking(booking, now),
        ...(withNotes && booking.note ? { note: booking.note } : {}),
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.reference.localeCompare(b.reference));
    const destination = await this.destinationOf(query.destinationId, rows);
    return {
      destination: { _id: query.destinationId, title: destination.title },
      date: query.date,
      time: query.time,
      timeZone: destination.timeZone,
      bookings,
      totals: {
        bookings: bookings.length,
        tickets: bookings.reduce((sum, b) => sum + b.tickets, 0),
        checkedIn: bookings.reduce((sum, b) => sum + (b.checkIn === 'arrived' ? b.tickets : 0), 0),
      },
    };
  }

  /**
   * Marks a live tour booking arrived, no-show or neither (`none`), under the booking's lock so that two
   * guides' taps and a cancellation never interleave; an unchanged mark writes and records nothing.
   */
  async checkIn(
    reference: string,
    status: CheckInStatus,
    now = new Date(),
  ): Promise<ManifestBooking> {
    const ref = reference.trim().toUpperCase();
    if (!REFERENCE_PATTERN.test(ref)) throw new NotFoundException(BOOKING_NOT_FOUND);
    if (!ref.startsWith('TB-')) throw new BadRequestException(TOURS_ONLY);
    const found = await this.tours.ledger.byReference(ref);
    if (!found) throw new NotFoundException(BOOKING_NOT_FOUND);
    return this.tours.ledger.locks.exclusively(found._id, async () => {
      const booking = await this.tours.ledger.byId(found._id);
      if (!booking) throw new NotFoundException(BOOKING_NOT_FOUND);
      const state = effectiveStatus(booking, now);
      if (state === 'cancelled') throw new ConflictException(BOOKING_CANCELLED);
      if (state === 'expired') throw new ConflictException(HOLD_EXPIRED);
      const before = booking.checkIn ?? 'none';
      if (before === status) return manifestBooking(booking, now);
      const changed = await this.mark(booking._id, status, now);
      if (!changed) throw new NotFoundException(BOOKING_NOT_FOUND);
      await this.audit.record({
        action: 'checked-in',
        kind: 'tour-booking',
        record: booking._id,
        before: { checkIn: before },
        after: { checkIn: status },
      });
      return manifestBooking(changed, now);
    });
  }

  private mark(id: Types.ObjectId, status: CheckInStatus, now: Date) {
    const update =
      status === 'none'
        ? { $unset: { checkIn: 1, checkedInAt: 1 } }
        : { $set: { checkIn: status, checkedInAt: now } };
    return this.tours.ledger.model.findOneAndUpdate({ _id: id }, update, { new: true }).exec();
  }

  /** The destination as it is, or, deleted since, as its bookings of the day copied it. */
  private async destinationOf(
    id: string,
    rows: BookingRow[],
  ): Promise<{ title: string; timeZone: string }> {
    try {
      const { title, timeZone } = await this.seats.tourDetails(id);
      return { title, timeZone };
    } catch (error) {
      const copy = rows.find((row) => String(row.destinationId) === id) as
        (BookingRow & Pick<TourBooking, 'destinationTitle' | 'timeZone'>) | undefined;
      if (error instanceof NotFoundException && copy) {
        return { title: copy.destinationTitle, timeZone: copy.timeZone ?? 'UTC' };
      }
      throw error;
    }
  }
}

function isLive(booking: TourBookingDocument, now: Date): boolean {
  const status = effectiveStatus(booking, now);
  return status === 'held' || status === 'confirmed';
}

function manifestBooking(booking: TourBookingDocument, now: Date): ManifestBooking {
  return {
    reference: booking.reference,
    name: booking.name,
    email: booking.email,
    ...(booking.phone ? { phone: booking.phone } : {}),
    tickets: booking.tickets,
    status: effectiveStatus(booking, now),
    checkIn: booking.checkIn ?? 'none',
    extras: booking.extras,
    payment: paymentStatusOf(booking.payment),
    cost: booking.cost,
    ...(booking.reseller ? { reseller: booking.reseller.name } : {}),
  };
}
