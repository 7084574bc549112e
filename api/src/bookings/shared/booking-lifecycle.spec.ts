import { AuthUser } from '../../common/auth/auth-user';
import { manageLinkPath, newBookingState } from './booking-lifecycle';
import { RELEASE_MARGIN_MS } from './booking-status';
import { hashManageToken, manageTokenMatches } from './manage-token';

const NOW = new Date('2026-11-24T12:00:00Z');
const user = (fields: Partial<AuthUser> = {}): AuthUser => ({
  id: '0123456789abcdef01234567',
  username: 'Ana',
  email: 'ana@example.com',
  role: 'user',
  emailVerified: true,
  ...fields,
});

describe('a new booking', () => {
  it('is confirmed at once for a verified account booking under its own email, in any case', () => {
    const state = newBookingState(user(), 'ANA@example.com', 30, NOW);
    expect(state.status).toBe('confirmed');
    expect(state.holdExpiresAt).toBeUndefined();
    expect(state.claimsExpireAt).toBeUndefined();
  });

  it('is held without an account, with an unverified one, or under another email', () => {
    for (const [who, email] of [
      [null, 'ana@example.com'],
      [user({ emailVerified: false }), 'ana@example.com'],
      [user(), 'bob@example.com'],
    ] as const) {
      const state = newBookingState(who, email, 30, NOW);
      expect(state.status).toBe('held');
      expect(state.holdExpiresAt).toEqual(new Date('2026-11-24T12:30:00Z'));
      expect(state.claimsExpireAt!.getTime()).toBe(
        state.holdExpiresAt!.getTime() + RELEASE_MARGIN_MS,
      );
    }
  });

  it('carries a fresh token of 32 bytes of which only the hash is kept', () => {
    const a = newBookingState(null, 'a@example.com', 30, NOW);
    const b = newBookingState(null, 'a@example.com', 30, NOW);
    expect(a.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.manageToken).not.toBe(b.manageToken);
    expect(a.manageTokenHash).toBe(hashManageToken(a.manageToken));
    expect(a.manageTokenHash).not.toContain(a.manageToken);
  });
});

describe('manage tokens', () => {
  const { manageToken, manageTokenHash } = newBookingState(null, 'a@example.com', 30, NOW);

  it('match only their own hash, and nothing malformed', () => {
    expect(manageTokenMatches(manageToken, manageTokenHash)).toBe(true);
    expect(manageTokenMatches(`${manageToken.slice(0, -1)}A`, manageTokenHash)).toBe(
      manageToken.endsWith('A'),
    );
    expect(manageTokenMatches(manageToken, undefined)).toBe(false);
    expect(manageTokenMatches(['x'], manageTokenHash)).toBe(false);
    expect(manageTokenMatches('', manageTokenHash)).toBe(false);
  });

  it('go into the link escaped', () => {
    expect(manageLinkPath('TB-ABCDEF', 'a_b-c')).toBe('/booking/manage?ref=TB-ABCDEF&token=a_b-c');
  });
});
