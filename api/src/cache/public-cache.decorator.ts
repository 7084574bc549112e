import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Public } from '../common/decorators/public.decorator';
import { PublicCacheInterceptor } from './public-cache.interceptor';
import { PUBLIC_CACHE, PublicCacheRule } from './public-cache-rule';

/**
 * Makes a GET route public and caches its 200 responses in memory under `tag` (served with ETag / 304) until
 * `ChangeFeed.invalidate(tag)` is called after a write. The cache answers ahead of Nest's guards, so
 * a cached route must be public: this one decorator is both, and no other way to cache a route exists.
 *
 * `query` lists the query parameters the route reads; only they make up the cache key, so `?x=1`, `?x=2`,
 * ... share one entry instead of filling memory (other parameters are ignored, as the route ignores them).
 * `ttlMs` also bounds how long an answer is kept, for reads that go stale with time as well as with writes.
 * `byLanguage`: the answer is in the request's language (`?lang=`, then Accept-Language): the language is
 * part of the key, and the answer says `Vary: Accept-Language`.
 */
export const PublicCached = (
  tag: string,
  options: { query?: string[]; ttlMs?: number; byLanguage?: boolean } = {},
) =>
  applyDecorators(
    Public(),
    SetMetadata(PUBLIC_CACHE, {
      tag,
      query: [...(options.query ?? [])].sort(),
      ...(options.ttlMs ? { ttlMs: options.ttlMs } : {}),
      ...(options.byLanguage ? { byLanguage: true } : {}),
    } satisfies PublicCacheRule),
    UseInterceptors(PublicCacheInterceptor),
  );
