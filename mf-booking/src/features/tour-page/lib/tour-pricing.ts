import type { PriceCategory } from '@travel/shell/api-types';
import { roundToCents } from '../../../lib/money';

export const EXTRAS_PRICE = 50;
export const MIN_TICKETS = 1;
/**
 * MAX_TICKETS_PER_BOOKING's default: the form's bound until the chosen date's seats name the server's own
 * (TourAvailability.maxTicketsPerBooking).
 */
export const MAX_TICKETS = 10;

/**
 * Tour cost as the API computes it: price per person x tickets, plus the flat extra offers
 * add-on. The form sends this figure and the server refuses it if it no longer matches.
 */
export function tourCost(costPerPerson: number, tickets: number, extras: boolean): number {
  const people = Number.isFinite(tickets) && tickets > 0 ? Math.floor(tickets) : 0;
  const base = Number.isFinite(costPerPerson) ? costPerPerson * people : 0;
  return roundToCents(base + (extras ? EXTRAS_PRICE : 0));
}

/**
 * The price a tour is shown at, per person: its first price category's when it sells by category (the one the
 * API books a bare ticket count at, its main price), else CostPerPerson.
 */
export function perPersonPrice(tour: {
  CostPerPerson: number;
  priceCategories?: PriceCategory[];
}): number {
  return tour.priceCategories?.[0]?.price ?? tour.CostPerPerson;
}
