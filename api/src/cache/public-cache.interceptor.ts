import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { Observable } from 'rxjs';
import { markCacheable } from './public-cache.middleware';

export const PUBLIC_CACHE_TAG = 'publicCacheTag';

/** Marks the response as cacheable under the route's tag; the middleware stores it once it is sent. */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const tag = this.reflector.get<string | undefined>(PUBLIC_CACHE_TAG, context.getHandler());
    if (tag) markCacheable(context.switchToHttp().getResponse<Response>(), tag);
    return next.handle();
  }
}
