import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export interface CachedResponse {
  body: Buffer;
  /** The headers that make the bytes meaningful (Content-Type, ETag, Cache-Control). */
  headers: Record<string, string>;
  etag: string;
}

interface Entry extends CachedResponse {
  tag: string;
  route: string;
  size: number;
  /** Epoch ms after which the entry is no longer served (routes cached with a ttl). */
  until?: number;
}

/** What makes up a route's keys: the query parameters it reads, and whether its answer is per language. */
export interface KeyRule {
  /** The query parameters this route reads (see `PublicCached`). */
  query: string[];
  byLanguage?: boolean;
}

interface RouteRule extends KeyRule {
  /** How many entries use the rule: it goes with the last of them, so rules are bounded like entries. */
  entries: number;
}

/** What the Map, the strings' headers and the Buffer object cost beyond their bytes (measured, rounded up). */
const ENTRY_OVERHEAD = 512;

/** The part of a query string that makes up the cache key: the route's parameters, in a fixed order. */
export function keyedQuery(search: string, names: string[]): string {
  if (names.length === 0 || !search) return '';
  const params = new URLSearchParams(search);
  return names
    .flatMap((name) =>
      params
        .getAll(name)
        .map((value) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`),
    )
    .join('&');
}

/**
 * Public GET responses kept in memory, grouped by tag so a write to one domain drops only its entries.
 * Bounded by entry count and by true size (key, headers and body); the oldest entries go first.
 * A response computed before a write must not be stored after it: a counter of invalidations tells.
 */
@Injectable()
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly routes = new Map<string, RouteRule>();
  private bytes = 0;
  private invalidations = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'cacheMaxEntries' | 'cacheMaxBytes'>) {
    this.maxEntries = config.cacheMaxEntries;
    this.maxBytes = config.cacheMaxBytes;
  }

  /** `route` is origin and path; undefined until a response of that route has been stored. */
  keyRuleOf(route: string): KeyRule | undefined {
    return this.routes.get(route);
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry?.until !== undefined && entry.until <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  stats(): { entries: number; bytes: number; routes: number } {
    return { entries: this.entries.size, bytes: this.bytes, routes: this.routes.size };
  }

  /** Read when a request starts; `set` compares it to know whether a write happened meanwhile. */
  generation(): number {
    return this.invalidations;
  }

  /** Stores unless something was invalidated since `generation` was read (when the request started). */
  set(
    route: string,
    keyRule: KeyRule,
    key: string,
    tag: string,
    generation: number,
    response: CachedResponse,
    ttlMs?: number,
  ): void {
    let size = ENTRY_OVERHEAD + 2 * key.length + response.body.length;
    for (const [name, value] of Object.entries(response.headers))
      size += 2 * (name.length + value.length);
    if (this.invalidations !== generation || size > this.maxBytes / 8) return;
    this.delete(key);
    const rule = this.routes.get(route);
    if (rule) rule.entries++;
    else
      this.routes.set(route, { query: keyRule.query, byLanguage: keyRule.byLanguage, entries: 1 });
    this.entries.set(key, {
      ...response,
      tag,
      route,
      size,
      ...(ttlMs ? { until: Date.now() + ttlMs } : {}),
    });
    this.bytes += size + (rule ? 0 : 2 * route.length);
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.delete(oldest);
    }
  }

  invalidate(tag: string): void {
    this.invalidations++;
    for (const [key, entry] of this.entries) {
      if (entry.tag === tag) this.delete(key);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.size;
    this.entries.delete(key);
    const rule = this.routes.get(entry.route);
    if (rule && --rule.entries === 0) {
      this.routes.delete(entry.route);
      this.bytes -= 2 * entry.route.length;
    }
  }
}
