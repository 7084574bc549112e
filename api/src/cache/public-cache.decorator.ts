import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { PUBLIC_CACHE_TAG, PublicCacheInterceptor } from './public-cache.interceptor';

/**
 * Caches the route's 200 responses in memory under `tag` (served with ETag / 304) until
 * `CacheInvalidator.invalidate(tag)` is called after a write. Only for public GET routes whose answer does
 * not depend on the caller.
 */
export const PublicCache = (tag: string) =>
  applyDecorators(SetMetadata(PUBLIC_CACHE_TAG, tag), UseInterceptors(PublicCacheInterceptor));
