/** Money is kept in currency units rounded to cents, as the contract shows it. */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

// Client figures are computed from the same inputs; a difference beyond half a cent is a stale price,
// not rounding. The extra epsilon absorbs binary floating point noise around exactly half a cent.
const TOLERANCE = 0.005 + 1e-9;

export function samePrice(client: number, server: number): boolean {
  return Math.abs(client - server) <= TOLERANCE;
}

export const PRICE_CHANGED = 'The price has changed. Please review your booking.';

/** An amount as the site shows it to people (mails): dollars with cents. */
export function formatMoney(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/**
 * True when `amount` is a whole number of cents. Prices are refused rather than rounded when they carry more
 * (150.555): a silently changed price is worse than a clear message. The tolerance absorbs binary noise
 * (0.29 * 100 is 28.999999999999996).
 */
export function hasAtMostCents(amount: number): boolean {
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** An amount in hundredths (cents), as payment providers take it: always a whole number. */
export function toMinorUnits(amount: number): number {
  return Math.round(roundMoney(amount) * 100);
}

/** An amount in hundredths as people read it, with its currency: `45.50 USD`. */
export function formatMinorUnits(amount: number, currency: string): string {
  return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
}
