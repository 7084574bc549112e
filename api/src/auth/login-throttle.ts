/**
 * The login throttle's rule, apart from where the failures are stored. Failures count for
 * LOGIN_FAILURE_WINDOW_MS, per account and per account and client:
 * - a client with `limit` failures on an account is refused on it (429): that client is the guesser;
 * - once the account has `limit` failures from all clients together, it is under attack: a client that has
 *   failed on it at all is refused, and every other one is slowed down, its password checked after a delay
 *   that grows with the failures. A right password then signs in; a wrong one is answered 429 as well, so
 *   a guesser spread over many addresses gets one slowed guess per address and learns nothing from it
 *   but a success.
 * The owner is never refused for others' failures: from a client with no recent failures, the right
 * password always passes, at worst slowed.
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** The slow-down per failure beyond the limit, and its ceiling. */
export const SLOWDOWN_STEP_MS = 250;
export const SLOWDOWN_MAX_MS = 3000;

export interface LoginFailureCounts {
  /** Failures on the account from every client. */
  account: number;
  /** Failures on the account from this client. */
  client: number;
}

export type LoginVerdict =
  { kind: 'check' } | { kind: 'slow'; delayMs: number } | { kind: 'refuse' };

export function loginVerdict(counts: LoginFailureCounts, limit: number): LoginVerdict {
  if (counts.client >= limit) return { kind: 'refuse' };
  if (counts.account < limit) return { kind: 'check' };
  if (counts.client > 0) return { kind: 'refuse' };
  const excess = counts.account - limit + 1;
  return { kind: 'slow', delayMs: Math.min(SLOWDOWN_MAX_MS, excess * SLOWDOWN_STEP_MS) };
}
