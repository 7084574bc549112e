import { isEmail } from '@travel/shell/forms';
import { nameProblem } from './validation';

/** Spec 5's line for a booking form sent with a required field left empty. */
export const REQUIRED_FIELDS = 'Please fill in all required fields';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * What is wrong with a booking form: each field's own message (next to the field), and the one line above
 * the button, which is spec 5's 'Please fill in all required fields' while a required field is empty and
 * otherwise the first field's message. `summary` is null when the form can be sent.
 */
export interface FormCheck<F extends string> {
  errors: FieldErrors<F>;
  summary: string | null;
}

/** Collects a form's messages in the order its fields appear. */
export class FormChecker<F extends string> {
  private readonly errors: FieldErrors<F> = {};
  private missing = false;

  /** An empty required field: `message` names what to fill in. True when the field is filled. */
  require(field: F, filled: boolean, message: string): boolean {
    if (!filled) {
      this.errors[field] = message;
      this.missing = true;
    }
    return filled;
  }

  /** A filled field the server would refuse; a field keeps its first message. */
  refuse(field: F, message: string | null): void {
    if (message !== null && this.errors[field] === undefined) this.errors[field] = message;
  }

  has(field: F): boolean {
    return this.errors[field] !== undefined;
  }

  result(): FormCheck<F> {
    const first = Object.values<string | undefined>(this.errors).find(Boolean) ?? null;
    return { errors: this.errors, summary: this.missing ? REQUIRED_FIELDS : first };
  }
}

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
