import { checkRows, newRow, rowsOf } from './currency-rows';

describe('currency rows', () => {
  it('edits every currency but the base', () => {
    const rows = rowsOf({
      base: 'USD',
      currencies: [
        { code: 'USD', rate: 1 },
        { code: 'EUR', rate: 0.92 },
      ],
      updatedAt: null,
    });
    expect(rows.map(({ code, rate }) => ({ code, rate }))).toEqual([{ code: 'EUR', rate: '0.92' }]);
  });

  it('turns rows into the request, codes upper-cased', () => {
    expect(checkRows([newRow(' eur ', '0.92'), newRow('GBP', '0.79')], 'USD')).toEqual({
      currencies: [
        { code: 'EUR', rate: 0.92 },
        { code: 'GBP', rate: 0.79 },
      ],
    });
  });

  it.each([
    [[newRow('EU', '1')], 'Row 1: enter a three-letter currency code, such as EUR'],
    [
      [newRow('EUR', '0.9'), newRow('usd', '1')],
      "Row 2: USD is the site's currency, always listed at rate 1",
    ],
    [[newRow('EUR', '0.9'), newRow('eur', '1')], 'Row 2: EUR is listed twice'],
    [[newRow('EUR', '')], 'Row 1: enter the rate of EUR as a positive number, such as 0.92'],
    [[newRow('EUR', '0')], 'Row 1: enter the rate of EUR as a positive number, such as 0.92'],
    [[newRow('EUR', '-1')], 'Row 1: enter the rate of EUR as a positive number, such as 0.92'],
  ])('names the first bad row', (rows, problem) => {
    expect(checkRows(rows, 'USD')).toEqual({ problem });
  });
});
