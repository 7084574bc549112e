import { randomInt } from 'node:crypto';

/**
 * Gift card codes: 16 characters of a 32-letter alphabet without the look-alikes (no I, O, 0 or 1), so
 * 80 random bits that cannot be guessed, and that a person can read out and type. Shown in groups of four
 * (`ABCD-EFGH-JKLM-NPQR`); typed in any case, with or without dashes and spaces.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 16;

export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A typed code as stored: upper-cased, without dashes and spaces; undefined when it cannot be one. */
export function normalizeGiftCardCode(typed: string): string | undefined {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== CODE_LENGTH) return undefined;
  for (const char of code) if (!CODE_ALPHABET.includes(char)) return undefined;
  return code;
}

/** `ABCD-EFGH-JKLM-NPQR`: how mails and screens show a code. */
export function groupedCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
