/** A whole number typed into a number input, or NaN for '' and anything fractional. */
export function parseWholeNumber(value: string): number {
  if (value.trim() === '') return Number.NaN;
  const n = Number(value);
  return Number.isInteger(n) ? n : Number.NaN;
}

/** The booker's name as the API takes it: it goes into the mails (api bookings/shared/booking-input.ts). */
export const NAME_MAX = 80;
export const NAME_HINT = `One line, up to ${NAME_MAX} characters, no links.`;
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/u;
const LINK = /[a-z][a-z0-9+.-]*:\/\/|\b(?:https?|mailto|javascript|data):|www\./i;

/** The server's message for a name it would refuse, or null. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length > NAME_MAX) return `Name must be at most ${NAME_MAX} characters long`;
  if (UNPRINTABLE.test(trimmed)) return 'Name must be one line of printable characters';
  if (LINK.test(trimmed)) return 'Name must not contain a link';
  return null;
}
