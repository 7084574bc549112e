import type { Offer, StayAvailability } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';

/** One offer; `data` is null when there is no such offer. */
export const useOffer = (id: string) =>
  useApiGet<{ data: Offer | null }>(`/api/offer/${encodeURIComponent(id)}`);

/** The nights already taken from today on (a year and a day ahead), for the page's stated availability. */
export const useOfferAvailability = (id: string) =>
  useApiGet<StayAvailability>(`/api/offer/${encodeURIComponent(id)}/availability`);
