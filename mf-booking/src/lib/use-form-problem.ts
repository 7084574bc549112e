import { useState } from 'react';
import type { FieldErrors, FormCheck } from '@travel/shell/forms';

/**
 * The problems a form had when the visitor last pressed submit, each shown only while the form still has
 * it: a field's message goes when its cause does (its own message once the field is filled in), and the
 * line above the button goes the same way ('Please fill in all required fields' once nothing is empty),
 * instead of staying on screen until the next submit.
 *
 * `current` is the form's check right now.
 */
export function useFormProblem<F extends string>(current: FormCheck<F>) {
  const [reported, setReported] = useState<FormCheck<F> | null>(null);
  const errors: FieldErrors<F> = {};
  if (reported) {
    for (const field of Object.keys(reported.errors) as F[]) {
      if (reported.errors[field] === current.errors[field]) errors[field] = current.errors[field];
    }
  }
  return {
    /** Each field's message, for the field's `error`. */
    errors,
    /** The line above the button. */
    problem: reported !== null && reported.summary === current.summary ? reported.summary : null,
    /** On submit: report the current problems, if any; true when the form can be sent. */
    check(): boolean {
      setReported(current);
      return current.summary === null;
    },
  };
}
