import { priceBeforeDiscount } from './price-before-discount';

describe('priceBeforeDiscount', () => {
  it('works the price back from the discounted one, to the cent', () => {
    expect(priceBeforeDiscount(82, 18)).toBe(100);
    expect(priceBeforeDiscount(99.99, 10)).toBe(111.1);
    expect(priceBeforeDiscount(80.5, 30)).toBe(115);
  });

  it('shows nothing without a discount, or for a free night', () => {
    expect(priceBeforeDiscount(100, 0)).toBeNull();
    expect(priceBeforeDiscount(0, 20)).toBeNull();
    expect(priceBeforeDiscount(100, 100)).toBeNull();
  });
});
