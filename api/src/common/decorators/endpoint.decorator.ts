import { applyDecorators } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOperation,
  ApiResponse,
  getSchemaPath,
  type SecurityRequirementObject,
} from '@nestjs/swagger';
import { ErrorBody } from '../filters/error-body';
import { AdminOnly } from './admin-only.decorator';
import { Public } from './public.decorator';
import { Roles } from './roles.decorator';

/**
 * Who may call a route. The guards enforce it and the OpenAPI document states it, both from this one value,
 * so the two cannot disagree:
 * - `public`: anyone, no token needed;
 * - `public-or-signed-in`: anyone, and a valid bearer token also identifies the caller (a booking made
 *   signed in is tied to the account);
 * - `signed-in`: a valid bearer token (401 without);
 * - `admin`: a valid bearer token of an admin (401 without, 403 for other accounts, guides included);
 * - `staff`: a valid bearer token of an admin or a guide (the manifests and their check-in).
 */
export type Access = 'public' | 'public-or-signed-in' | 'signed-in' | 'admin' | 'staff';

/**
 * The errors a route documents, each answered with the contract's `ErrorBody`: client errors, and 503 where a
 * service the route needs (Stripe) can be out of reach.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** The 503 of a route that calls Stripe with payments on. */
export const STRIPE_UNREACHABLE =
  'Payments are on and Stripe cannot be reached: nothing changed, try again';

export interface EndpointOptions {
  /**
   * The operation's name in the OpenAPI document. The frontends' generated types are keyed by it, so it is
   * written out rather than derived from class and method names, which may then be renamed freely.
   */
  operationId: string;
  /** One line, shown in Swagger UI's list of operations. */
  summary: string;
  description?: string;
  access: Access;
  /** What each error means on this route; 401 and 403 are added from `access` unless given here. */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/** The security scheme `buildOpenApiDocument` declares. */
export const BEARER = 'bearer';

const SECURITY: Record<Access, SecurityRequirementObject[]> = {
  public: [],
  // An empty requirement is the anonymous alternative: the token is optional.
  'public-or-signed-in': [{}, { [BEARER]: [] }],
  'signed-in': [{ [BEARER]: [] }],
  admin: [{ [BEARER]: [] }],
  staff: [{ [BEARER]: [] }],
};

const ACCESS_ERRORS: Record<Access, Partial<Record<ErrorStatus, string>>> = {
  public: {},
  'public-or-signed-in': {},
  'signed-in': { 401: 'No valid bearer token' },
  admin: { 401: 'No valid bearer token', 403: 'Not an admin' },
  staff: { 401: 'No valid bearer token', 403: 'Neither an admin nor a guide' },
};

const ERROR_CONTENT = { 'application/json': { schema: { $ref: getSchemaPath(ErrorBody) } } };

function enforce(access: Access): MethodDecorator[] {
  if (access === 'public' || access === 'public-or-signed-in') return [Public()];
  if (access === 'admin') return [AdminOnly()];
  if (access === 'staff') return [Roles('admin', 'guide')];
  // Every route needs a token unless marked public (the global JwtAuthGuard).
  return [];
}

/**
 * Declares one route for callers and for the OpenAPI document at once: who may call it (enforced),
 * its operation id, summary and security, and each client error with the contract's error body.
 * Success responses stay beside the route (`@ApiOkResponse`, `@ApiCreatedResponse`), as do rate limits
 * (`@RateLimited`, which documents its 429) and caching (`@PublicCached`).
 */
export function Endpoint(options: EndpointOptions): MethodDecorator {
  const errors = { ...ACCESS_ERRORS[options.access], ...options.errors };
  return applyDecorators(
    ...enforce(options.access),
    ApiOperation({
      operationId: options.operationId,
      summary: options.summary,
      ...(options.description ? { description: options.description } : {}),
      // Set on the operation itself, so a controller-wide security decorator cannot contradict it.
      security: SECURITY[options.access],
    }),
    ApiExtraModels(ErrorBody),
    // Content written out rather than `type`, so a route that produces images still errs in JSON.
    ...Object.entries(errors).map(([status, description]) =>
      ApiResponse({ status: Number(status), description, content: ERROR_CONTENT }),
    ),
  );
}
