import { csvCell, csvFileName, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['Lima, Ana', '"Lima, Ana"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rline', '"cr\rline"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['a=b', 'a=b'],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as numbers (a negative amount is no formula) and nothing for null', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(91)).toBe('91');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('toCsv', () => {
  it('writes a header line and one CRLF-ended line per row', () => {
    const rows = [
      { name: 'Ana, Lima', n: 2 },
      { name: '=1+1', n: 3 },
    ];
    expect(
      toCsv(
        [
          { header: 'Name', value: (r) => r.name },
          { header: 'Tickets', value: (r) => r.n },
        ],
        rows,
      ),
    ).toBe('Name,Tickets\r\n"Ana, Lima",2\r\n\'=1+1,3\r\n');
  });
});

describe('csvFileName', () => {
  it('names the file after the local date of the export', () => {
    expect(csvFileName('tour-bookings', new Date(2026, 0, 5, 23, 59))).toBe(
      'tour-bookings-2026-01-05.csv',
    );
  });
});
