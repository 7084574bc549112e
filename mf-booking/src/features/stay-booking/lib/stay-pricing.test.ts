import { parseGuestLimit, stayQuote } from './stay-pricing';

describe('stayQuote', () => {
  it('prices per night as price x guests, and the total over the nights', () => {
    expect(stayQuote(80, 2, '2026-07-01', '2026-07-04')).toEqual({
      nights: 3,
      pricePerNight: 160,
      totalCost: 480,
      costPerPerson: 240,
    });
  });

  it('rounds each figure to cents', () => {
    expect(stayQuote(33.33, 3, '2026-07-01', '2026-07-02')).toEqual({
      nights: 1,
      pricePerNight: 99.99,
      totalCost: 99.99,
      costPerPerson: 33.33,
    });
    expect(stayQuote(10, 3, '2026-07-01', '2026-07-02')?.costPerPerson).toBe(10);
    expect(stayQuote(10.01, 1, '2026-07-01', '2026-07-04')?.totalCost).toBe(30.03);
  });

  it('has no quote until both dates are set and the stay is at least a night', () => {
    expect(stayQuote(80, 2, '', '2026-07-04')).toBeNull();
    expect(stayQuote(80, 2, '2026-07-04', '')).toBeNull();
    expect(stayQuote(80, 2, '2026-07-04', '2026-07-04')).toBeNull();
    expect(stayQuote(80, 2, '2026-07-04', '2026-07-01')).toBeNull();
  });

  it('has no quote without at least one whole guest', () => {
    expect(stayQuote(80, 0, '2026-07-01', '2026-07-04')).toBeNull();
    expect(stayQuote(80, Number.NaN, '2026-07-01', '2026-07-04')).toBeNull();
  });
});

describe('parseGuestLimit', () => {
  it('accepts numbers and numeric text greater than zero', () => {
    expect(parseGuestLimit(6)).toBe(6);
    expect(parseGuestLimit('3')).toBe(3);
    expect(parseGuestLimit(2.5)).toBe(2);
  });

  it('rejects anything else, so the caller falls back to the default', () => {
    for (const bad of [0, -1, 0.5, '', 'abc', null, undefined, Number.NaN, Infinity, {}]) {
      expect(parseGuestLimit(bad)).toBeNull();
    }
  });
});
