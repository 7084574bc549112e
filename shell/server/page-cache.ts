/** A rendered page kept for reuse: its status, HTML and when it was rendered. */
export interface CachedPage {
  status: number;
  body: Buffer;
  renderedAt: number;
}

/**
 * Rendered public pages for a short while: fresh for `freshMs`, then served stale for up to `staleMs` more
 * while one render replaces it in the background. Bounded by entry count, oldest dropped first. Only pages
 * every visitor sees alike go in (the visitor's own menu is drawn in the browser).
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly renewing = new Set<string>();

  constructor(
    private readonly freshMs: number,
    private readonly staleMs: number,
    private readonly maxEntries: number,
  ) {}

  get enabled(): boolean {
    return this.freshMs > 0;
  }

  /**
   * The page for `key`: a fresh one as it is; a stale one as it is while `render` renews it once in the
   * background; otherwise what `render` makes now (kept when `keep` says so).
   */
  async get(
    key: string,
    render: () => Promise<{ page: CachedPage; keep: boolean }>,
  ): Promise<{ page: CachedPage; state: 'fresh' | 'stale' | 'miss' }> {
    const cached = this.enabled ? this.pages.get(key) : undefined;
    const age = cached ? Date.now() - cached.renderedAt : Infinity;
    if (cached && age <= this.freshMs) return { page: cached, state: 'fresh' };
    if (cached && age <= this.freshMs + this.staleMs) {
      if (!this.renewing.has(key)) {
        this.renewing.add(key);
        render()
          .then(({ page, keep }) => (keep ? this.put(key, page) : this.pages.delete(key)))
          .catch(() => this.pages.delete(key))
          .finally(() => this.renewing.delete(key));
      }
      return { page: cached, state: 'stale' };
    }
    const { page, keep } = await render();
    if (this.enabled && keep) this.put(key, page);
    return { page, state: 'miss' };
  }

  /** Drops every page: the catalog or a remote changed. */
  clear(): void {
    this.pages.clear();
  }

  private put(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }
}
