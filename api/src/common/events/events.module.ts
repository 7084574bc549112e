import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus';

/** The application's one event bus, for every module. */
@Global()
@Module({ providers: [EventBus], exports: [EventBus] })
export class EventsModule {}
