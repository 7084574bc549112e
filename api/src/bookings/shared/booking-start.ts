import { CHECK_IN_TIME, zonedInstant } from '../../common/time-zones/zoned-time';
import { zoneOf } from './schemas/booking-record.schema';

/**
 * When a tour starts: its date and time as wall-clock time in the tour's zone (the cancellation cutoff
 * counts back from it; a booking made before time zones reads as UTC).
 */
export function tourStart(booking: { date: string; time: string; timeZone?: string }): Date {
  return zonedInstant(booking.date, booking.time, zoneOf(booking)) ?? new Date(NaN);
}

/** When a stay starts: 00:00 of check-in in the offer's zone (the cancellation cutoff counts back from it). */
export function stayStart(booking: { checkIn: string; timeZone?: string }): Date {
  return zonedInstant(booking.checkIn, CHECK_IN_TIME, zoneOf(booking)) ?? new Date(NaN);
}
