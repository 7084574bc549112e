import { useApiGet, useLiveApiGet } from '@travel/shell/data';
import type { TourAvailability, TourDestination } from '../types';

const destinationUrl = (id: string) => `/api/destination/${encodeURIComponent(id)}`;

/** One tour; a malformed id is a missing tour (notFound), as an unknown one is. */
export const useTourDestination = (id: string) =>
  useApiGet<TourDestination>(destinationUrl(id), { record: true });

export const useTourDestinations = () => useApiGet<TourDestination[]>('/api/destination');

const availabilityPath = (id: string, date: string) =>
  `${destinationUrl(id)}/availability?date=${encodeURIComponent(date)}`;

/**
 * The seats left per tour time on `date`, kept current by the API's live stream while the page is open;
 * nothing is asked while `date` is null.
 */
export const useTourDateAvailability = (id: string, date: string | null) =>
  useLiveApiGet<TourAvailability>(
    date === null ? null : availabilityPath(id, date),
    date === null
      ? null
      : `${destinationUrl(id)}/availability/stream?date=${encodeURIComponent(date)}`,
  );
