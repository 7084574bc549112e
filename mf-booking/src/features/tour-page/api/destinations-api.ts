import { useApiGet } from '@travel/shell/data';
import type { TourAvailability, TourDestination } from '../types';

const destinationUrl = (id: string) => `/api/destination/${encodeURIComponent(id)}`;

export const useTourDestination = (id: string) => useApiGet<TourDestination>(destinationUrl(id));

export const useTourDestinations = () => useApiGet<TourDestination[]>('/api/destination');

/** The seats left per tour time on `date`; nothing is asked while `date` is null. */
export const useTourDateAvailability = (id: string, date: string | null) =>
  useApiGet<TourAvailability>(
    date === null ? null : `${destinationUrl(id)}/availability?date=${encodeURIComponent(date)}`,
  );
