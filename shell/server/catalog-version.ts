import { ThrottledCheck } from './throttled-check';

/**
 * The catalog's version as the API tells it (`GET /api/cache/version`): it changes whenever the API drops
 * its cached catalog answers after a write, on any of its instances. Checked at most every `intervalMs`;
 * while the API does not answer, the last version stands and the cache's short lifetime bounds staleness.
 */
export class CatalogVersion extends ThrottledCheck {
  private current = '';

  constructor(
    private readonly apiUrl: string,
    intervalMs: number,
    private readonly timeoutMs: number,
  ) {
    super(intervalMs);
  }

  get version(): string {
    return this.current;
  }

  protected async check(): Promise<void> {
    try {
      const response = await fetch(`${this.apiUrl}/api/cache/version`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return;
      const body = (await response.json()) as { version?: unknown };
      if (typeof body.version === 'string') this.current = body.version;
    } catch {
      // The API is away: keep the last version.
    }
  }
}
