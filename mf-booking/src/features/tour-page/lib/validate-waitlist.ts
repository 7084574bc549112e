import { FormChecker, type FormCheck } from '@travel/shell/forms';
import { checkBooker } from '../../../lib/check-booker';
import { MIN_TICKETS } from './tour-pricing';

export interface WaitlistForm {
  name: string;
  email: string;
  tickets: string;
}

export type WaitlistField = keyof WaitlistForm;

/**
 * The waitlist form's problems, with the booking form's (and the server's) words. No seat check: the time
 * is sold out, which is why the visitor is here.
 */
export function validateWaitlist(form: WaitlistForm, maxTickets: number): FormCheck<WaitlistField> {
  const check = new FormChecker<WaitlistField>();
  checkBooker(check, form);
  if (check.require('tickets', form.tickets.trim() !== '', 'Please enter the number of tickets')) {
    const tickets = Number(form.tickets);
    if (!Number.isInteger(tickets)) check.refuse('tickets', 'Tickets must be a whole number');
    else if (tickets < MIN_TICKETS) {
      check.refuse('tickets', `Please book at least ${MIN_TICKETS} ticket`);
    } else if (tickets > maxTickets) {
      check.refuse('tickets', `You can book at most ${maxTickets} tickets at once`);
    }
  }
  return check.result();
}
