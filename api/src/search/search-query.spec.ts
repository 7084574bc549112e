import { literalPattern } from '../common/query-values';
import { parsePriceRange, parseSearch } from './search-query';

describe('search query', () => {
  it('matches the text literally and case-insensitively', () => {
    const pattern = literalPattern('.*');
    expect(pattern.test('Paris')).toBe(false);
    expect(pattern.test('a.*b')).toBe(true);
    expect(literalPattern('bali (north)').test('Trip to BALI (North)')).toBe(true);
  });

  it.each([
    ['500', { maxPrice: 500 }],
    ['100-500', { minPrice: 100, maxPrice: 500 }],
    [' $100 - $499.50 ', { minPrice: 100, maxPrice: 499.5 }],
  ])('reads price %p', (raw, expected) => {
    expect(parsePriceRange(raw)).toEqual(expected);
  });

  it.each(['cheap', '100-', '-5', '1e3', '500-100'])('refuses price %p', (raw) => {
    expect(() => parsePriceRange(raw)).toThrow();
  });

  it('needs a text or a price, as text', () => {
    expect(() => parseSearch(undefined, ' ')).toThrow(
      'Please enter a destination or price to search.',
    );
    expect(() => parseSearch({ $ne: 1 }, undefined)).toThrow('Search terms must be text');
  });
});
