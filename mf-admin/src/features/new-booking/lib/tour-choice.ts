import type { PriceCategory, TourPriceRequest } from '@travel/shell/api-types';

/** What the admin picked of a tour's tickets and extras, as typed. */
export interface TicketChoice {
  /** Tours without price categories: one count for everyone. */
  tickets: string;
  /** Tours with categories: a count per category key. */
  counts: Readonly<Record<string, string>>;
  extraKeys: readonly string[];
}

/** A typed count as a whole number, 0 when empty or not one. */
export function countOf(typed: string | undefined): number {
  const value = Number((typed ?? '').trim());
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * The priced part of a tour booking, as both the price preview and the booking take it: the counts per
 * category when the tour has categories (the server sums them into tickets), else the plain tickets. The
 * extras go by key, the default one included, so no `extras` flag is needed.
 */
export function tourChoiceRequest(
  destinationId: string,
  categories: readonly PriceCategory[],
  choice: TicketChoice,
): Pick<TourPriceRequest, 'destinationId' | 'tickets' | 'units' | 'extraKeys'> & {
  tickets: number;
} {
  const extraKeys = choice.extraKeys.length > 0 ? { extraKeys: [...choice.extraKeys] } : {};
  if (categories.length === 0) {
    return { destinationId, tickets: countOf(choice.tickets), ...extraKeys };
  }
  const units = categories
    .map((category) => ({ category: category.key, count: countOf(choice.counts[category.key]) }))
    .filter((unit) => unit.count > 0);
  const tickets = units.reduce((sum, unit) => sum + unit.count, 0);
  return { destinationId, tickets, units, ...extraKeys };
}
