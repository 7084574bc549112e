/** One CSV column: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

// A spreadsheet runs a cell starting with one of these as a formula ("CSV injection"): a booker's name
// such as '=HYPERLINK(...)' must reach the admin's spreadsheet as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, guarded against formulas and quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are written as numbers: a negative amount is data, not a formula.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a header line and one line per row, CRLF line ends as RFC 4180 asks. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
  ];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** 'tour-bookings-2026-11-23.csv': the local date of the export, so files of different days sort apart. */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
