import {
  checkedRates,
  CurrencyListError,
  displayList,
  isCurrencyCode,
  MAX_CURRENCIES,
  parseRatesCsv,
} from './currency-rates';

describe('display currency rates', () => {
  it('knows ISO 4217 codes, upper-case only', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('GBP')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('EURO')).toBe(false);
  });

  it('parses a file with a header, blank lines, CRLF and lower-case codes', () => {
    expect(parseRatesCsv('\uFEFFcode,rate\r\neur,0.92\r\n\r\nGBP , 0.79\n', 'USD')).toEqual([
      { code: 'EUR', rate: 0.92 },
      { code: 'GBP', rate: 0.79 },
    ]);
  });

  it.each([
    ['EUR;0.92', 'Line 1: expected "code,rate", such as EUR,0.92'],
    ['EUR,0.92\nGBP,0.79,1', 'Line 2: expected "code,rate", such as EUR,0.92'],
    ['code,rate\nEUR,abc', 'Line 2: the rate of EUR must be a positive number, such as 0.92'],
    ['EUR,-1', 'Line 1: the rate of EUR must be a positive number, such as 0.92'],
    ['EUR,0', 'Line 1: the rate of EUR must be a positive number'],
    ['EUR,0.9\n\nXYZ,1', 'Line 3: "XYZ" is not an ISO 4217 currency code (such as EUR or GBP)'],
    ['EUR,0.9\nEUR,0.91', 'Line 2: EUR is listed twice'],
    ['USD,2', "Line 1: USD is the site's own currency: its rate is 1"],
    ['code,rate\n\n', 'The file lists no currencies'],
  ])('refuses %j naming the line', (text, message) => {
    expect(() => parseRatesCsv(text, 'USD')).toThrow(CurrencyListError);
    expect(() => parseRatesCsv(text, 'USD')).toThrow(message);
  });

  it('refuses a list longer than allowed', () => {
    const many = Array.from({ length: MAX_CURRENCIES + 1 }, () => ({ code: 'EUR', rate: 1 }));
    expect(() => checkedRates(many, 'USD', (i) => `currencies[${i}]`)).toThrow(
      `At most ${MAX_CURRENCIES} currencies are allowed`,
    );
  });

  it('puts the base currency first at rate 1', () => {
    expect(displayList(undefined, 'USD')).toEqual([{ code: 'USD', rate: 1 }]);
    expect(
      displayList(
        [
          { code: 'EUR', rate: 0.9 },
          { code: 'USD', rate: 1 },
        ],
        'USD',
      ),
    ).toEqual([
      { code: 'USD', rate: 1 },
      { code: 'EUR', rate: 0.9 },
    ]);
  });
});
