import type { Destination } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';

/** Times offered before a destination is chosen (or for one stored without tour times). */
const DEFAULT_TIMES = ['09:00', '13:00', '17:00'];

export interface TourChoice {
  value: string;
  label: string;
}

/**
 * The destinations to choose a tour from (by title, A to Z) and the tour times of the chosen one, for the
 * screens that work on one tour time (waitlists, cancelling or moving a time).
 */
export function useTourChoices(destinationId: string): {
  options: TourChoice[];
  times: string[];
  /** The destinations could not be loaded. */
  failed: boolean;
} {
  const destinations = useApiGet<Destination[]>('/api/destination');
  const loaded = destinations.status === 'success' ? destinations.data : [];
  const options = loaded
    .map((d) => ({ value: d._id, label: d.title || d.destination, times: d.tourTimes }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const chosen = options.find((option) => option.value === destinationId);
  return {
    options: options.map(({ value, label }) => ({ value, label })),
    times: chosen?.times?.length ? chosen.times : DEFAULT_TIMES,
    failed: destinations.status === 'error',
  };
}
