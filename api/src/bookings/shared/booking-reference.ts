import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: references are read out over the phone and typed from emails.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;

export type ReferencePrefix = 'TB' | 'ST';

export const REFERENCE_PATTERN = /^(TB|ST)-[2-9A-HJKMNP-Z]{6}$/;

/** A short reference such as `TB-7K3Q9X`; uniqueness is the unique index's job (callers retry). */
export function newReference(prefix: ReferencePrefix): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}
