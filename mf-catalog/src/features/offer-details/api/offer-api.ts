import type { Offer } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';

/** One offer; `data` is null when there is no such offer. */
export const useOffer = (id: string) =>
  useApiGet<{ data: Offer | null }>(`/api/offer/${encodeURIComponent(id)}`);
