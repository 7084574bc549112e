/** The same loose shape check the register form uses; the API has the final word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** A whole number typed into a number input, or NaN for '' and anything fractional. */
export function parseWholeNumber(value: string): number {
  if (value.trim() === '') return Number.NaN;
  const n = Number(value);
  return Number.isInteger(n) ? n : Number.NaN;
}
