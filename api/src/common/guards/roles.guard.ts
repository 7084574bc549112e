import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthedRequest } from '../auth/auth-user';
import { RolesMetadata } from '../decorators/roles.decorator';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride(RolesMetadata, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required?.length) return true; // no @Roles: authentication alone decides (JwtAuthGuard runs first)
    const { user } = context.switchToHttp().getRequest<AuthedRequest>();
    if (user && required.includes(user.role)) return true;
    throw new ForbiddenException('You do not have permission to perform this action.');
  }
}
