import { Reflector } from '@nestjs/core';

export type Role = 'admin' | 'user';
export const ROLES: readonly Role[] = ['admin', 'user'];

export const RolesMetadata = Reflector.createDecorator<Role[]>();

/** Restricts a route (or every route of a controller) to callers holding one of the roles. */
export const Roles = (...roles: Role[]) => RolesMetadata(roles);
