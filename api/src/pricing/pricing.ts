import { BadRequestException } from '@nestjs/common';
import { toMinorUnits } from '../common/money';
import { EXTRAS_PRICE } from '../bookings/tours/tour-booking.limits';

/**
 * Every price the site charges, computed in one place and in minor units (cents), so no sum of floats ever
 * reaches a booking: catalog prices (currency units with at most two decimals) are turned into cents on the
 * way in, and the answer's `price` back into units with two decimals on the way out (`priceView`).
 */

/** A price category of a tour (OCTO's unit): Adult 45.00, Child (4-11) 25.00, Infant free. */
export interface PriceCategory {
  key: string;
  name: string;
  /** Currency units, at most two decimals, as the catalog's other prices. */
  price: number;
  /** False for a person who does not take a seat (an infant on a lap): counted in tickets, not in seats. */
  takesSeat: boolean;
  /** Shown beside the name, e.g. "4 to 11 years"; not checked. */
  ageNote?: string;
  /** At most this many of the category in one booking. */
  maxPerBooking?: number;
}

/** An extra the operator sells with a tour: per booking, or per person booked. */
export interface TourExtra {
  key: string;
  name: string;
  description: string;
  /** Currency units, at most two decimals. */
  price: number;
  per: 'booking' | 'person';
}

/** The spec's "Add extra offers (+$50.00)": seeded on demo tours and given to tours stored before extras. */
export const DEFAULT_EXTRA: TourExtra = {
  key: 'extra-offers',
  name: 'Extra offers',
  description: 'Add extra offers to your tour',
  price: EXTRAS_PRICE,
  per: 'booking',
};

/** What of a tour its price depends on. */
export interface PricedTour {
  CostPerPerson: number;
  priceCategories?: PriceCategory[];
  extras?: TourExtra[];
}

export interface UnitCount {
  category: string;
  count: number;
}

/** What the visitor chose: the spec's `tickets` and `extras`, or categories and extras by key. */
export interface TourChoice {
  tickets?: number;
  units?: UnitCount[];
  /** The spec's checkbox: true selects the tour's default extra (its first). */
  extras?: boolean;
  extraKeys?: string[];
}

/** A discount as a promo code gives it: `value` is a percentage, or currency units off. */
export interface DiscountRule {
  kind: 'percent' | 'amount';
  value: number;
}

/** One line of a price: a category (or the plain ticket) x count, or an extra. Amounts in minor units. */
export interface PriceLine {
  kind: 'ticket' | 'category' | 'extra';
  key: string;
  name: string;
  unitPrice: number;
  count: number;
  amount: number;
}

/** A price in minor units, as a booking records it: `total` is what is charged, after discount and gift card. */
export interface PriceBreakdown {
  currency: string;
  lines: PriceLine[];
  subtotal: number;
  discount: number;
  giftCard: number;
  total: number;
}

/** A tour's price and what it books. */
export interface TourPrice {
  /** Everyone booked (the sum of the units). */
  tickets: number;
  /** Those who take a seat: what the tour time's capacity counts. */
  seats: number;
  units: UnitCount[];
  extraKeys: string[];
  breakdown: PriceBreakdown;
}

/** The key under which a tour without categories prices its plain tickets. */
export const PLAIN_TICKET = 'ticket';

export const UNITS_FOR_PLAIN_TOUR = 'This tour has one price per person: send tickets, not units';
export const NO_EXTRAS = 'This tour offers no extras';

function categoriesOf(tour: PricedTour): PriceCategory[] {
  return tour.priceCategories ?? [];
}

/** The units chosen, checked against the tour's categories (known, whole counts, caps); zero counts dropped. */
function chosenUnits(tour: PricedTour, choice: TourChoice): UnitCount[] {
  const categories = categoriesOf(tour);
  const [main] = categories;
  if (!main) {
    if (choice.units && choice.units.some((unit) => unit.count > 0)) {
      throw new BadRequestException(UNITS_FOR_PLAIN_TOUR);
    }
    return [{ category: PLAIN_TICKET, count: choice.tickets ?? 0 }];
  }
  if (!choice.units) {
    // A spec client that knows only tickets books the first category (the tour's main price).
    return [{ category: main.key, count: choice.tickets ?? 0 }];
  }
  const counts = new Map<string, number>();
  for (const unit of choice.units) {
    const category = categories.find((c) => c.key === unit.category);
    if (!category) throw new BadRequestException(`Unknown price category: ${unit.category}`);
    if (!Number.isInteger(unit.count) || unit.count < 0) {
      throw new BadRequestException('Each count must be a whole number of at least 0');
    }
    const count = (counts.get(unit.category) ?? 0) + unit.count;
    if (category.maxPerBooking !== undefined && count > category.maxPerBooking) {
      throw new BadRequestException(
        `You can book at most ${category.maxPerBooking} of ${category.name} at once`,
      );
    }
    counts.set(unit.category, count);
  }
  // The tour's own order, so two equal choices price and read the same.
  return categories
    .filter((c) => (counts.get(c.key) ?? 0) > 0)
    .map((c) => ({ category: c.key, count: counts.get(c.key) ?? 0 }));
}

/** The extras chosen: the keys given, or the default (first) extra for the spec's `extras: true`. */
function chosenExtras(tour: PricedTour, choice: TourChoice): TourExtra[] {
  const extras = tour.extras ?? [];
  const keys = new Set(choice.extraKeys ?? []);
  if (choice.extras === true) {
    const [first] = extras;
    if (!first) throw new BadRequestException(NO_EXTRAS);
    keys.add(first.key);
  }
  for (const key of keys) {
    if (!extras.some((extra) => extra.key === key)) {
      throw new BadRequestException(`Unknown extra: ${key}`);
    }
  }
  return extras.filter((extra) => keys.has(extra.key));
}

/** What a discount takes off a subtotal (minor units): never more than the subtotal, percentages rounded half up. */
export function discountOf(subtotal: number, rule: DiscountRule | undefined): number {
  if (!rule) return 0;
  const off =
    rule.kind === 'percent'
      ? Math.round((subtotal * Math.round(rule.value * 100)) / 10_000)
      : toMinorUnits(rule.value);
  return Math.max(0, Math.min(subtotal, off));
}

function breakdownOf(
  lines: PriceLine[],
  currency: string,
  discount: DiscountRule | undefined,
): PriceBreakdown {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const off = discountOf(subtotal, discount);
  return { currency, lines, subtotal, discount: off, giftCard: 0, total: subtotal - off };
}

/**
 * The price of a tour booking: the one function that prices one, for the booking form, the preview and
 * any later change of a booking (an admin's change of tickets reprices through it with the booking's
 * `units`, `extraKeys` and recorded discount rule). A tour without categories is the spec's
 * `CostPerPerson x tickets` (+ its extras); `tickets` there is the count, and with categories their sum.
 * Throws 400 for an unknown category or extra, a bad count or a category over its cap.
 */
export function priceTourBooking(
  tour: PricedTour,
  choice: TourChoice,
  currency: string,
  discount?: DiscountRule,
): TourPrice {
  const units = chosenUnits(tour, choice);
  const categories = categoriesOf(tour);
  const lines: PriceLine[] = [];
  let tickets = 0;
  let seats = 0;
  for (const unit of units) {
    const category = categories.find((c) => c.key === unit.category);
    const unitPrice = toMinorUnits(category ? category.price : tour.CostPerPerson);
    lines.push({
      kind: category ? 'category' : 'ticket',
      key: unit.category,
      name: category ? category.name : 'Tickets',
      unitPrice,
      count: unit.count,
      amount: unitPrice * unit.count,
    });
    tickets += unit.count;
    if (!category || category.takesSeat) seats += unit.count;
  }
  const extras = chosenExtras(tour, choice);
  for (const extra of extras) {
    const unitPrice = toMinorUnits(extra.price);
    const count = extra.per === 'person' ? tickets : 1;
    lines.push({
      kind: 'extra',
      key: extra.key,
      name: extra.name,
      unitPrice,
      count,
      amount: unitPrice * count,
    });
  }
  return {
    tickets,
    seats,
    units: categories.length > 0 ? units : [],
    extraKeys: extras.map((extra) => extra.key),
    breakdown: breakdownOf(lines, currency, discount),
  };
}

/** The price of a stay: the spec's total (Price x guests x nights, already in units) with a discount. */
export function priceStay(
  totalCost: number,
  nights: number,
  currency: string,
  discount?: DiscountRule,
): PriceBreakdown {
  const amount = toMinorUnits(totalCost);
  const name = nights === 1 ? '1 night' : `${nights} nights`;
  return breakdownOf(
    [{ kind: 'ticket', key: 'stay', name, unitPrice: amount, count: 1, amount }],
    currency,
    discount,
  );
}

/** The breakdown with `amount` (minor units, at most its total) paid by gift card: the total is what is left. */
export function withGiftCard(breakdown: PriceBreakdown, amount: number): PriceBreakdown {
  const giftCard = Math.max(0, Math.min(amount, breakdown.total));
  return { ...breakdown, giftCard, total: breakdown.total - giftCard };
}

/** The answer's `price`: the breakdown's totals in currency units with two decimals. */
export interface PriceView {
  subtotal: number;
  discount: number;
  giftCard: number;
  total: number;
  currency: string;
}

export function fromMinorUnits(amount: number): number {
  return Math.round(amount) / 100;
}

export function priceView(breakdown: PriceBreakdown): PriceView {
  return {
    subtotal: fromMinorUnits(breakdown.subtotal),
    discount: fromMinorUnits(breakdown.discount),
    giftCard: fromMinorUnits(breakdown.giftCard),
    total: fromMinorUnits(breakdown.total),
    currency: breakdown.currency,
  };
}
