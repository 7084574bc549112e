import { t } from '@travel/shell/i18n';
import { daysBetween, formatDate, isBefore } from '../../../lib/dates';
import { FormChecker, type FormCheck } from '@travel/shell/forms';
import { checkBooker, checkPhone } from '../../../lib/check-booker';

export interface StayForm {
  name: string;
  email: string;
  /** Optional, international form ('' for none). */
  phone: string;
  checkIn: string;
  checkOut: string;
  guests: string;
}

/**
 * The form's fields, and `nights`: a chosen range across a booked night, which the form says next to the
 * dates (both marked) rather than under one of them.
 */
export type StayField = 'name' | 'email' | 'phone' | 'checkIn' | 'checkOut' | 'nights' | 'guests';

/** MAX_NIGHTS_PER_STAY's default: the form's bound until the offer's availability names the server's. */
export const MAX_NIGHTS = 30;

export function takenNightMessage(night: string): string {
  return t('booking.stay.nightTaken', { date: formatDate(night) });
}

export const maxNightsMessage = (maxNights: number) =>
  t('booking.stay.maxNights', { max: maxNights });

/**
 * Every field's problem, in the order the fields appear, with the server's words where it has them. The
 * guest limit is not among them: the form says it while the number is typed and will not send over it.
 */
export function validateStayBooking(
  form: StayForm,
  today: string,
  takenNight: string | null,
  maxNights: number = MAX_NIGHTS,
): FormCheck<StayField> {
  const check = new FormChecker<StayField>();
  checkBooker(check, form);
  checkPhone(check, form.phone);
  if (check.require('checkIn', form.checkIn !== '', t('booking.stay.checkInRequired'))) {
    check.refuse(
      'checkIn',
      isBefore(form.checkIn, today) ? t('booking.stay.checkInFromToday') : null,
    );
  }
  if (check.require('checkOut', form.checkOut !== '', t('booking.stay.checkOutRequired'))) {
    const nights = form.checkIn ? daysBetween(form.checkIn, form.checkOut) : null;
    if (nights !== null && nights <= 0) check.refuse('checkOut', t('booking.stay.checkOutAfter'));
    else if (nights !== null && nights > maxNights) {
      check.refuse('checkOut', maxNightsMessage(maxNights));
    }
  }
  if (takenNight) check.refuse('nights', takenNightMessage(takenNight));
  if (check.require('guests', form.guests.trim() !== '', t('booking.stay.guestsRequired'))) {
    const guests = Number(form.guests);
    if (!Number.isInteger(guests)) check.refuse('guests', t('booking.stay.guestsWhole'));
    else if (guests < 1) check.refuse('guests', t('booking.stay.guestsMin'));
  }
  return check.result();
}
