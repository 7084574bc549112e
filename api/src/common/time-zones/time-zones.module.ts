import { Module } from '@nestjs/common';
import { TimeZoneMigration } from './time-zone-migration.service';

@Module({ providers: [TimeZoneMigration], exports: [TimeZoneMigration] })
export class TimeZonesModule {}
