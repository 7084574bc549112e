import { formatMoney, roundMoney, samePrice } from './money';

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
});
