import { isEmail } from '@travel/shell/forms';
import { isBefore } from '../../../lib/dates';
import { nameProblem, parseWholeNumber } from '../../../lib/validation';
import { hasStarted, TOUR_STARTED } from './tour-start';
import type { TourSlot } from '../types';
import { MIN_TICKETS } from './tour-pricing';

export interface TourForm {
  name: string;
  email: string;
  date: string;
  time: string;
  tickets: string;
  extras: boolean;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The first problem with the form, in the order the fields appear, or null when it can be sent. The
 * messages are the server's; `slot` (the chosen time's seats, when known) adds its seat checks.
 */
export function validateTourBooking(
  form: TourForm,
  today: string,
  slot: TourSlot | undefined,
  maxTickets: number,
): string | null {
  const tickets = parseWholeNumber(form.tickets);
  if (
    !form.name.trim() ||
    !form.email.trim() ||
    !form.date ||
    !form.time ||
    !(tickets >= MIN_TICKETS)
  ) {
    return 'Please fill in all required fields';
  }
  const badName = nameProblem(form.name);
  if (badName) return badName;
  if (!isEmail(form.email)) return 'Please enter a valid email address';
  if (isBefore(form.date, today)) return 'Please choose today or a later date';
  if (!TIME.test(form.time)) return 'Please enter a valid time';
  if (hasStarted(form.date, form.time)) return TOUR_STARTED;
  if (tickets > maxTickets) return `You can book at most ${maxTickets} tickets at once`;
  if (slot && tickets > slot.left) {
    return `Only ${slot.left} ${slot.left === 1 ? 'ticket' : 'tickets'} left for this time`;
  }
  return null;
}
