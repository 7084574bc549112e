import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AuthUser } from '../common/decorators/current-user.decorator';
import { UsersService } from '../users/users.service';
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

  /** The user is read on every request so a role change or a deleted account takes effect at once. */
  async validate(payload: JwtPayload): Promise<AuthUser | null> {
    if (typeof payload.sub !== 'string' || !/^[0-9a-f]{24}$/i.test(payload.sub)) return null;
    const user = await this.users.findById(payload.sub);
    if (!user) return null;
    return { id: user._id.toString(), username: user.username, email: user.email, role: user.role };
  }
}
