import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AuditService } from '../audit/audit.service';
import { ChangeFeed } from '../cache/change-feed.service';
import { GUEST_LIMIT_CACHE_TAG } from '../cache/cache-tags';
import { Settings, SETTINGS_KEY } from './schemas/settings.schema';
import { isDuplicateKey } from '../common/writes/duplicate-key';

/** GET /api/limit is served from the public-read cache under this tag until the limit changes. */

/** Spec 9: the limit is 4 until an admin sets one. */
export const DEFAULT_GUEST_LIMIT = 4;

@Injectable()
export class SettingsService {
  constructor(
    @InjectModel(Settings.name) private readonly settings: Model<Settings>,
    private readonly invalidator: ChangeFeed,
    private readonly audit: AuditService,
  ) {}

  async guestLimit(): Promise<number> {
    return (await this.guestLimitSetting()).maxGuestLimit;
  }

  /** The limit in force, and whether it is still the default (no admin has set one). */
  async guestLimitSetting(): Promise<{ maxGuestLimit: number; isDefault: boolean }> {
    const settings = await this.settings.findOne({ key: SETTINGS_KEY }).lean().exec();
    const limit = settings?.maxGuestLimit;
    return typeof limit === 'number' && Number.isInteger(limit) && limit >= 1
      ? { maxGuestLimit: limit, isDefault: false }
      : { maxGuestLimit: DEFAULT_GUEST_LIMIT, isDefault: true };
  }

  async setGuestLimit(maxGuestLimit: number): Promise<number> {
    const before = await this.guestLimitSetting();
    try {
      await this.upsert(maxGuestLimit);
    } catch (error) {
      // Two first-time saves racing on the upsert: the unique key lets one insert; the other updates.
      if (!isDuplicateKey(error)) throw error;
      await this.upsert(maxGuestLimit);
    }
    await this.invalidator.invalidate(GUEST_LIMIT_CACHE_TAG);
    // Before: the limit in force then (the default when no admin had set one).
    await this.audit.record({
      action: 'updated',
      kind: 'guest-limit',
      record: SETTINGS_KEY,
      before: { maxGuestLimit: before.maxGuestLimit },
      after: { maxGuestLimit },
    });
    return maxGuestLimit;
  }

  private async upsert(maxGuestLimit: number): Promise<void> {
    await this.settings
      .updateOne({ key: SETTINGS_KEY }, { $set: { maxGuestLimit } }, { upsert: true })
      .exec();
  }
}
