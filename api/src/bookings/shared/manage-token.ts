import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: what the manage link carries. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh manage token and the hash the booking stores (the token itself is only ever mailed). */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

/** Constant-time: a wrong token tells nothing about how close it was. Malformed tokens never match. */
export function manageTokenMatches(token: unknown, storedHash: string | undefined): boolean {
  if (typeof token !== 'string' || !TOKEN.test(token) || !storedHash) return false;
  const given = Buffer.from(hashManageToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * Whether `token` opens this booking: its manage link's, or its reminder mail's (see bookings/reminders).
 * Both are compared whatever the first says, so the answer takes as long either way.
 */
export function bookingTokenMatches(
  token: unknown,
  booking: { manageTokenHash?: string; reminderTokenHash?: string },
  noHash: string,
): boolean {
  const manage = manageTokenMatches(token, booking.manageTokenHash ?? noHash);
  const reminder = manageTokenMatches(token, booking.reminderTokenHash ?? noHash);
  return manage || reminder;
}
