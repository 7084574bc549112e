import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { Observable } from 'rxjs';
import { markCacheable } from './public-cache.middleware';
import { PUBLIC_CACHE, PublicCacheRule } from './public-cache-rule';

/** Marks the response as cacheable under the route's rule; the middleware stores it once it is sent. */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rule = this.reflector.get<PublicCacheRule | undefined>(
      PUBLIC_CACHE,
      context.getHandler(),
    );
    if (rule) {
      const res = context.switchToHttp().getResponse<Response>();
      markCacheable(res, rule);
      // Browsers and shared caches keep each language's answer apart too.
      if (rule.byLanguage) res.vary('Accept-Language');
    }
    return next.handle();
  }
}
