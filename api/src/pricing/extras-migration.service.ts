import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection } from 'mongoose';
import { DEFAULT_EXTRA } from './pricing';

/**
 * Before operators defined extras, every tour offered the spec's "Extra offers" (+50 per booking). At every
 * start this gives each destination stored without `extras` that default, so the spec's checkbox and price
 * hold until the operator changes them. Idempotent: a destination with extras (even none) is never touched.
 */
@Injectable()
export class ExtrasMigration implements OnApplicationBootstrap {
  private readonly logger = new Logger(ExtrasMigration.name);

  constructor(@InjectConnection() private readonly connection: Connection) {}

  onApplicationBootstrap(): Promise<number> {
    return this.run();
  }

  /** How many destinations it gave the default extra. */
  async run(): Promise<number> {
    const { modifiedCount } = await this.connection
      .collection('destinations')
      .updateMany({ extras: { $exists: false } }, { $set: { extras: [{ ...DEFAULT_EXTRA }] } });
    if (modifiedCount > 0) {
      this.logger.log(`Gave ${modifiedCount} destinations without extras the default extra`);
    }
    return modifiedCount;
  }
}
