import { api } from '@travel/shell/http';
import type { WaitlistEntry } from '@travel/shell/api-types';

export interface WaitlistQuery {
  destinationId: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, or '' for every time of the day */
  time: string;
}

/** The day's (or one time's) entries, each time's line in join order; null until a tour and a day are chosen. */
export function waitlistUrl({ destinationId, date, time }: WaitlistQuery): string | null {
  if (!destinationId || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const query = new URLSearchParams({ destinationId, date });
  if (time) query.set('time', time);
  return `/api/admin/waitlist?${query.toString()}`;
}

/** Seats it was offered go down the line at once; a booking it claimed stays. */
export const removeWaitlistEntry = (entry: Pick<WaitlistEntry, '_id'>) =>
  api.delete(`/api/admin/waitlist/${encodeURIComponent(entry._id)}`);
