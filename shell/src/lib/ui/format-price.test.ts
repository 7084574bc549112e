import { formatMinorUnits, formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows a $ sign and 2 decimals', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice('19.999')).toBe('$20.00');
    expect(formatPrice(Number.NaN)).toBe('$0.00');
  });

  it('writes what the en-US currency format of Intl writes', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [
      0.005,
      1.005,
      2.675,
      999.995,
      999999.995,
      1234567.891,
      0.1 + 0.2,
      -3.2,
      12,
      7.5,
    ];
    for (let step = 0; step < 500; step++) amounts.push(Math.round(step * 7919.37) / 1000);
    for (const amount of amounts) expect(formatPrice(amount)).toBe(intl.format(amount));
  });
});

describe('formatMinorUnits', () => {
  it('shows a card amount given in cents in its currency', () => {
    expect(formatMinorUnits(4550, 'usd')).toBe('$45.50');
    expect(formatMinorUnits(12000, 'eur')).toBe('€120.00');
  });
});
