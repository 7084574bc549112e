/**
 * The catalog's version as the API tells it (`GET /api/cache/version`): it changes whenever the API drops
 * its cached catalog answers after a write, on any of its instances. Checked at most every `intervalMs`;
 * while the API does not answer, the last version stands and the cache's short lifetime bounds staleness.
 */
export class CatalogVersion {
  private current = '';
  private checkedAt = 0;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly apiUrl: string,
    private readonly intervalMs: number,
    private readonly timeoutMs: number,
  ) {}

  get version(): string {
    return this.current;
  }

  async refresh(): Promise<void> {
    if (Date.now() - this.checkedAt < this.intervalMs) return;
    this.checking ??= this.check().finally(() => {
      this.checkedAt = Date.now();
      this.checking = undefined;
    });
    await this.checking;
  }

  private async check(): Promise<void> {
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
