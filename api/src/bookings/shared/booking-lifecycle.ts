import { AuthUser } from '../../common/auth/auth-user';
import { BookingStatus, RELEASE_MARGIN_MS } from './booking-status';
import { newManageToken } from './manage-token';

/** How a new booking starts its life, and what its claims and its mail need to know. */
export interface NewBookingState {
  status: Extract<BookingStatus, 'held' | 'confirmed'>;
  holdExpiresAt?: Date;
  /** Stored on the booking; the token goes only into the mail. */
  manageTokenHash: string;
  manageToken: string;
  /** When the claims of a hold may be checked for expiry: the hold's end plus the release margin. */
  claimsExpireAt?: Date;
}

/** A signed-in visitor whose email is verified, booking (or joining a waitlist) under that very email. */
export function isVerifiedOwner(user: AuthUser | null | undefined, email: string): boolean {
  return !!user && user.emailVerified && user.email.toLowerCase() === email.trim().toLowerCase();
}

/**
 * Confirmed at once when a signed-in visitor whose email is verified books under that very email (they
 * proved they read it); otherwise held for `holdMinutes`, confirmed through the mailed link.
 */
export function newBookingState(
  user: AuthUser | null | undefined,
  email: string,
  holdMinutes: number,
  now = new Date(),
): NewBookingState {
  const { token, hash } = newManageToken();
  if (isVerifiedOwner(user, email))
    return { status: 'confirmed', manageTokenHash: hash, manageToken: token };
  const holdExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  return {
    status: 'held',
    holdExpiresAt,
    manageTokenHash: hash,
    manageToken: token,
    claimsExpireAt: new Date(holdExpiresAt.getTime() + RELEASE_MARGIN_MS),
  };
}

/** The page of the site that shows a booking and lets its holder confirm or cancel it. */
export function manageLinkPath(reference: string, token: string): string {
  return `/booking/manage?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`;
}
