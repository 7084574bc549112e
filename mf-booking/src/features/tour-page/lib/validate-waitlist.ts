import { FormChecker, type FormCheck } from '@travel/shell/forms';
import { checkBooker } from '../../../lib/check-booker';
import { ticketsBoundsProblem } from './validate-tour-booking';
import { t } from '@travel/shell/i18n';

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
  if (check.require('tickets', form.tickets.trim() !== '', t('booking.form.ticketsRequired'))) {
    check.refuse('tickets', ticketsBoundsProblem(Number(form.tickets), maxTickets));
  }
  return check.result();
}
