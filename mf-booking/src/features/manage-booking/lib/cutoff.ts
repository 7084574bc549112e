import { t } from '@travel/shell/i18n';
import type { ManagedBooking } from '../types';

const HOUR_MS = 3_600_000;

/**
 * When the booking starts, as the API counts it (its `startsAt`: the tour's date and time, or check-in at
 * 00:00, in the booking's zone); answers from before zones had no `startsAt` and meant UTC.
 */
export function startOf(managed: ManagedBooking): number {
  if (managed.booking.startsAt) return Date.parse(managed.booking.startsAt);
  return managed.kind === 'tour'
    ? Date.parse(`${managed.booking.date.slice(0, 10)}T${managed.booking.time}:00Z`)
    : Date.parse(`${managed.booking.checkIn.slice(0, 10)}T00:00:00Z`);
}

/** Whether the tour or stay has begun, when cancelling is no longer a question worth a word. */
export function hasStarted(managed: ManagedBooking, now: number = Date.now()): boolean {
  return startOf(managed) <= now;
}

/**
 * The server's sentence for a booking past its cancellation cutoff, with the configured number of hours
 * read back from the booking's start and its `cancelBefore`.
 */
export function cutoffMessage(managed: ManagedBooking): string {
  const hours = Math.round((startOf(managed) - Date.parse(managed.cancelBefore)) / HOUR_MS);
  return Number.isFinite(hours) && hours > 0
    ? t('booking.manage.cutoff', { hours })
    : t('booking.manage.noCancel');
}
