import { api } from '@travel/shell/http';
import type { Destination, Hotel, Offer, SearchResult } from '@travel/shell/api-types';

export type SearchMatches = { destinations: Destination[]; hotels: Hotel[]; offers: Offer[] };

/** GET /api/search: each term is sent only when given ("500" = at most 500, "100-500" = a range). */
export async function searchCatalog(location: string, price: string): Promise<SearchMatches> {
  const params: Record<string, string> = {};
  if (location) params.q = location;
  if (price) params.price = price;
  const body = (await api.get<SearchResult>('/api/search', { params })).data;
  // An absent list (or an absent `data`) means no match of that kind.
  const found: Partial<SearchMatches> = body.data ?? {};
  return {
    destinations: found.destinations ?? [],
    hotels: found.hotels ?? [],
    offers: found.offers ?? [],
  };
}

export function countMatches(matches: SearchMatches): number {
  return matches.destinations.length + matches.hotels.length + matches.offers.length;
}
