import { isBefore } from '../../../lib/dates';
import { FormChecker, type FormCheck } from '@travel/shell/forms';
import { checkBooker, checkPhone } from '../../../lib/check-booker';
import { hasStarted, tourStarted } from './tour-start';
import { t } from '@travel/shell/i18n';
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
  if (check.require('date', form.date !== '', t('booking.form.chooseDate'))) {
    check.refuse('date', isBefore(form.date, today) ? t('booking.form.dateFromToday') : null);
  }
  if (check.require('time', form.time !== '', t('booking.form.chooseTime'))) {
    if (!TIME.test(form.time)) check.refuse('time', t('booking.form.validTime'));
    // A time of a past date is the date's problem, said there.
    else if (!check.has('date') && hasStarted(form.date, form.time, timeZone)) {
      check.refuse('time', tourStarted());
    }
  }
  if (check.require('tickets', form.tickets.trim() !== '', t('booking.form.ticketsRequired'))) {
    check.refuse('tickets', ticketsProblem(Number(form.tickets), slot, maxTickets));
  }
  return check.result();
}

function ticketsProblem(tickets: number, slot: TourSlot | undefined, maxTickets: number) {
  const bounds = ticketsBoundsProblem(tickets, maxTickets);
  if (bounds) return bounds;
  if (slot && tickets > slot.left) return t('booking.form.ticketsLeft', { count: slot.left });
  return null;
}

/** What is wrong with a number of tickets itself (not whole, below one, above the server's cap), or null. */
export function ticketsBoundsProblem(tickets: number, maxTickets: number): string | null {
  if (!Number.isInteger(tickets)) return t('booking.form.ticketsWhole');
  if (tickets < MIN_TICKETS) return t('booking.form.ticketsMin', { min: MIN_TICKETS });
  if (tickets > maxTickets) return t('booking.form.ticketsMax', { max: maxTickets });
  return null;
}
