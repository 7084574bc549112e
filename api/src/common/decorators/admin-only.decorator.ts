import { Roles } from './roles.decorator';

/**
 * A route (or every route of a controller) for admins only: `RolesGuard` answers 403 to other accounts,
 * `JwtAuthGuard` 401 without a valid token. `@Endpoint({ access: 'admin' })` applies it and documents both;
 * on a controller it keeps every route admin-only, including one added later.
 */
export const AdminOnly = () => Roles('admin');
