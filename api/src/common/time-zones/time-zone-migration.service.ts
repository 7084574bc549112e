import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection } from 'mongoose';
import { UTC } from './zoned-time';

/** The catalog collections whose records carry a `timeZone` (destinations' tour times, offers' stays). */
export const ZONED_COLLECTIONS = ['destinations', 'offers'];

/**
 * Before time zones, tour times and check-ins were read as UTC. At every start this writes `timeZone: 'UTC'`
 * on each destination and offer stored without one, so their bookings keep their meaning. Idempotent: a
 * record with a zone is never touched, and two instances starting together write the same value.
 */
@Injectable()
export class TimeZoneMigration implements OnApplicationBootstrap {
  private readonly logger = new Logger(TimeZoneMigration.name);

  constructor(@InjectConnection() private readonly connection: Connection) {}

  onApplicationBootstrap(): Promise<number> {
    return this.run();
  }

  /** How many records it gave the UTC zone. */
  async run(): Promise<number> {
    let updated = 0;
    for (const name of ZONED_COLLECTIONS) {
      const { modifiedCount } = await this.connection
        .collection(name)
        .updateMany({ timeZone: { $exists: false } }, { $set: { timeZone: UTC } });
      updated += modifiedCount;
    }
    if (updated > 0) this.logger.log(`Gave ${updated} catalog records without a time zone UTC`);
    return updated;
  }
}
