/**
 * The price an offer had before its discount: the offer's `Price` is what a night costs now (what is
 * charged), and `Discount` the percent taken off. Null when there is no discount to show, or when it is
 * 100% (no price before it can be worked out from a free night).
 */
export function priceBeforeDiscount(price: number, discountPercent: number): number | null {
  if (!(discountPercent > 0 && discountPercent < 100) || !(price > 0)) return null;
  return Math.round((price / (1 - discountPercent / 100)) * 100) / 100;
}
