import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ResponseCache } from './response-cache';

const TAG = Symbol('publicCacheTag');

type TaggedResponse = Response & { [TAG]?: string };

export function markCacheable(res: Response, tag: string): void {
  (res as TaggedResponse)[TAG] = tag;
}

const KEPT_HEADERS = ['content-type', 'etag', 'cache-control'];

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((candidate) => candidate.trim() === '*' || bare(candidate) === bare(etag));
}

/**
 * Answers cached public GETs before routing (the hot path of the catalog), and records the first 200
 * answer of a route marked with @PublicCache. Express computes the ETag of JSON bodies when it sends them;
 * the cache keeps it so hits and misses answer If-None-Match alike.
 */
@Injectable()
export class PublicCacheMiddleware implements NestMiddleware {
  constructor(private readonly cache: ResponseCache) {}

  use(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== 'GET') return next();
    const key = req.originalUrl;
    const hit = this.cache.get(key);
    if (hit) {
      res.set(hit.headers);
      if (matches(req.headers['if-none-match'], hit.etag)) {
        res.status(304).end();
      } else {
        res.status(200).end(hit.body);
      }
      return;
    }
    this.recordOnSend(key, res);
    next();
  }

  private recordOnSend(key: string, res: TaggedResponse): void {
    // Read before the handler queries the database: a write landing meanwhile makes the answer unstorable.
    const generation = this.cache.generation();
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      const tag = res[TAG];
      const [chunk, encoding] = args;
      if (tag && res.statusCode === 200 && (Buffer.isBuffer(chunk) || typeof chunk === 'string')) {
        const body = Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(
              chunk,
              typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
            );
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = res.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        if (headers.etag)
          this.cache.set(key, tag, generation, { body, headers, etag: headers.etag });
      }
      return end(...args);
    }) as Response['end'];
  }
}
