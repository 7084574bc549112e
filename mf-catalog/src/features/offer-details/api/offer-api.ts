import type { Offer, StayAvailability } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';

/** One offer; `data` is null when there is no such offer. A malformed id is a missing offer (notFound). */
export const useOffer = (id: string) =>
  useApiGet<{ data: Offer | null }>(`/api/offer/${encodeURIComponent(id)}`, { record: true });

/**
 * The nights already taken from today on (a year and a day ahead), for the page's stated availability;
 * asked for only once the offer is known to exist (`id` null until then), so a missing offer costs one
 * request, not two.
 */
export const useOfferAvailability = (id: string | null) =>
  useApiGet<StayAvailability>(
    id === null ? null : `/api/offer/${encodeURIComponent(id)}/availability`,
  );
