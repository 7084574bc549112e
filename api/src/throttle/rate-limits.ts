import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorBody } from '../common/filters/error-body';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';

/**
 * Each budget counts a minute of one client's requests. Login's per-account limit is not a budget here: it
 * counts failures, not requests (auth/login-throttle.ts), so strangers cannot spend an owner's budget.
 */
export const RATE_LIMITS = {
  /** Per client IP on the routes that guess or spam credentials (AUTH_RATE_LIMIT). */
  auth: 'auth',
  /** Per client IP on tour and stay bookings (BOOKING_RATE_LIMIT). */
  booking: 'booking',
  /** Per client IP on the manage-by-link routes (BOOKING_RATE_LIMIT, a budget of its own). */
  manage: 'manage',
  /** Per client IP on contact messages (CONTACT_RATE_LIMIT). */
  contact: 'contact',
} as const;

export type RateLimitName = (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS];

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

/**
 * Applies the named budgets to a route and skips every other one (the guard would otherwise count the
 * route against all the budgets the module declares).
 */
export const RateLimited = (...names: RateLimitName[]) =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    SkipThrottle(
      Object.fromEntries(Object.values(RATE_LIMITS).map((name) => [name, !names.includes(name)])),
    ),
    ApiTooManyRequestsResponse({
      description: names.includes('auth') ? TOO_MANY_ATTEMPTS : TOO_MANY_REQUESTS,
      type: ErrorBody,
    }),
  );
