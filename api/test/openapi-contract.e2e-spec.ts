import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../src/bootstrap/openapi';
import { useTestApp } from './utils/test-app';

// The OpenAPI document is the contract other teams code against: every operation says who may call it,
// and those declarations are checked here against what the running API answers.

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

interface Operation {
  route: string;
  method: Method;
  path: string;
  operation: OperationObject;
}

const SOME_ID = '0123456789abcdef01234567';

function operationsOf(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation
        ? [{ route: `${method.toUpperCase()} ${path}`, method, path, operation }]
        : [];
    }),
  );
}

/** True when the operation cannot be called without a bearer token (no anonymous alternative). */
function needsToken(operation: OperationObject): boolean {
  const security = operation.security ?? [];
  return security.length > 0 && security.every((requirement) => 'bearer' in requirement);
}

function concretePath(template: string): string {
  return template.replace('{id}', SOME_ID).replace('{reference}', 'TB-AAAAAA');
}

describe('OpenAPI contract', () => {
  const t = useTestApp({ signIn: 'user' });
  let operations: Operation[];

  beforeAll(() => {
    operations = operationsOf(buildOpenApiDocument(t.app));
  });

  it('names, summarises and secures every operation, each id once', () => {
    const missing = operations
      .filter(
        ({ operation }) => !operation.summary || !operation.operationId || !operation.security,
      )
      .map(({ route }) => route);
    expect(missing).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the operation ids the frontends are generated against', () => {
    const ids = new Map(operations.map(({ route, operation }) => [route, operation.operationId]));
    expect(ids.get('POST /api/booking')).toBe('BookingsController_create');
    expect(ids.get('POST /api/bookingapartment')).toBe('StaysController_create');
    expect(ids.get('GET /api/bookings/mine')).toBe('MyBookingsController_mine');
  });

  it('answers every error with the one error body', () => {
    const bare = operations.flatMap(({ route, operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => Number(status) >= 400)
        .filter(([, response]) => {
          const schema = (response as ResponseObject).content?.['application/json']?.schema;
          return !schema || !('$ref' in schema) || schema.$ref !== '#/components/schemas/ErrorBody';
        })
        .map(([status]) => `${route} ${status}`),
    );
    expect(bare).toEqual([]);
  });

  it("matches each operation's security to what the API answers", async () => {
    const mismatches: string[] = [];
    for (const { route, method, path, operation } of operations) {
      const needed = needsToken(operation);
      const anonymous = await t.http[method](concretePath(path)).send({});
      const refused = anonymous.status === 401 || anonymous.status === 403;
      if (needed ? anonymous.status !== 401 : refused) {
        mismatches.push(`${route}: anonymous ${anonymous.status}, document says token ${needed}`);
      }
      if (!needed) continue;
      // Admin operations are the secured ones that document a 403 ("Not an admin").
      const adminOnly = '403' in operation.responses;
      const asUser = await t.http[method](concretePath(path))
        .set('Authorization', `Bearer ${t.token}`)
        .send({});
      if ((asUser.status === 403) !== adminOnly || asUser.status === 401) {
        mismatches.push(`${route}: a user gets ${asUser.status}, document says admin ${adminOnly}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
