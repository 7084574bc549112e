import { GUEST_LIMIT_KEY } from '@travel/shell/auth';
import { t } from '@travel/shell/i18n';

/** The API's upper bound (api/src/settings/dto/guest-limit.dto.ts). */
export const MAX_GUEST_LIMIT = 100;

/**
 * Said when the server did not take a new limit. Spec 8's 'Limit saved locally but server update failed'
 * promised what no part of the site does: the API enforces its own limit and every stay form, this
 * browser's too, takes the server's value over anything kept locally. So it says what happens instead.
 */
export function guestLimitNotSaved(current: number | null): string {
  return current === null
    ? t('admin.guestLimit.notSaved')
    : t('admin.guestLimit.notSavedKept', { count: current });
}

/** The limit typed in, or the message saying why it cannot be sent. */
export function parseGuestLimitInput(raw: string): { value: number } | { error: string } {
  const text = raw.trim();
  if (!/^\d+$/.test(text) || Number(text) < 1) return { error: t('admin.guestLimit.required') };
  const value = Number(text);
  return value > MAX_GUEST_LIMIT
    ? { error: t('admin.guestLimit.tooHigh', { max: MAX_GUEST_LIMIT }) }
    : { value };
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
