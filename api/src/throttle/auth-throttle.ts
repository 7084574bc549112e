import { RATE_LIMITS, RateLimited } from './rate-limits';

export { TOO_MANY_ATTEMPTS } from './rate-limits';
export const AUTH_THROTTLER = RATE_LIMITS.auth;

/** Per-IP budget (AUTH_RATE_LIMIT a minute) for the routes that guess or spam credentials. */
export const AuthRateLimit = () => RateLimited(RATE_LIMITS.auth);

/** Login also has a budget per account, so guesses spread over many addresses still stop. */
export const LoginRateLimit = () => RateLimited(RATE_LIMITS.auth, RATE_LIMITS.loginAccount);
