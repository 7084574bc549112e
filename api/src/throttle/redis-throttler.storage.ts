import { OnModuleDestroy } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';

interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/** Counts hits in Redis so several API instances share one budget per client. */
export class RedisThrottlerStorage implements ThrottlerStorage, OnModuleDestroy {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const hitsKey = `throttle:${throttlerName}:${key}`;
    const blockKey = `${hitsKey}:blocked`;
    const [[, hits], [, hitsTtl], [, blockTtl]] = (await this.redis
      .multi()
      .incr(hitsKey)
      .pttl(hitsKey)
      .pttl(blockKey)
      .exec()) as [[null, number], [null, number], [null, number]];
    if (hitsTtl < 0) await this.redis.pexpire(hitsKey, ttl);
    let timeToBlockExpire = Math.max(blockTtl, 0);
    if (hits > limit && timeToBlockExpire === 0) {
      await this.redis.set(blockKey, '1', 'PX', blockDuration);
      timeToBlockExpire = blockDuration;
    }
    return {
      totalHits: hits,
      timeToExpire: Math.ceil((hitsTtl < 0 ? ttl : hitsTtl) / 1000),
      isBlocked: timeToBlockExpire > 0,
      timeToBlockExpire: Math.ceil(timeToBlockExpire / 1000),
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit();
  }
}
