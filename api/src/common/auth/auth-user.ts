import type { Request } from 'express';

/**
 * What an account may do: admins manage the catalog, bookings, messages and accounts; guides open the
 * manifests of tour times and check guests in, and nothing else of the admin.
 */
export type Role = 'admin' | 'guide' | 'user';
export const ROLES: readonly Role[] = ['admin', 'guide', 'user'];

/** The signed-in caller as the guards put it on the request (`JwtStrategy` loads it from the account). */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  /** Whether the account proved it owns `email`: only then are bookings under it confirmed at once. */
  emailVerified: boolean;
}

export type AuthedRequest = Request & { user?: AuthUser | null };
