import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard';
import { RolesGuard } from './common/guards/roles.guard';
import { createValidationPipe } from './common/pipes/validation';
import { ThrottleModule } from './throttle/throttle.module';
import { MailModule } from './mail/mail.module';
import { HealthModule } from './health/health.module';
import { AuthModule } from './auth/auth.module';
import { UsersModule } from './users/users.module';
import { DOMAIN_MODULES } from './domain-modules';

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
            // Never log credentials: the bearer token and cookies stay out of request logs.
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            autoLogging: { ignore: (req) => req.url === '/api/health' },
          },
        }),
        MongooseModule.forRoot(config.mongodbUri, {
          // During an outage requests fail within a second (503) instead of queueing or waiting 30 s.
          serverSelectionTimeoutMS: 900,
          bufferCommands: false,
          autoIndex: true,
        }),
        ThrottleModule,
        MailModule,
        HealthModule,
        UsersModule,
        AuthModule,
        ...DOMAIN_MODULES,
      ],
      providers: [
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
