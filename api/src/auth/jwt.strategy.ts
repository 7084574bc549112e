import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AuthUser } from '../common/auth/auth-user';
import { isObjectIdString } from '../common/object-id';
import { UsersService } from '../users/users.service';
import { databaseUnavailable, isDatabaseOutage } from '../common/filters/database-outage';
import { JwtPayload } from './auth.service';

/** The 401's message for a token that a newer password or role has ended. */
export const SESSION_ENDED = {
  password: 'Your password was changed; please sign in again',
  role: 'Your account was changed; please sign in again',
} as const;

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
    if (!user) return null;
    // A token from before the account's last password or role change: the browser holding it is told
    // why it is signed out, not just that it is.
    if ((payload.ver ?? 0) !== (user.tokenVersion ?? 0)) {
      throw new UnauthorizedException(SESSION_ENDED[user.tokenRevokedBy ?? 'password']);
    }
    return {
      id: user._id.toString(),
      username: user.username,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified === true,
    };
  }
}
