import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { MongooseModule } from '@nestjs/mongoose';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { OneTimeTokensService } from './one-time-tokens.service';
import { PasswordHasher } from './password-hasher';
import { AuthToken, AuthTokenSchema } from './schemas/auth-token.schema';
import { LoginAttempts } from './login-attempts.service';
import { LoginFailure, LoginFailureSchema } from './schemas/login-failure.schema';

@Module({
  imports: [
    UsersModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn as `${number}d` },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    MongooseModule.forFeature([
      { name: AuthToken.name, schema: AuthTokenSchema },
      { name: LoginFailure.name, schema: LoginFailureSchema },
    ]),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    JwtStrategy,
    OneTimeTokensService,
    PasswordHasher,
    LoginAttempts,
    AdminBootstrapService,
  ],
})
export class AuthModule {}
