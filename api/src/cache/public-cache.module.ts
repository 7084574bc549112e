import { Global, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { CacheInvalidator } from './cache-invalidator.service';
import { PublicCacheInterceptor } from './public-cache.interceptor';
import { PublicCacheMiddleware } from './public-cache.middleware';
import { ResponseCache } from './response-cache';

/** In-memory cache of public GET responses: `@PublicCache(tag)` on a route, `CacheInvalidator` after writes. */
@Global()
@Module({
  providers: [ResponseCache, CacheInvalidator, PublicCacheInterceptor],
  exports: [ResponseCache, CacheInvalidator, PublicCacheInterceptor],
})
export class PublicCacheModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(PublicCacheMiddleware).forRoutes({ path: '*path', method: RequestMethod.GET });
  }
}
