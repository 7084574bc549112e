import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AUTH_THROTTLER, TOO_MANY_ATTEMPTS } from './auth-throttle';
import { RedisThrottlerStorage } from './redis-throttler.storage';

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: AUTH_THROTTLER, ttl: 60_000, limit: config.authRateLimit }],
        errorMessage: TOO_MANY_ATTEMPTS,
        storage: config.redisUrl ? new RedisThrottlerStorage(config.redisUrl) : undefined,
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class ThrottleModule {}
