import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection } from 'mongoose';
import { isDuplicateKey } from '../writes/duplicate-key';
import { UTC } from './zoned-time';

/** The catalog collections whose records carry a `timeZone` (destinations' tour times, offers' stays). */
export const ZONED_COLLECTIONS = ['destinations', 'offers'];

/** Where a database records the one-time migrations done on it, one document each (`_id` its name). */
export const MIGRATIONS = 'migrations';
export const TIME_ZONES_MIGRATED = 'time-zones';

/**
 * Before time zones, tour times and check-ins were read as UTC. At start-up this writes `timeZone: 'UTC'`
 * on each destination and offer stored without one, so their bookings keep their meaning, then marks the
 * database (MIGRATIONS, read by `_id`): every record written since carries its zone, so later starts read
 * the marker only, not the catalog. Idempotent: a record with a zone is never touched, and two instances
 * starting together write the same values and one marker.
 */
@Injectable()
export class TimeZoneMigration implements OnApplicationBootstrap {
  private readonly logger = new Logger(TimeZoneMigration.name);

  constructor(@InjectConnection() private readonly connection: Connection) {}

  onApplicationBootstrap(): Promise<number> {
    return this.run();
  }

  /** How many records it gave the UTC zone (none on a database marked done). */
  async run(): Promise<number> {
    const migrations = this.connection.collection<{ _id: string; at: Date }>(MIGRATIONS);
    if (await migrations.findOne({ _id: TIME_ZONES_MIGRATED })) return 0;
    let updated = 0;
    for (const name of ZONED_COLLECTIONS) {
      const { modifiedCount } = await this.connection
        .collection(name)
        .updateMany({ timeZone: { $exists: false } }, { $set: { timeZone: UTC } });
      updated += modifiedCount;
    }
    if (updated > 0) this.logger.log(`Gave ${updated} catalog records without a time zone UTC`);
    try {
      await migrations.insertOne({ _id: TIME_ZONES_MIGRATED, at: new Date() });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    return updated;
  }
}
