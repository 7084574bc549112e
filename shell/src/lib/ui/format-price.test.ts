import { formatMinorUnits, formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows a $ sign and 2 decimals', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice('19.999')).toBe('$20.00');
    expect(formatPrice(Number.NaN)).toBe('$0.00');
  });
});

describe('formatMinorUnits', () => {
  it('shows a card amount given in cents in its currency', () => {
    expect(formatMinorUnits(4550, 'usd')).toBe('$45.50');
    expect(formatMinorUnits(12000, 'eur')).toBe('€120.00');
  });
});
