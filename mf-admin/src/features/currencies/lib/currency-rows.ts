import { t } from '@travel/shell/i18n';
import type { CurrencyList, CurrencyRate } from '../api/currencies-api';

/** One editable row of the table: what the admin typed, kept as text until saved. */
export interface CurrencyRow {
  /** A key for React that survives edits of the code. */
  key: number;
  code: string;
  rate: string;
}

let nextKey = 1;

export const newRow = (code = '', rate = ''): CurrencyRow => ({ key: nextKey++, code, rate });

/** The editable rows of a list: every currency but the base, which is always there at rate 1. */
export function rowsOf(list: CurrencyList): CurrencyRow[] {
  return list.currencies
    .filter((currency) => currency.code !== list.base)
    .map((currency) => newRow(currency.code, String(currency.rate)));
}

const CODE = /^[A-Za-z]{3}$/;
const RATE = /^\d+(\.\d+)?$/;

/**
 * The rows as the API takes them, or the first problem (the server checks every rule again, ISO 4217
 * included): a code of three letters, a positive rate, no code twice, not the base.
 */
export function checkRows(
  rows: CurrencyRow[],
  base: string,
): { currencies: CurrencyRate[] } | { problem: string } {
  const seen = new Set<string>();
  const currencies: CurrencyRate[] = [];
  for (const [index, row] of rows.entries()) {
    const code = row.code.trim().toUpperCase();
    const rate = row.rate.trim();
    const where = { row: index + 1 };
    if (!CODE.test(code)) return { problem: t('admin.currencies.badCode', where) };
    if (code === base) return { problem: t('admin.currencies.isBase', { ...where, base }) };
    if (seen.has(code)) return { problem: t('admin.currencies.twice', { ...where, code }) };
    if (!RATE.test(rate) || Number(rate) <= 0)
      return { problem: t('admin.currencies.badRate', { ...where, code }) };
    seen.add(code);
    currencies.push({ code, rate: Number(rate) });
  }
  return { currencies };
}
