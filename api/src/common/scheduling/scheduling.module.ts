import { Global, Module } from '@nestjs/common';
import { Scheduler } from './scheduler';

/** The one scheduler of background work, for every module. */
@Global()
@Module({ providers: [Scheduler], exports: [Scheduler] })
export class SchedulingModule {}
