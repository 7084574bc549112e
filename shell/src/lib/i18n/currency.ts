/**
 * Display currencies: a visitor may see prices converted into a currency the admin keeps (with its rate),
 * marked approximate. What is charged, refunded and stored stays in the site's own currency. The choice is a
 * cookie, so the render server renders the same prices the browser shows (and keeps such pages apart).
 */

/** The site's currencies as the API lists them (`GET /api/currencies`). */
export interface CurrencyList {
  /** The site's own currency: what is charged. */
  base: string;
  /** Each with the rate converting 1 unit of `base` into it. */
  currencies: ReadonlyArray<{ code: string; rate: number; name?: string }>;
}

export interface DisplayCurrency {
  code: string;
  rate: number;
}

export const CURRENCY_COOKIE = 'currency';

const CODE = /^[A-Z]{3}$/;

/** The display currency a Cookie header (or `document.cookie`) names, if any. */
export function currencyFromCookie(cookies: string | undefined): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === CURRENCY_COOKIE && CODE.test(value)) return value;
  }
  return null;
}

/** The currency to show prices in: null for the site's own (nothing to convert) or one it does not list. */
export function pickCurrency(
  list: CurrencyList | null,
  code: string | null,
): DisplayCurrency | null {
  if (!list || !code || code === list.base) return null;
  const found = list.currencies.find((currency) => currency.code === code);
  return found && Number.isFinite(found.rate) && found.rate > 0
    ? { code: found.code, rate: found.rate }
    : null;
}

/** Remembers the visitor's choice for a year (null: back to the site's currency). */
export function rememberCurrency(code: string | null): void {
  document.cookie = code
    ? `${CURRENCY_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`
    : `${CURRENCY_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

let currencySource: () => DisplayCurrency | null = () => null;

/** As the language's: the page's choice in the browser, the request's on the render server. */
export function setCurrencySource(source: () => DisplayCurrency | null): void {
  currencySource = source;
}

/** The currency prices are shown in, or null for the site's own. */
export function displayCurrency(): DisplayCurrency | null {
  return currencySource();
}
