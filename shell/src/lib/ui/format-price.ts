import { currentLang, displayCurrency, formatCurrency, t } from '@travel/shell/i18n';

/**
 * A price as the visitor reads it: in the site's currency (spec section 9: `$1,234.50`), or converted into
 * the display currency they chose, marked approximate (`≈ 1.135,20 €`).
 */
export function formatPrice(value: number | string | null | undefined): string {
  const shown = displayCurrency();
  if (!shown) return formatChargedPrice(value);
  const amount = typeof value === 'string' ? Number(value) : (value ?? 0);
  // Converted at the admin's rate: approximate, and marked so; what is charged is the site's currency.
  return `≈ ${formatCurrency(Number.isFinite(amount) ? amount * shown.rate : 0, shown.code)}`;
}

/**
 * An amount in the site's own currency whatever the visitor's display currency: what is charged (a total
 * before paying, a refund), shown beside the converted price. In English with a $ sign and 2 decimals, as
 * Intl.NumberFormat's en-US currency format writes them, but written out rather than through Intl: the first
 * Intl formatter a page creates loads the browser's locale data, 40-70 ms of main thread in one piece while
 * the page hydrates.
 */
export function formatChargedPrice(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : (value ?? 0);
  const lang = currentLang();
  // Other languages write amounts their own way (`1.234,50 $`): Intl's, its cost paid on those pages only.
  if (lang !== 'en') return formatCurrency(Number.isFinite(amount) ? amount : 0, 'USD', lang);
  if (!Number.isFinite(amount)) return '$0.00';
  // toPrecision first: 1.005 * 100 is 100.49999999999999 in binary, and Intl rounds the decimal 1.005 up.
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * A total the visitor is about to pay or has paid: the price as they read it and, when it is converted into
 * a display currency, what is charged in the site's own (`≈ 92,00 € · Sie zahlen 100,00 $`).
 */
export function formatTotal(value: number | string | null | undefined): string {
  const shown = formatPrice(value);
  if (!displayCurrency()) return shown;
  return `${shown} · ${t('kit.price.charged', { amount: formatChargedPrice(value) })}`;
}

/**
 * What an offer's Price buys: the API charges it once per guest and night (a stay costs Price x guests x
 * nights, spec 4). The offer card, the offer page and the stay form all say it with these words, so the
 * price never reads as a price for the whole apartment.
 */
export const stayPriceUnit = (): string => t('kit.stayPriceUnit');

/**
 * A card payment's amount as payment providers count it, in hundredths (cents) of `currency`:
 * `formatMinorUnits(4550, 'usd')` is `$45.50`.
 */
export function formatMinorUnits(amount: number, currency = 'usd'): string {
  return formatCurrency(amount / 100, currency);
}
