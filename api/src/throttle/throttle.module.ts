import { ExecutionContext, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RATE_LIMITS, TOO_MANY_ATTEMPTS, TOO_MANY_REQUESTS } from './rate-limits';
import { RedisThrottlerStorage } from './redis-throttler.storage';

const MINUTE = 60_000;

function message(context: ExecutionContext): string {
  const path = context.switchToHttp().getRequest<{ path?: string }>().path ?? '';
  return path.startsWith('/auth/') ? TOO_MANY_ATTEMPTS : TOO_MANY_REQUESTS;
}

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        throttlers: [
          { name: RATE_LIMITS.auth, ttl: MINUTE, limit: config.authRateLimit },
          {
            name: RATE_LIMITS.booking,
            ttl: MINUTE,
            limit: config.bookingRateLimit,
            // One budget for tours and stays together, not one per route.
            generateKey: (_context: ExecutionContext, tracker: string, name: string) =>
              `${name}:${tracker}`,
          },
          {
            name: RATE_LIMITS.manage,
            ttl: MINUTE,
            limit: config.bookingRateLimit,
            // One budget for showing, confirming and cancelling: what it slows down is guessing links.
            generateKey: (_context: ExecutionContext, tracker: string, name: string) =>
              `${name}:${tracker}`,
          },
          { name: RATE_LIMITS.contact, ttl: MINUTE, limit: config.contactRateLimit },
        ],
        errorMessage: message,
        storage: config.redisUrl ? new RedisThrottlerStorage(config.redisUrl) : undefined,
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class ThrottleModule {}
