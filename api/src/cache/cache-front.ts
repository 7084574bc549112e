import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { requestLanguage } from '../common/i18n';
import { KeyRule, keyedQuery, ResponseCache } from './response-cache';

/** Cached answers may differ per Origin (CORS headers), so the origin is part of the route's key. */
export function routeKey(req: IncomingMessage): { route: string; search: string } {
  const url = req.url ?? '';
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  return {
    route: `${req.headers.origin ?? ''} ${path}`,
    search: mark < 0 ? '' : url.slice(mark + 1),
  };
}

/**
 * The route plus only the query parameters it reads, so unread parameters never make new entries; for an
 * answer in the request's language, the language it resolves to (not the raw header: `de-AT,de;q=0.9` and
 * `de` share one entry).
 */
export function cacheKey(
  req: IncomingMessage,
  route: string,
  search: string,
  rule: KeyRule,
): string {
  const key = `${route}?${keyedQuery(search, rule.query)}`;
  // From the search read with the route: routers rewrite req.url as they route.
  return rule.byLanguage
    ? `${key}#${requestLanguage({ url: `?${search}`, headers: req.headers })}`
    : key;
}

function lookup(req: IncomingMessage, cache: ResponseCache) {
  if (req.method !== 'GET') return undefined;
  const { route, search } = routeKey(req);
  const rule = cache.keyRuleOf(route);
  return rule ? cache.get(cacheKey(req, route, search, rule)) : undefined;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((candidate) => candidate.trim() === '*' || bare(candidate) === bare(etag));
}

/**
 * Answers cached public GETs on the raw HTTP server, ahead of Express and Nest, and hands everything else
 * to them. The stored headers are those the full pipeline produced (security, CORS, ETag), so a hit looks
 * like a miss to clients; it only skips work: the per-request cost of Express's middleware stack and Nest's
 * guards is what kept public reads at a fraction of a bare server's throughput.
 */
export function serveCachedResponses(server: Server, cache: ResponseCache): void {
  const handlers = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const hit = lookup(req, cache);
    if (!hit) {
      for (const handler of handlers) handler.call(server, req, res);
      return;
    }
    if (matches(req.headers['if-none-match'], hit.etag)) {
      res.writeHead(304, hit.headers).end();
    } else {
      res.writeHead(200, { ...hit.headers, 'content-length': hit.body.length }).end(hit.body);
    }
  });
}
