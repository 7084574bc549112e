import { RATE_LIMITS, RateLimited } from './rate-limits';

/** Per-IP budget (AUTH_RATE_LIMIT a minute) for the routes that guess or spam credentials. */
export const AuthRateLimit = () => RateLimited(RATE_LIMITS.auth);

/** Login's per-IP budget; its failures per account are counted by auth/login-attempts.service.ts. */
export const LoginRateLimit = () => RateLimited(RATE_LIMITS.auth);
