import { BAD_PRICE, LONG_TEXT, REVERSED_PRICE, searchProblem } from './search-terms';

describe('searchProblem', () => {
  it.each(['500', '100-500', '$100 - $499.50', '0.5', '100-100'])(
    'takes the price %p, as the API does',
    (price) => {
      expect(searchProblem('Paris', price)).toBeNull();
    },
  );

  it.each(['cheap', '100-', '-5', '1e3', '500 600', '1,000'])(
    'refuses the price %p with the API message',
    (price) => {
      expect(searchProblem('', price)).toEqual({ field: 'price', message: BAD_PRICE });
    },
  );

  it('refuses a range whose lowest price is above the highest', () => {
    expect(searchProblem('', '500-100')).toEqual({ field: 'price', message: REVERSED_PRICE });
  });

  it('refuses a text over 100 characters', () => {
    expect(searchProblem('a'.repeat(100), '')).toBeNull();
    expect(searchProblem('a'.repeat(101), '')).toEqual({ field: 'location', message: LONG_TEXT });
  });
});
