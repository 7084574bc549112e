/** A whole number typed into a number input, or NaN for '' and anything fractional. */
export function parseWholeNumber(value: string): number {
  if (value.trim() === '') return Number.NaN;
  const n = Number(value);
  return Number.isInteger(n) ? n : Number.NaN;
}
