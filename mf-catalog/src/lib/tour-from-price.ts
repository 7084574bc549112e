import type { Destination } from '@travel/shell/api-types';

type PricedTour = Pick<Destination, 'CostPerPerson' | 'priceCategories'>;

/**
 * The price a tour's card starts "from", per person: what an adult pays, as tour sites quote it. With price
 * categories, the lowest of those anyone can book at, that is that take a seat, cost something and are not
 * kept to an age (no age note: a child's, a senior's or an infant's price is not what the tour costs); when no
 * category is like that, the tour's main (first) category, as its own page shows it. Without categories, the
 * spec's CostPerPerson.
 */
export function tourFromPrice(tour: PricedTour): number {
  const categories = tour.priceCategories ?? [];
  const adultLike = categories
    .filter((category) => category.takesSeat && category.price > 0 && !category.ageNote?.trim())
    .map((category) => category.price);
  if (adultLike.length) return Math.min(...adultLike);
  return categories[0]?.price ?? tour.CostPerPerson;
}
