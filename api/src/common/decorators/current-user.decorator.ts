import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { Role } from './roles.decorator';

export interface AuthUser {
  id: string;
  username: string;
  email: string;
  role: Role;
}

export type AuthedRequest = Request & { user?: AuthUser | null };

/** The signed-in caller; `null` on a public route called without a token. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser | null =>
    ctx.switchToHttp().getRequest<AuthedRequest>().user ?? null,
);
