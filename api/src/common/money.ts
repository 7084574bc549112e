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
