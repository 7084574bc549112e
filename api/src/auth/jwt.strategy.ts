import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AuthUser } from '../common/auth/auth-user';
import { isObjectIdString } from '../common/object-id';
import { UsersService } from '../users/users.service';
import { databaseUnavailable, isDatabaseOutage } from '../common/filters/database-outage';
import { JwtPayload } from './auth.service';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      // Pinning the algorithm refuses `alg: none` and key-confusion tokens.
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /**
   * The user is read on every request so a role change, a password reset or a deleted account takes effect
   * at once. When the database cannot be reached the token is neither valid nor invalid: the request gets a
   * 503 and the session stays (a 401 would make clients sign the user out).
   */
  async validate(payload: JwtPayload & { exp?: unknown }): Promise<AuthUser | null> {
    // Every token this API signs ends (JWT_EXPIRES_IN): one without an end is not one of ours to honour.
    if (typeof payload.exp !== 'number') return null;
    if (!isObjectIdString(payload.sub)) return null;
    let user: Awaited<ReturnType<UsersService['findById']>>;
    try {
      user = await this.users.findById(payload.sub);
    } catch (error) {
      throw isDatabaseOutage(error) ? databaseUnavailable() : error;
    }
    if (!user || (payload.ver ?? 0) !== (user.tokenVersion ?? 0)) return null;
    return {
      id: user._id.toString(),
      username: user.username,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified === true,
    };
  }
}
