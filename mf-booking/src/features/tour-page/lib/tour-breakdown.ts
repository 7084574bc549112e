import { currentLang, t } from '@travel/shell/i18n';
import type { PriceCategory, TourExtra } from '@travel/shell/api-types';
import { parseWholeNumber } from '../../../lib/validation';

/** One line of the form's breakdown: a category (or the plain tickets) x count, or an extra. */
export interface BreakdownLine {
  key: string;
  name: string;
  count: number;
  amount: number;
}

/** What the form shows before a promo code: its lines, tickets, seats and subtotal. */
export interface TourBreakdown {
  lines: BreakdownLine[];
  tickets: number;
  seats: number;
  subtotal: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/** Counts typed per category: a whole number of at least 0, anything else counted as none. */
export function countOf(text: string | undefined): number {
  const count = parseWholeNumber(text ?? '');
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * The price the API will charge before a promo code (api/src/pricing/pricing.ts, in cents as there): each
 * category x its count, or CostPerPerson x tickets for a tour without categories, then the chosen extras
 * (per booking, or per person booked). The API prices the booking itself and refuses a figure that differs;
 * this is what the form shows while the visitor chooses.
 */
export function tourBreakdown(
  tour: { CostPerPerson: number; priceCategories?: PriceCategory[]; extras?: TourExtra[] },
  choice: { tickets: number; counts: Record<string, string>; extraKeys: string[] },
): TourBreakdown {
  const categories = tour.priceCategories ?? [];
  const lines: BreakdownLine[] = [];
  let tickets = 0;
  let seats = 0;
  let subtotal = 0;
  if (categories.length === 0) {
    tickets = seats = choice.tickets;
    lines.push({ key: 'ticket', name: t('booking.form.tickets'), count: tickets, amount: 0 });
    subtotal = cents(tour.CostPerPerson) * tickets;
    lines[0]!.amount = subtotal / 100;
  } else {
    for (const category of categories) {
      const count = countOf(choice.counts[category.key]);
      if (count === 0) continue;
      const amount = cents(category.price) * count;
      lines.push({ key: category.key, name: category.name, count, amount: amount / 100 });
      tickets += count;
      if (category.takesSeat) seats += count;
      subtotal += amount;
    }
  }
  for (const extra of tour.extras ?? []) {
    if (!choice.extraKeys.includes(extra.key)) continue;
    const count = extra.per === 'person' ? tickets : 1;
    const amount = cents(extra.price) * count;
    lines.push({ key: extra.key, name: extra.name, count, amount: amount / 100 });
    subtotal += amount;
  }
  return { lines, tickets, seats, subtotal: subtotal / 100 };
}

/** The checkbox of an extra: the spec's "Add extra offers (+$50.00)" for the default one. */
export function extraLabel(extra: TourExtra, price: string): string {
  // "Add extra offers": English and Spanish write the name in the sentence in lower case; German keeps its
  // nouns capitalised.
  const name =
    currentLang() === 'de' ? extra.name : extra.name.charAt(0).toLowerCase() + extra.name.slice(1);
  return t(extra.per === 'person' ? 'booking.form.addExtraPerPerson' : 'booking.form.addExtra', {
    name,
    price,
  });
}
