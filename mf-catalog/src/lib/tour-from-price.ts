import type { Destination } from '@travel/shell/api-types';

/**
 * The price a tour's card starts "from": with price categories, the lowest of those that take a seat and
 * cost something (a booking needs at least one person in a seat, and a free infant on a lap is not what the
 * tour costs), else the spec's CostPerPerson. The tour's own page shows its main (first) category.
 */
export function tourFromPrice(
  tour: Pick<Destination, 'CostPerPerson' | 'priceCategories'>,
): number {
  const prices = (tour.priceCategories ?? [])
    .filter((category) => category.takesSeat && category.price > 0)
    .map((category) => category.price);
  return prices.length ? Math.min(...prices) : tour.CostPerPerson;
}
