import {
  Global,
  MiddlewareConsumer,
  Module,
  NestModule,
  OnApplicationBootstrap,
  RequestMethod,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import { serveCachedResponses } from './cache-front';
import { ChangeFeed } from './change-feed.service';
import { CacheVersionController } from './cache-version.controller';
import { PublicCacheInterceptor } from './public-cache.interceptor';
import { PublicCacheMiddleware } from './public-cache.middleware';
import { ResponseCache } from './response-cache';

/** In-memory cache of public GET responses: `@PublicCached(tag)` on a route, `ChangeFeed` after writes. */
@Global()
@Module({
  controllers: [CacheVersionController],
  providers: [ResponseCache, ChangeFeed, PublicCacheInterceptor],
  exports: [ResponseCache, ChangeFeed, PublicCacheInterceptor],
})
export class PublicCacheModule implements NestModule, OnApplicationBootstrap {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly cache: ResponseCache,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(PublicCacheMiddleware).forRoutes({ path: '*path', method: RequestMethod.GET });
  }

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (server) serveCachedResponses(server, this.cache); // absent in a CLI application context
  }
}
