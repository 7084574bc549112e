import {
  formatMinorUnits,
  formatMoney,
  hasAtMostCents,
  roundMoney,
  samePrice,
  toMinorUnits,
} from './money';

describe('money', () => {
  it('rounds to cents, halves up', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(33.33 * 3)).toBe(99.99);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });

  it('treats figures within half a cent as the same price', () => {
    expect(samePrice(91.005, 91)).toBe(true);
    expect(samePrice(90.995, 91)).toBe(true);
    expect(samePrice(91.006, 91)).toBe(false);
    expect(samePrice(90.99, 91)).toBe(false);
  });

  it('shows dollars with cents', () => {
    expect(formatMoney(250)).toBe('$250.00');
    expect(formatMoney(33.3)).toBe('$33.30');
  });

  it('tells whole cents from finer amounts despite binary noise', () => {
    for (const ok of [0.29, 19.99, 150.5, 1e6, 0.01]) expect(hasAtMostCents(ok)).toBe(true);
    for (const bad of [150.555, 0.001, 60.001]) expect(hasAtMostCents(bad)).toBe(false);
  });

  it('sends whole cents to the payment provider, with no floating point residue', () => {
    expect(toMinorUnits(45.5)).toBe(4550);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(19.99 * 3)).toBe(5997);
    expect(formatMinorUnits(4550, 'usd')).toBe('45.50 USD');
  });
});
