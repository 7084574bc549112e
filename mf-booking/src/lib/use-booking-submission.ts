import { useState } from 'react';
import { apiErrorMessage } from '@travel/shell/http';

const FAILED = 'Failed to submit booking. Please try again.';

/**
 * The life of a booking form's submission: busy while it is sent, the server's refusal (sold out, dates
 * taken, price changed) shown as its own message, and the stored booking once it is confirmed.
 */
export function useBookingSubmission<T>() {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<T | null>(null);

  async function send(request: () => Promise<T>): Promise<void> {
    setSubmitting(true);
    try {
      setBooked(await request());
    } catch (err) {
      setError(apiErrorMessage(err, FAILED));
    } finally {
      setSubmitting(false);
    }
  }

  return { error, setError, submitting, booked, clearBooked: () => setBooked(null), send };
}
