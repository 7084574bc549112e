import { useState } from 'react';
import { apiErrorMessage, isHttpError } from '@travel/shell/http';

// Spec 8 has both: the short one when the server refused without saying why, the other when the request
// failed on the way (no answer, or the server's own fault), where trying again may help.
const REFUSED = 'Failed to submit booking';
const FAILED = 'Failed to submit booking. Please try again.';

function fallbackFor(error: unknown): string {
  const status = isHttpError(error) ? error.response?.status : undefined;
  return status !== undefined && status < 500 ? REFUSED : FAILED;
}

/**
 * The life of a booking form's submission: busy while it is sent, the server's refusal (sold out, dates
 * taken, price changed) shown as its own message, and the stored booking once it went through.
 *
 * A refusal answers the form as it was sent: it is shown while the form is unchanged and goes as soon as
 * the visitor edits it, since the edit may have fixed its cause. `form` is the form state object, which
 * each edit replaces.
 */
export function useBookingSubmission<T, F>(form: F) {
  const [refusal, setRefusal] = useState<{ form: F; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<T | null>(null);

  /** Sends the booking; false when it was refused (the refusal is then shown). */
  async function send(request: () => Promise<T>): Promise<boolean> {
    const sent = form;
    setRefusal(null);
    setSubmitting(true);
    try {
      setBooked(await request());
      return true;
    } catch (err) {
      setRefusal({ form: sent, message: apiErrorMessage(err, fallbackFor(err)) });
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  const error = refusal && refusal.form === form ? refusal.message : null;
  return { error, submitting, booked, clearBooked: () => setBooked(null), send };
}
