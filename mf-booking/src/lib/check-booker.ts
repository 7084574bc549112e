import { isEmail, type FormChecker } from '@travel/shell/forms';
import { invalidPhoneMessage, isValidPhone } from '@travel/shell/phone';
import { t } from '@travel/shell/i18n';
import { nameProblem } from './validation';

/** Who books, the two fields every booking form starts with, in the server's words. */
export function checkBooker(
  check: FormChecker<'name' | 'email'>,
  form: { name: string; email: string },
): void {
  if (check.require('name', form.name.trim() !== '', t('booking.booker.nameRequired'))) {
    check.refuse('name', nameProblem(form.name));
  }
  if (check.require('email', form.email.trim() !== '', t('booking.booker.emailRequired'))) {
    check.refuse('email', isEmail(form.email) ? null : t('booking.booker.emailInvalid'));
  }
}

/** The optional phone of the booking forms, checked as the contact form checks it (the server's words). */
export function checkPhone(check: FormChecker<'phone'>, phone: string | undefined): void {
  if (phone) check.refuse('phone', isValidPhone(phone) ? null : invalidPhoneMessage());
}
