const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Spec section 9: prices are shown with a $ sign and 2 decimals, e.g. `$1,234.50`. */
export function formatPrice(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : (value ?? 0);
  return usd.format(Number.isFinite(amount) ? amount : 0);
}

/**
 * What an offer's Price buys: the API charges it once per guest and night (a stay costs Price x guests x
 * nights, spec 4). The offer card, the offer page and the stay form all say it with these words, so the
 * price never reads as a price for the whole apartment.
 */
export const STAY_PRICE_UNIT = 'per guest per night';

/**
 * A card payment's amount as payment providers count it, in hundredths (cents) of `currency`:
 * `formatMinorUnits(4550, 'usd')` is `$45.50`.
 */
export function formatMinorUnits(amount: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}
