/**
 * Display currencies: the rates the admin keeps, each converting 1 unit of the site's CURRENCY (the base)
 * into another currency. Only display uses them; every charge, refund, gift card and promo code stays in
 * the base currency.
 */

export interface CurrencyRate {
  /** ISO 4217, upper-case: 'EUR'. */
  code: string;
  /** How many units of `code` one unit of the base currency is worth. */
  rate: number;
}

/** The most currencies a list may hold (ISO 4217 has fewer than 200 in use). */
export const MAX_CURRENCIES = 200;
/** The largest CSV file an import takes. */
export const MAX_IMPORT_BYTES = 64 * 1024;
/** Rates beyond this are a typo (no currency is worth a billion of another's units). */
export const MAX_RATE = 1_000_000_000;

const ISO_CODES = new Set(Intl.supportedValuesOf('currency'));

/** Whether `code` is an ISO 4217 currency code the runtime knows (upper-case, as stored). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && ISO_CODES.has(code);
}

/** A refusal of one entry, with where it is (`Line 3: ...` for a file, `currencies[2]: ...` for a list). */
export class CurrencyListError extends Error {}

/** Why a single entry is refused, or null when it is a valid rate; `base` must keep its rate of 1. */
function problemOf(code: string, rate: number, base: string): string | null {
  if (!isCurrencyCode(code))
    return `"${code}" is not an ISO 4217 currency code (such as EUR or GBP)`;
  if (!Number.isFinite(rate) || rate <= 0 || rate > MAX_RATE)
    return `the rate of ${code} must be a positive number`;
  if (code === base && rate !== 1) return `${code} is the site's own currency: its rate is 1`;
  return null;
}

/**
 * A list as stored: each code checked and upper-cased, no code twice, at most MAX_CURRENCIES; throws a
 * CurrencyListError naming the entry (`where(i)`) otherwise.
 */
export function checkedRates(
  entries: { code: string; rate: number }[],
  base: string,
  where: (index: number) => string,
): CurrencyRate[] {
  if (entries.length > MAX_CURRENCIES)
    throw new CurrencyListError(`At most ${MAX_CURRENCIES} currencies are allowed`);
  const seen = new Set<string>();
  return entries.map((entry, index) => {
    const code = entry.code.trim().toUpperCase();
    const problem =
      problemOf(code, entry.rate, base) ?? (seen.has(code) ? `${code} is listed twice` : null);
    if (problem) throw new CurrencyListError(`${where(index)}: ${problem}`);
    seen.add(code);
    return { code, rate: entry.rate };
  });
}

const HEADER = /^code\s*,\s*rate$/i;
const NUMBER = /^\d+(\.\d+)?$/;

/**
 * The `code,rate` lines of an imported file (UTF-8, a header line `code,rate` allowed, blank lines
 * skipped, `\n` or `\r\n`): the checked list, or a CurrencyListError naming the first bad line.
 */
export function parseRatesCsv(text: string, base: string): CurrencyRate[] {
  const entries: { code: string; rate: number; line: number }[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line || (index === 0 && HEADER.test(line))) return;
    const parts = line.split(',').map((part) => part.trim());
    if (parts.length !== 2 || !parts[0]) {
      throw new CurrencyListError(`Line ${index + 1}: expected "code,rate", such as EUR,0.92`);
    }
    const [code, rate] = parts as [string, string];
    if (!NUMBER.test(rate)) {
      throw new CurrencyListError(
        `Line ${index + 1}: the rate of ${code.toUpperCase()} must be a positive number, such as 0.92`,
      );
    }
    entries.push({ code, rate: Number(rate), line: index + 1 });
  });
  if (!entries.length) throw new CurrencyListError('The file lists no currencies');
  return checkedRates(entries, base, (i) => `Line ${entries[i]?.line ?? i + 1}`);
}

/** What visitors pick from: the base currency first (rate 1), then the admin's list in its order. */
export function displayList(stored: CurrencyRate[] | undefined, base: string): CurrencyRate[] {
  const others = (stored ?? []).filter((entry) => entry.code !== base);
  return [{ code: base, rate: 1 }, ...others];
}
