import { isEmail, type FormChecker } from '@travel/shell/forms';
import { invalidPhoneMessage, isValidPhone } from '@travel/shell/phone';
import { nameProblem } from './validation';

/** Who books, the two fields every booking form starts with, in the server's words. */
export function checkBooker(
  check: FormChecker<'name' | 'email'>,
  form: { name: string; email: string },
): void {
  if (check.require('name', form.name.trim() !== '', 'Please enter your name')) {
    check.refuse('name', nameProblem(form.name));
  }
  if (check.require('email', form.email.trim() !== '', 'Please enter your email address')) {
    check.refuse('email', isEmail(form.email) ? null : 'Please enter a valid email address');
  }
}

/** The optional phone of the booking forms, checked as the contact form checks it (the server's words). */
export function checkPhone(check: FormChecker<'phone'>, phone: string | undefined): void {
  if (phone) check.refuse('phone', isValidPhone(phone) ? null : invalidPhoneMessage());
}
