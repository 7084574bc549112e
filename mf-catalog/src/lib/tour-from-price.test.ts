import { tourFromPrice } from './tour-from-price';

const category = (key: string, price: number, takesSeat = true) => ({
  key,
  name: key,
  price,
  takesSeat,
});

describe('tourFromPrice', () => {
  it("is CostPerPerson for a tour without categories (the spec's one price)", () => {
    expect(tourFromPrice({ CostPerPerson: 45.5, priceCategories: [] })).toBe(45.5);
  });

  it('is the lowest category that takes a seat and costs something, whatever their order', () => {
    expect(
      tourFromPrice({
        CostPerPerson: 99,
        priceCategories: [
          category('adult', 45),
          category('senior', 38.5),
          category('child', 25),
          category('infant', 0, false),
          category('lap', 10, false),
        ],
      }),
    ).toBe(25);
  });

  it('falls back to CostPerPerson when every category is free or takes no seat', () => {
    expect(
      tourFromPrice({
        CostPerPerson: 30,
        priceCategories: [category('guest', 0), category('infant', 15, false)],
      }),
    ).toBe(30);
  });
});
