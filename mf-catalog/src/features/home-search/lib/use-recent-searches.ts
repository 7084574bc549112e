import { useCallback, useState } from 'react';
import { searchProblem } from './search-terms';

export const RECENT_SEARCHES_KEY = 'recentSearches';
export const MAX_RECENT_SEARCHES = 5;

export type RecentSearch = { location: string; price: string };

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const { location, price } = value as Partial<Record<keyof RecentSearch, unknown>>;
  if (typeof location !== 'string' || typeof price !== 'string') return false;
  // Entries kept before searches were checked first may be ones the API refuses: not worth offering.
  return searchProblem(location.trim(), price.trim()) === null;
}

function readStored(): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    // A hand-edited or foreign value is not worth an error: start a fresh history.
    return [];
  }
}

function sameSearch(a: RecentSearch, b: RecentSearch): boolean {
  return a.location.toLowerCase() === b.location.toLowerCase() && a.price === b.price;
}

/** Search history in localStorage: newest first, without duplicates, at most MAX_RECENT_SEARCHES. */
export function useRecentSearches() {
  const [searches, setSearches] = useState<RecentSearch[]>(readStored);

  const remember = useCallback((search: RecentSearch) => {
    setSearches((current) => {
      const next = [search, ...current.filter((entry) => !sameSearch(entry, search))].slice(
        0,
        MAX_RECENT_SEARCHES,
      );
      localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    localStorage.removeItem(RECENT_SEARCHES_KEY);
    setSearches([]);
  }, []);

  return { searches, remember, clear };
}
