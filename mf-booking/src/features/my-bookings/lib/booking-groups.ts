import type { MyStayBooking, MyTourBooking } from '@travel/shell/api-types';
import { wallClockAt } from '@travel/shell/time';
import { statusOf } from '../../../lib/booking-status';

export type Entry =
  { kind: 'tour'; booking: MyTourBooking } | { kind: 'stay'; booking: MyStayBooking };

export interface BookingGroups {
  upcoming: Entry[];
  past: Entry[];
  /** Cancelled bookings, and holds that expired unconfirmed: neither will take place. */
  cancelled: Entry[];
}

/** The day a booking starts on ('YYYY-MM-DD'), in its own place's calendar. */
export const startDay = (entry: Entry) =>
  entry.kind === 'tour' ? entry.booking.date.slice(0, 10) : entry.booking.checkIn.slice(0, 10);

/**
 * Whether a booking is still to come, by its place's own calendar (a tour in Tokyo is past for a visitor
 * in Lisbon once Tokyo's day is over): a tour until its day is over there, a stay until its check-out day.
 */
export function isUpcoming(entry: Entry, now: number = Date.now()): boolean {
  const today = wallClockAt(now, entry.booking.timeZone).date;
  return entry.kind === 'tour'
    ? startDay(entry) >= today
    : today < entry.booking.checkOut.slice(0, 10);
}

/**
 * My bookings in three groups: Upcoming (soonest first), Past (latest first) and Cancelled (latest start
 * first); a cancelled or expired booking is only ever in Cancelled.
 */
export function groupBookings(entries: Entry[], now: number = Date.now()): BookingGroups {
  const soonest = (a: Entry, b: Entry) => startDay(a).localeCompare(startDay(b));
  const latest = (a: Entry, b: Entry) => soonest(b, a);
  const over = (entry: Entry) => {
    const status = statusOf(entry.booking);
    return status === 'cancelled' || status === 'expired';
  };
  const live = entries.filter((entry) => !over(entry));
  return {
    upcoming: live.filter((entry) => isUpcoming(entry, now)).sort(soonest),
    past: live.filter((entry) => !isUpcoming(entry, now)).sort(latest),
    cancelled: entries.filter(over).sort(latest),
  };
}
