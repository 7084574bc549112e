import type { TourSlot } from '@travel/shell/api-types';
import { hasWallTimePassed } from '@travel/shell/time';
import { t } from '@travel/shell/i18n';

/** The booking being moved, as the reschedule step reads it. */
export interface MovingBooking {
  date: string;
  time: string;
  tickets: number;
  timeZone?: string;
}

/** One time offered on the chosen date: whether it can be chosen, and why not in words. */
export interface TimeChoice {
  time: string;
  open: boolean;
  note: string;
}

/**
 * The times of the chosen date as the move can take them: the booking's own time is not a move, a time
 * cancelled as a whole or started (by the tour's clock) cannot be booked, and a time must have room for
 * all the booking's tickets. The server checks each again; this only keeps the visitor from asking.
 */
export function timeChoices(
  slots: TourSlot[],
  date: string,
  booking: MovingBooking,
  now: number = Date.now(),
): TimeChoice[] {
  return slots.map((slot): TimeChoice => {
    const { time } = slot;
    if (date === booking.date.slice(0, 10) && time === booking.time) {
      return { time, open: false, note: t('booking.slot.current') };
    }
    if (slot.closed) return { time, open: false, note: t('booking.slot.cancelled') };
    if (hasWallTimePassed(date, time, booking.timeZone, now)) {
      return { time, open: false, note: t('booking.slot.started') };
    }
    if (slot.left <= 0) return { time, open: false, note: t('booking.slot.soldOut') };
    const seats = t('booking.slot.seatsLeft', { count: slot.left });
    if (slot.left < booking.tickets) {
      return {
        time,
        open: false,
        note: t('booking.slot.tooFew', { seats, tickets: booking.tickets }),
      };
    }
    return { time, open: true, note: seats };
  });
}
