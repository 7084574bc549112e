import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { cacheKey, routeKey } from './cache-front';
import type { PublicCacheRule } from './public-cache-rule';
import { ResponseCache } from './response-cache';

const TAG = Symbol('publicCacheTag');

type TaggedResponse = Response & { [TAG]?: PublicCacheRule };

export function markCacheable(res: Response, rule: PublicCacheRule): void {
  (res as TaggedResponse)[TAG] = rule;
}

/** Headers that belong to one exchange, not to the cached answer. */
const PER_REQUEST_HEADERS = new Set([
  'date',
  'content-length',
  'connection',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
]);

/**
 * Records the 200 answer of a route marked with @PublicCached when it is sent, with the headers the whole
 * pipeline set (Express computes the ETag of JSON bodies as it sends them); `serveCachedResponses` answers
 * the next requests for it.
 */
@Injectable()
export class PublicCacheMiddleware implements NestMiddleware {
  constructor(private readonly cache: ResponseCache) {}

  use(req: Request, res: Response, next: NextFunction): void {
    if (req.method === 'GET') this.recordOnSend(req, res);
    next();
  }

  private recordOnSend(req: Request, res: TaggedResponse): void {
    // Read now: routers rewrite req.url while they route.
    const { route, search } = routeKey(req);
    // Read before the handler queries the database: a write landing meanwhile makes the answer unstorable.
    const generation = this.cache.generation();
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      const rule = res[TAG];
      const [chunk, encoding] = args;
      if (rule && res.statusCode === 200 && (Buffer.isBuffer(chunk) || typeof chunk === 'string')) {
        const body = Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(
              chunk,
              typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
            );
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value !== undefined && !PER_REQUEST_HEADERS.has(name)) headers[name] = String(value);
        }
        if (headers.etag) {
          const key = cacheKey(req, route, search, rule);
          this.cache.set(
            route,
            rule,
            key,
            rule.tag,
            generation,
            { body, headers, etag: headers.etag },
            rule.ttlMs,
          );
        }
      }
      return end(...args);
    }) as Response['end'];
  }
}
