import { Reflector } from '@nestjs/core';
import { Role } from '../auth/auth-user';

export const RolesMetadata = Reflector.createDecorator<Role[]>();

/** Restricts a route (or every route of a controller) to callers holding one of the roles. */
export const Roles = (...roles: Role[]) => RolesMetadata(roles);
