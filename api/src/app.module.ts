import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { TranslatedAnswersInterceptor } from './common/i18n/translated-answers.interceptor';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard';
import { RolesGuard } from './common/guards/roles.guard';
import { createValidationPipe } from './common/pipes/validation';
import { ThrottleModule } from './throttle/throttle.module';
import { AuditModule } from './audit/audit.module';
import { MailModule } from './mail/mail.module';
import { QuotasModule } from './quotas/quotas.module';
import { HealthModule } from './health/health.module';
import { AuthModule } from './auth/auth.module';
import { UsersModule } from './users/users.module';
import { DestinationsModule } from './destinations/destinations.module';
import { OffersModule } from './offers/offers.module';
import { PublicCacheModule } from './cache/public-cache.module';
import { EventsModule } from './common/events/events.module';
import { SchedulingModule } from './common/scheduling/scheduling.module';
import { MediaModule } from './media/media.module';
import { HotelsModule } from './hotels/hotels.module';
import { BlogModule } from './blog/blog.module';
import { SearchModule } from './search/search.module';
import { SeedModule } from './seed/seed.module';
import { TimeZonesModule } from './common/time-zones/time-zones.module';
import { BookingsModule } from './bookings/bookings.module';
import { TourBookingsModule } from './bookings/tours/tour-bookings.module';
import { StayBookingsModule } from './bookings/stays/stay-bookings.module';
import { SettingsModule } from './settings/settings.module';
import { PricingModule } from './pricing/pricing.module';
import { GiftCardsModule } from './gift-cards/gift-cards.module';
import { ContactModule } from './contact/contact.module';
import { StatsModule } from './stats/stats.module';
import { SeoModule } from './seo/seo.module';
import { RecentlyDeletedModule } from './recently-deleted/recently-deleted.module';
import { redactRequest } from './common/log-redaction';
import { SchemaIndexesModule } from './database/schema-indexes.service';
import { ResellersModule } from './resellers/resellers.module';
import { OctoModule } from './octo/octo.module';

@Module({})
export class AppModule {
  /** `config.mongodbUri` must be resolved (main.ts starts the embedded database when it is unset). */
  static forRoot(config: AppConfig & { mongodbUri: string }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // Never log credentials: the bearer token, cookies and the tokens of mailed links stay out of
            // request logs.
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: redactRequest },
            autoLogging: { ignore: (req) => req.url === '/api/health' },
          },
        }),
        MongooseModule.forRoot(config.mongodbUri, {
          // During an outage requests fail within a second (503) instead of queueing or waiting 30 s.
          serverSelectionTimeoutMS: 900,
          bufferCommands: false,
          // Built by SchemaIndexes, the way the server in use is served by them.
          autoIndex: false,
        }),
        SchemaIndexesModule,
        EventsModule,
        SchedulingModule,
        ThrottleModule,
        AuditModule,
        RecentlyDeletedModule,
        QuotasModule,
        MailModule,
        HealthModule,
        UsersModule,
        AuthModule,
        // The product's domains.
        PublicCacheModule,
        MediaModule,
        DestinationsModule,
        HotelsModule,
        OffersModule,
        BlogModule,
        SearchModule,
        TimeZonesModule,
        SeedModule,
        // Tours first, then what both kinds share, then stays: the order of their routes in the OpenAPI document.
        TourBookingsModule,
        BookingsModule,
        StayBookingsModule,
        SettingsModule,
        PricingModule,
        GiftCardsModule,
        ContactModule,
        StatsModule,
        SeoModule,
        ResellersModule,
        OctoModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_INTERCEPTOR, useClass: TranslatedAnswersInterceptor },
      ],
    };
  }
}
