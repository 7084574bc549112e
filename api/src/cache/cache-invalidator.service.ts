import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ResponseCache } from './response-cache';
import { CATALOG_CACHE_TAG, IMAGES_CACHE_TAG } from './cache-tags';

const CHANNEL = 'public-cache:invalidate';
/** The tags whose writes change what public pages show (the render server caches those pages). */
const PAGE_TAGS = new Set([CATALOG_CACHE_TAG, IMAGES_CACHE_TAG]);
const VERSION_KEY = 'public-cache:pages-version';

type InvalidationListener = (tag: string) => void;

/**
 * Drops cached public responses of a tag after a write, on this instance and, through Redis pub/sub when
 * REDIS_URL is set, on every other instance, so the next read anywhere sees the write. Listeners hear of
 * every tag dropped here, whichever instance wrote: the live availability streams push on them.
 */
@Injectable()
export class CacheInvalidator implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CacheInvalidator.name);
  private publisher?: Redis;
  private subscriber?: Redis;
  private readonly listeners = new Set<InvalidationListener>();
  // Without Redis there is one instance: its own counter, under an id that a restart changes.
  private readonly instance = randomUUID().slice(0, 8);
  private localVersion = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: ResponseCache,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.redisUrl) return;
    this.publisher = new Redis(this.config.redisUrl, { maxRetriesPerRequest: 2 });
    this.subscriber = this.publisher.duplicate();
    this.subscriber.on('message', (_channel: string, tag: string) => this.drop(tag));
    this.subscriber.on('error', (error: Error) =>
      this.logger.warn(`Redis subscriber: ${error.message}`),
    );
    await this.subscriber.subscribe(CHANNEL);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.subscriber?.quit(), this.publisher?.quit()]);
  }

  async invalidate(tag: string): Promise<void> {
    this.drop(tag);
    if (PAGE_TAGS.has(tag)) {
      this.localVersion += 1;
      await this.publisher?.incr(VERSION_KEY);
    }
    await this.publisher?.publish(CHANNEL, tag);
  }

  /** Calls `listener` with each tag dropped from now on; answers the function that stops it. */
  listen(listener: InvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Changes whenever a write changed what public pages show, on any instance (kept in Redis when
   * REDIS_URL is set): a server that caches rendered pages drops them when it sees a new value.
   */
  async pagesVersion(): Promise<string> {
    if (!this.publisher) return `${this.instance}.${this.localVersion}`;
    return `redis.${(await this.publisher.get(VERSION_KEY)) ?? '0'}`;
  }

  private drop(tag: string): void {
    this.cache.invalidate(tag);
    for (const listener of this.listeners) listener(tag);
  }
}
