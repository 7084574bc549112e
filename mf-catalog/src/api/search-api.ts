import { api } from '@travel/shell/http';
import { type ApiState, useApiGet } from '@travel/shell/data';
import { searchApiPath, type SearchTerms } from '@travel/shell/paths';
import type { Destination, Hotel, Offer, SearchResult } from '@travel/shell/api-types';

export type SearchMatches = { destinations: Destination[]; hotels: Hotel[]; offers: Offer[] };

/** An absent list (or an absent `data`) means no match of that kind. */
function matchesOf(body: SearchResult): SearchMatches {
  const found: Partial<SearchMatches> = body.data ?? {};
  return {
    destinations: found.destinations ?? [],
    hotels: found.hotels ?? [],
    offers: found.offers ?? [],
  };
}

/** GET /api/search: each term is sent only when given ("500" = at most 500, "100-500" = a range). */
export async function searchCatalog(location: string, price: string): Promise<SearchMatches> {
  return matchesOf((await api.get<SearchResult>(searchApiPath({ q: location, price }))).data);
}

/** The search page's read: the same request, taken from the server's render on arrival (no terms: none). */
export function useSearch(terms: SearchTerms): ApiState<SearchMatches> & { reload: () => void } {
  const { reload, ...state } = useApiGet<SearchResult>(
    terms.q || terms.price ? searchApiPath(terms) : null,
  );
  if (state.status === 'success') return { status: 'success', data: matchesOf(state.data), reload };
  if (state.status === 'error') {
    return { status: 'error', notFound: state.notFound, message: state.message, reload };
  }
  return { status: 'loading', reload };
}

export function countMatches(matches: SearchMatches): number {
  return matches.destinations.length + matches.hotels.length + matches.offers.length;
}
