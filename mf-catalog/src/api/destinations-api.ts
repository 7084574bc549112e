import type { Destination } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';

/** Every destination, for the home section and the /destination page alike. */
export const useDestinations = () => useApiGet<Destination[]>('/api/destination');
