import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { EventBus } from '../common/events/event-bus';
import { ResponseCache } from './response-cache';
import { AVAILABILITY_CACHE_TAG, CATALOG_CACHE_TAG, IMAGES_CACHE_TAG } from './cache-tags';

const CHANNEL = 'public-cache:invalidate';
/** The tags whose writes change what public pages show (the render server caches those pages). */
const PAGE_TAGS = new Set([CATALOG_CACHE_TAG, IMAGES_CACHE_TAG]);
const VERSION_KEY = 'public-cache:pages-version';

/**
 * The change feed: a write says what it changed as a cache tag (`invalidate(tag)`), and the change reaches
 * this instance and, through Redis pub/sub when REDIS_URL is set, every other one. Wherever it arrives, the
 * cached public responses of the tag are dropped, so the next read anywhere sees the write, and the change
 * is emitted on the event bus (`availability-changed`, `catalog-changed`) for whoever reacts to it: the
 * live availability streams, the waitlist, the tour service's destination cache.
 */
@Injectable()
export class ChangeFeed implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ChangeFeed.name);
  private publisher?: Redis;
  private subscriber?: Redis;
  // Without Redis there is one instance: its own counter, under an id that a restart changes.
  private readonly instance = randomUUID().slice(0, 8);
  private localVersion = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: ResponseCache,
    private readonly events: EventBus,
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

  /**
   * `takenOnly`: the write only took places (a new booking), which this instance's waitlist need not look
   * at; other instances hear the tag alone (a change like any other).
   */
  async invalidate(tag: string, { takenOnly = false } = {}): Promise<void> {
    this.drop(tag, takenOnly);
    if (PAGE_TAGS.has(tag)) {
      this.localVersion += 1;
      await this.publisher?.incr(VERSION_KEY);
    }
    await this.publisher?.publish(CHANNEL, tag);
  }

  /**
   * Changes whenever a write changed what public pages show, on any instance (kept in Redis when
   * REDIS_URL is set): a server that caches rendered pages drops them when it sees a new value.
   */
  async pagesVersion(): Promise<string> {
    if (!this.publisher) return `${this.instance}.${this.localVersion}`;
    return `redis.${(await this.publisher.get(VERSION_KEY)) ?? '0'}`;
  }

  /** Drops the tag's cached responses and tells the change as its event (the tags someone reacts to). */
  private drop(tag: string, takenOnly = false): void {
    this.cache.invalidate(tag);
    if (tag === AVAILABILITY_CACHE_TAG) {
      void this.events.emit('availability-changed', takenOnly ? { takenOnly } : {});
    } else if (tag === CATALOG_CACHE_TAG) {
      void this.events.emit('catalog-changed');
    }
  }
}
