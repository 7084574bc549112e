import type { CurrencyList } from '@travel/shell/i18n';
import { ThrottledCheck } from './throttled-check';

/**
 * The display currencies and their rates as the API lists them (`GET /api/currencies`), for pages of
 * visitors who chose one: read at most every `intervalMs`, the last list standing while the API is away.
 */
export class CurrencyRates extends ThrottledCheck {
  private current: CurrencyList | null = null;

  constructor(
    private readonly apiUrl: string,
    intervalMs: number,
    private readonly timeoutMs: number,
  ) {
    super(intervalMs);
  }

  get list(): CurrencyList | null {
    return this.current;
  }

  protected async check(): Promise<void> {
    try {
      const response = await fetch(`${this.apiUrl}/api/currencies`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return;
      const body = (await response.json()) as Partial<CurrencyList>;
      if (typeof body.base === 'string' && Array.isArray(body.currencies))
        this.current = { base: body.base, currencies: body.currencies };
    } catch {
      // The API is away: keep the last list.
    }
  }
}
