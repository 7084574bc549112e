import { useState } from 'react';

/**
 * The problem a form had when the visitor last pressed submit, shown only while the form still has that
 * problem: a message goes when its cause does ('Please fill in all required fields' disappears once the
 * fields are filled in), instead of staying on screen until the next submit.
 *
 * `current` is the form's first problem right now (null when it can be sent).
 */
export function useFormProblem(current: string | null) {
  const [reported, setReported] = useState<string | null>(null);
  return {
    problem: reported !== null && reported === current ? reported : null,
    /** On submit: report the current problem, if any; true when the form can be sent. */
    check(): boolean {
      setReported(current);
      return current === null;
    },
  };
}
