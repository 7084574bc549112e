import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ResponseCache } from './response-cache';

const CHANNEL = 'public-cache:invalidate';

/**
 * Drops cached public responses of a tag after a write, on this instance and, through Redis pub/sub when
 * REDIS_URL is set, on every other instance, so the next read anywhere sees the write.
 */
@Injectable()
export class CacheInvalidator implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CacheInvalidator.name);
  private publisher?: Redis;
  private subscriber?: Redis;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: ResponseCache,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.redisUrl) return;
    this.publisher = new Redis(this.config.redisUrl, { maxRetriesPerRequest: 2 });
    this.subscriber = this.publisher.duplicate();
    this.subscriber.on('message', (_channel: string, tag: string) => this.cache.invalidate(tag));
    this.subscriber.on('error', (error: Error) =>
      this.logger.warn(`Redis subscriber: ${error.message}`),
    );
    await this.subscriber.subscribe(CHANNEL);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.subscriber?.quit(), this.publisher?.quit()]);
  }

  async invalidate(tag: string): Promise<void> {
    this.cache.invalidate(tag);
    await this.publisher?.publish(CHANNEL, tag);
  }
}
