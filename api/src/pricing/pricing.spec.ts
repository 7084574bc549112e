import { BadRequestException } from '@nestjs/common';
import { tourCost } from '../bookings/tours/tour-booking.rules';
import {
  DEFAULT_EXTRA,
  discountOf,
  priceStay,
  PricedTour,
  priceTourBooking,
  priceView,
  UNITS_FOR_PLAIN_TOUR,
  NO_EXTRAS,
} from './pricing';

const plain: PricedTour = { CostPerPerson: 45.5, extras: [DEFAULT_EXTRA] };
const operator: PricedTour = {
  CostPerPerson: 45,
  priceCategories: [
    { key: 'adult', name: 'Adult', price: 45, takesSeat: true },
    { key: 'child', name: 'Child (4-11)', price: 25, takesSeat: true, maxPerBooking: 4 },
    { key: 'infant', name: 'Infant (0-3)', price: 0, takesSeat: false },
  ],
  extras: [
    DEFAULT_EXTRA,
    { key: 'lunch', name: 'Lunch', description: 'At the harbour', price: 12.5, per: 'person' },
  ],
};

function refused(run: () => unknown, message: string): void {
  expect(run).toThrow(BadRequestException);
  expect(run).toThrow(message);
}

describe('priceTourBooking', () => {
  it("keeps the spec's CostPerPerson x tickets (+50 with the extra offers) for a tour without categories", () => {
    for (const [cost, tickets, extras] of [
      [45.5, 2, false],
      [45.5, 2, true],
      [19.99, 3, false],
      [0.29, 7, true],
      [33.33, 10, false],
    ] as const) {
      const tour = { CostPerPerson: cost, extras: [DEFAULT_EXTRA] };
      const {
        breakdown,
        tickets: booked,
        seats,
      } = priceTourBooking(tour, { tickets, extras }, 'usd');
      expect(priceView(breakdown).total).toBe(tourCost(cost, tickets, extras));
      expect(breakdown.subtotal).toBe(Math.round(tourCost(cost, tickets, extras) * 100));
      expect([booked, seats]).toEqual([tickets, tickets]);
    }
  });

  it('prices each category, counts tickets as their sum and seats as those who take one', () => {
    const price = priceTourBooking(
      operator,
      {
        units: [
          { category: 'adult', count: 2 },
          { category: 'child', count: 1 },
          { category: 'infant', count: 1 },
        ],
        extraKeys: ['lunch'],
        extras: true,
      },
      'usd',
    );
    expect(price.tickets).toBe(4);
    expect(price.seats).toBe(3);
    expect(price.extraKeys).toEqual(['extra-offers', 'lunch']);
    expect(price.breakdown.lines.map((l) => [l.key, l.unitPrice, l.count, l.amount])).toEqual([
      ['adult', 4500, 2, 9000],
      ['child', 2500, 1, 2500],
      ['infant', 0, 1, 0],
      ['extra-offers', 5000, 1, 5000],
      ['lunch', 1250, 4, 5000],
    ]);
    expect(priceView(price.breakdown)).toEqual({
      subtotal: 215,
      discount: 0,
      giftCard: 0,
      total: 215,
      currency: 'usd',
    });
  });

  it("books a spec client's tickets at the tour's first category", () => {
    const price = priceTourBooking(operator, { tickets: 3 }, 'usd');
    expect(price.units).toEqual([{ category: 'adult', count: 3 }]);
    expect(price.breakdown.total).toBe(13500);
  });

  it('applies a percentage (rounded half up) or an amount, never below zero', () => {
    const choice = {
      units: [
        { category: 'adult', count: 2 },
        { category: 'child', count: 1 },
      ],
    };
    const tenPercent = priceTourBooking(operator, choice, 'usd', { kind: 'percent', value: 10 });
    expect([
      tenPercent.breakdown.subtotal,
      tenPercent.breakdown.discount,
      tenPercent.breakdown.total,
    ]).toEqual([11500, 1150, 10350]);
    expect(discountOf(999, { kind: 'percent', value: 12.5 })).toBe(125);
    expect(discountOf(1000, { kind: 'amount', value: 15.25 })).toBe(1000);
    expect(discountOf(5000, { kind: 'amount', value: 15.25 })).toBe(1525);
    expect(discountOf(5000, undefined)).toBe(0);
  });

  it('refuses what the tour does not sell', () => {
    refused(
      () => priceTourBooking(operator, { units: [{ category: 'pet', count: 1 }] }, 'usd'),
      'Unknown price category: pet',
    );
    refused(
      () => priceTourBooking(operator, { units: [{ category: 'child', count: 5 }] }, 'usd'),
      'You can book at most 4 of Child (4-11) at once',
    );
    refused(
      () => priceTourBooking(operator, { units: [{ category: 'adult', count: 1.5 }] }, 'usd'),
      'Each count must be a whole number',
    );
    refused(
      () => priceTourBooking(operator, { tickets: 1, extraKeys: ['spa'] }, 'usd'),
      'Unknown extra: spa',
    );
    refused(
      () => priceTourBooking(plain, { units: [{ category: 'adult', count: 1 }] }, 'usd'),
      UNITS_FOR_PLAIN_TOUR,
    );
    refused(
      () =>
        priceTourBooking({ CostPerPerson: 10, extras: [] }, { tickets: 1, extras: true }, 'usd'),
      NO_EXTRAS,
    );
  });
});

describe('priceStay', () => {
  it("discounts the spec's total of a stay", () => {
    const price = priceStay(360, 3, 'eur', { kind: 'amount', value: 60 });
    expect(priceView(price)).toEqual({
      subtotal: 360,
      discount: 60,
      giftCard: 0,
      total: 300,
      currency: 'eur',
    });
  });
});
