import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Roles } from './roles.decorator';

/**
 * A route (or every route of a controller) for admins only: `RolesGuard` answers 403 to other accounts,
 * `JwtAuthGuard` 401 without a valid token, and the OpenAPI document says both.
 */
export const AdminOnly = () =>
  applyDecorators(
    Roles('admin'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No valid bearer token' }),
    ApiForbiddenResponse({ description: 'Not an admin' }),
  );
