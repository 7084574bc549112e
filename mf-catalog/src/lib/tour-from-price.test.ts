import type { PriceCategory } from '@travel/shell/api-types';
import { tourFromPrice } from './tour-from-price';

const category = (key: string, price: number, fields: Partial<PriceCategory> = {}) => ({
  key,
  name: key,
  price,
  takesSeat: true,
  ...fields,
});

describe('tourFromPrice', () => {
  it("is CostPerPerson for a tour without categories (the spec's one price)", () => {
    expect(tourFromPrice({ CostPerPerson: 45.5, priceCategories: [] })).toBe(45.5);
  });

  it("is the lowest adult's price: a seat, a price, no age, whatever the order", () => {
    expect(
      tourFromPrice({
        CostPerPerson: 99,
        priceCategories: [
          category('child', 25, { ageNote: '4 to 11 years' }),
          category('adult', 45),
          category('senior', 30, { ageNote: '65 and over' }),
          category('student', 38.5),
          category('infant', 0, { takesSeat: false, ageNote: '0 to 3 years' }),
          category('lap', 10, { takesSeat: false }),
        ],
      }),
    ).toBe(38.5);
  });

  it('falls back to the main (first) category when every one is kept to an age, free or seatless', () => {
    expect(
      tourFromPrice({
        CostPerPerson: 30,
        priceCategories: [
          category('child', 20, { ageNote: '4 to 11 years' }),
          category('guest', 0),
          category('infant', 15, { takesSeat: false }),
        ],
      }),
    ).toBe(20);
  });
});
