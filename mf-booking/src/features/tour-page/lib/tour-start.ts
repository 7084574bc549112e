import { t } from '@travel/shell/i18n';
import { hasWallTimePassed } from '@travel/shell/time';

/** The server's refusal of a time that has started, in the page's language. */
export const tourStarted = (): string => t('booking.form.started');

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Whether a tour time has started: tour dates and times are wall-clock times in the tour's time zone (as
 * the API and its cancellation cutoff read them), whatever the visitor's own zone.
 */
export function hasStarted(
  date: string,
  time: string,
  timeZone: string | undefined,
  now: number = Date.now(),
): boolean {
  return DATE_TIME.test(`${date}T${time}`) && hasWallTimePassed(date, time, timeZone, now);
}
