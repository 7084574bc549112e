import { applyDecorators, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';

export const AUTH_THROTTLER = 'auth';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/** Per-IP budget (AUTH_RATE_LIMIT a minute) for the routes that guess or spam credentials. */
export const AuthRateLimit = () =>
  applyDecorators(UseGuards(ThrottlerGuard), ApiTooManyRequestsResponse({ description: TOO_MANY_ATTEMPTS }));
