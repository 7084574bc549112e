import { extraLabel, tourBreakdown } from './tour-breakdown';
import { perPersonPrice, tourCost } from './tour-pricing';

const DEFAULT_EXTRA = {
  key: 'extra-offers',
  name: 'Extra offers',
  description: '',
  price: 50,
  per: 'booking' as const,
};
const LUNCH = { key: 'lunch', name: 'Lunch', description: '', price: 12.5, per: 'person' as const };

describe('tourBreakdown', () => {
  it("is the spec's CostPerPerson x tickets (+50 with the extra offers) for a tour without categories", () => {
    const tour = { CostPerPerson: 19.99, extras: [DEFAULT_EXTRA] };
    for (const extraKeys of [[], ['extra-offers']]) {
      const breakdown = tourBreakdown(tour, { tickets: 3, counts: {}, extraKeys });
      expect(breakdown.subtotal).toBe(tourCost(19.99, 3, extraKeys.length > 0));
    }
  });

  it('prices each category, counts seats for those who take one, and extras per person', () => {
    const tour = {
      CostPerPerson: 45,
      priceCategories: [
        { key: 'adult', name: 'Adult', price: 45, takesSeat: true },
        { key: 'child', name: 'Child', price: 25, takesSeat: true },
        { key: 'infant', name: 'Infant', price: 0, takesSeat: false },
      ],
      extras: [DEFAULT_EXTRA, LUNCH],
    };
    const breakdown = tourBreakdown(tour, {
      tickets: 0,
      counts: { adult: '2', child: '1', infant: '1' },
      extraKeys: ['lunch'],
    });
    expect(breakdown).toMatchObject({ tickets: 4, seats: 3, subtotal: 165 });
    expect(breakdown.lines.map((l) => [l.name, l.count, l.amount])).toEqual([
      ['Adult', 2, 90],
      ['Child', 1, 25],
      ['Infant', 1, 0],
      ['Lunch', 4, 50],
    ]);
  });

  it("labels the default extra with the spec's words", () => {
    expect(extraLabel(DEFAULT_EXTRA, '$50.00')).toBe('Add extra offers (+$50.00)');
    expect(extraLabel(LUNCH, '$12.50')).toBe('Add lunch (+$12.50 per person)');
  });
});

describe('perPersonPrice', () => {
  it("is CostPerPerson without categories, and the first (main) category's price with them", () => {
    expect(perPersonPrice({ CostPerPerson: 160 })).toBe(160);
    expect(
      perPersonPrice({
        CostPerPerson: 160,
        priceCategories: [
          { key: 'adult', name: 'Adult', price: 45, takesSeat: true },
          { key: 'child', name: 'Child', price: 25, takesSeat: true },
        ],
      }),
    ).toBe(45);
  });
});
