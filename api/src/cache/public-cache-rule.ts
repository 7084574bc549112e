/** The metadata key under which a route's cache rule is kept, and the rule itself. */
export const PUBLIC_CACHE = 'publicCache';

export interface PublicCacheRule {
  tag: string;
  /** The query parameters the route reads, sorted: the only ones in the cache key. */
  query: string[];
  /** Kept at most this long, besides being dropped on invalidation. */
  ttlMs?: number;
  /** The answer is in the request's language (`requestLanguage`): each language is kept apart. */
  byLanguage?: boolean;
}
