import { apiErrorMessage, isHttpError } from '@travel/shell/http';
import { t } from '@travel/shell/i18n';

// Spec 8 has both: the short one when the server refused without saying why, the other when the request
// failed on the way (no answer, or the server's own fault), where trying again may help.

/**
 * A booking form's message for a refusal (sold out, dates taken, price changed): the server's words,
 * else spec 8's fallback.
 */
export function bookingRefusal(error: unknown): string {
  const status = isHttpError(error) ? error.response?.status : undefined;
  return apiErrorMessage(
    error,
    t(status !== undefined && status < 500 ? 'booking.refusal.refused' : 'booking.refusal.failed'),
  );
}
