import { api } from '@travel/shell/http';
import type { CheckInSaved, CheckInStatus } from '@travel/shell/api-types';

export interface ManifestQuery {
  destinationId: string;
  /** YYYY-MM-DD, in the tour's zone */
  date: string;
  /** HH:mm, in the tour's zone */
  time: string;
}

/** The manifest of one tour time; null until a tour, a day and a time are chosen. */
export function manifestUrl({ destinationId, date, time }: ManifestQuery): string | null {
  if (!destinationId || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time))
    return null;
  return `/api/admin/manifest?${new URLSearchParams({ destinationId, date, time }).toString()}`;
}

/** Saved at once; the answer is the booking as the manifest now shows it. */
export async function saveCheckIn(reference: string, status: CheckInStatus) {
  const response = await api.patch<CheckInSaved>(
    `/api/admin/bookings/${encodeURIComponent(reference)}/check-in`,
    { status },
  );
  return response.data.data;
}
