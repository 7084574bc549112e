import { useLiveApiGet } from '@travel/shell/data';
import type { TourAvailability } from '@travel/shell/api-types';

const destinationUrl = (id: string) => `/api/destination/${encodeURIComponent(id)}`;

/**
 * The seats left at each time of a tour on `date`, as the tour page reads them, kept current by the
 * API's live stream while the reschedule step is open; nothing is asked while `date` is null.
 */
export const useSlotAvailability = (destinationId: string, date: string | null) =>
  useLiveApiGet<TourAvailability>(
    date === null
      ? null
      : `${destinationUrl(destinationId)}/availability?date=${encodeURIComponent(date)}`,
    date === null
      ? null
      : `${destinationUrl(destinationId)}/availability/stream?date=${encodeURIComponent(date)}`,
  );
