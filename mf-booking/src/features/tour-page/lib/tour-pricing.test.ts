import { tourCost } from './tour-pricing';

describe('tourCost', () => {
  it('is the price per person times the tickets', () => {
    expect(tourCost(120, 3, false)).toBe(360);
  });

  it('adds 50 for the extra offers', () => {
    expect(tourCost(120, 3, true)).toBe(410);
  });

  it('rounds to cents where floating point would not', () => {
    // 19.99 * 3 is 59.970000000000006 in binary floating point.
    expect(tourCost(19.99, 3, false)).toBe(59.97);
    expect(tourCost(0.1, 3, true)).toBe(50.3);
  });

  it('counts no tickets for empty or invalid input but keeps the extras', () => {
    expect(tourCost(120, Number.NaN, false)).toBe(0);
    expect(tourCost(120, 0, true)).toBe(50);
    expect(tourCost(120, -2, false)).toBe(0);
  });
});
