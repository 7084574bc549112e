import { t } from '@travel/shell/i18n';

/** A whole number typed into a number input, or NaN for '' and anything fractional. */
export function parseWholeNumber(value: string): number {
  if (value.trim() === '') return Number.NaN;
  const n = Number(value);
  return Number.isInteger(n) ? n : Number.NaN;
}

/** The booker's name as the API takes it: it goes into the mails (api bookings/shared/booking-input.ts). */
export const NAME_MAX = 80;
export const nameHint = (): string => t('booking.name.hint', { max: NAME_MAX });
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/u;
const LINK = /[a-z][a-z0-9+.-]*:\/\/|\b(?:https?|mailto|javascript|data):|www\./i;

/** The server's message for a name it would refuse, or null. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length > NAME_MAX) return t('booking.name.tooLong', { max: NAME_MAX });
  if (UNPRINTABLE.test(trimmed)) return t('booking.name.unprintable');
  if (LINK.test(trimmed)) return t('booking.name.link');
  return null;
}
