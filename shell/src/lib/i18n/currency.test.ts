import { formatChargedPrice, formatPrice } from '@travel/shell/ui';
import { currencyFromCookie, pickCurrency, setCurrencySource } from './currency';
import { setLanguageSource } from './runtime';

const list = { base: 'USD', currencies: [{ code: 'EUR', rate: 0.92 }] };

afterEach(() => {
  setCurrencySource(() => null);
  setLanguageSource(() => 'en');
});

test('reads the chosen currency from a cookie, and only one the site lists', () => {
  expect(currencyFromCookie('a=1; currency=EUR; b=2')).toBe('EUR');
  expect(currencyFromCookie('currency=<script>')).toBeNull();
  expect(pickCurrency(list, 'EUR')).toEqual({ code: 'EUR', rate: 0.92 });
  expect(pickCurrency(list, 'USD')).toBeNull();
  expect(pickCurrency(list, 'JPY')).toBeNull();
});

test('prices show converted and marked approximate; what is charged stays in the site currency', () => {
  expect(formatPrice(100)).toBe('$100.00');
  setCurrencySource(() => pickCurrency(list, 'EUR'));
  setLanguageSource(() => 'de');
  expect(formatPrice(100).replace(/\s/g, ' ')).toBe('≈ 92,00 €');
  expect(formatChargedPrice(1234.5).replace(/\s/g, ' ')).toBe('1.234,50 $');
});
