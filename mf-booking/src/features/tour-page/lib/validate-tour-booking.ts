import { isBefore } from '../../../lib/dates';
import { FormChecker, type FormCheck } from '@travel/shell/forms';
import { checkBooker, checkPhone } from '../../../lib/check-booker';
import { hasStarted, TOUR_STARTED } from './tour-start';
import type { TourSlot } from '../types';
import { MIN_TICKETS } from './tour-pricing';

export interface TourForm {
  name: string;
  email: string;
  /** Optional, international form ('' for none). */
  phone: string;
  date: string;
  time: string;
  tickets: string;
  /** The keys of the extras chosen (the spec's checkbox is the first extra's). */
  extraKeys: string[];
  /** A count per price category, as typed, for a tour with categories. */
  counts: Record<string, string>;
}

export type TourField = 'name' | 'email' | 'phone' | 'date' | 'time' | 'tickets';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Every field's problem, in the order the fields appear, with the server's words where it has them;
 * `slot` (the chosen time's seats, when known) adds its seat check and `maxTickets` is the server's cap.
 */
export function validateTourBooking(
  form: TourForm,
  today: string,
  slot: TourSlot | undefined,
  maxTickets: number,
  timeZone?: string,
): FormCheck<TourField> {
  const check = new FormChecker<TourField>();
  checkBooker(check, form);
  checkPhone(check, form.phone);
  if (check.require('date', form.date !== '', 'Please choose a date')) {
    check.refuse('date', isBefore(form.date, today) ? 'Please choose today or a later date' : null);
  }
  if (check.require('time', form.time !== '', 'Please choose a time')) {
    if (!TIME.test(form.time)) check.refuse('time', 'Please enter a valid time');
    // A time of a past date is the date's problem, said there.
    else if (!check.has('date') && hasStarted(form.date, form.time, timeZone)) {
      check.refuse('time', TOUR_STARTED);
    }
  }
  if (check.require('tickets', form.tickets.trim() !== '', 'Please enter the number of tickets')) {
    check.refuse('tickets', ticketsProblem(Number(form.tickets), slot, maxTickets));
  }
  return check.result();
}

function ticketsProblem(tickets: number, slot: TourSlot | undefined, maxTickets: number) {
  if (!Number.isInteger(tickets)) return 'Tickets must be a whole number';
  if (tickets < MIN_TICKETS) return `Please book at least ${MIN_TICKETS} ticket`;
  if (tickets > maxTickets) return `You can book at most ${maxTickets} tickets at once`;
  if (slot && tickets > slot.left) {
    return `Only ${slot.left} ${slot.left === 1 ? 'ticket' : 'tickets'} left for this time`;
  }
  return null;
}
