import {
  ExecutionContext,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { IS_KEY_AUTHENTICATED } from '../decorators/key-authenticated.decorator';
import { AuthUser } from '../auth/auth-user';

/**
 * Global guard: every route needs a valid bearer token unless marked @Public(). On public routes a valid
 * token still identifies the caller (so a booking can be tied to an account) but a bad one is ignored.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  private isPublic(context: ExecutionContext): boolean {
    return (
      this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
        context.getHandler(),
        context.getClass(),
      ]) ?? false
    );
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // Its own guard checks the caller's key (see @KeyAuthenticated).
    if (
      this.reflector.getAllAndOverride<boolean>(IS_KEY_AUTHENTICATED, [
        context.getHandler(),
        context.getClass(),
      ])
    ) {
      return true;
    }
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    if (this.isPublic(context) && !request.headers.authorization) return true;
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser = AuthUser>(
    err: unknown,
    user: TUser | false,
    info: unknown,
    context: ExecutionContext,
  ): TUser {
    // An outage is no verdict on the token: answer 503 rather than treat the caller as signed out.
    if (err instanceof ServiceUnavailableException) throw err;
    if (this.isPublic(context)) return (user || null) as TUser;
    // A reason the strategy gave (a session ended by a password change) is the caller's to read.
    if (err instanceof UnauthorizedException) throw err;
    if (err || !user) {
      const expired = info instanceof Error && info.name === 'TokenExpiredError';
      throw new UnauthorizedException(
        expired ? 'Your session has expired. Please log in again.' : 'Please log in to continue.',
      );
    }
    return user;
  }
}
