import { Injectable } from '@nestjs/common';

export interface CachedResponse {
  body: Buffer;
  /** The headers that make the bytes meaningful (Content-Type, ETag, Cache-Control). */
  headers: Record<string, string>;
  etag: string;
}

interface Entry extends CachedResponse {
  tag: string;
}

/** Enough for the catalog lists and the demo images' renditions; the oldest entries go first. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Public GET responses kept in memory, grouped by tag so a write to one domain drops only its entries.
 * A response computed before a write must not be stored after it: a counter of invalidations tells.
 */
@Injectable()
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private invalidations = 0;

  get(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  /** Read when a request starts; `set` compares it to know whether a write happened meanwhile. */
  generation(): number {
    return this.invalidations;
  }

  /** Stores unless something was invalidated since `generation` was read (when the request started). */
  set(key: string, tag: string, generation: number, response: CachedResponse): void {
    if (this.invalidations !== generation || response.body.length > MAX_BYTES / 8) return;
    this.delete(key);
    this.entries.set(key, { ...response, tag });
    this.bytes += response.body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
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
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}
