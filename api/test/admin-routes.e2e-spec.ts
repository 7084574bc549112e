import { Reflector } from '@nestjs/core';
import { RolesMetadata } from '../src/common/decorators/roles.decorator';
import { discoverRoutes } from './utils/routes';
import { TestApp, useTestApp } from './utils/test-app';

// Every admin route of the API contract. The test below also checks that the app marks exactly these admin-only,
// so a new admin route must be added here (and is then checked) or the test fails.
const ADMIN_ROUTES = [
  'POST /api/destination',
  'PATCH /api/updateDestination/:id',
  'DELETE /api/deleteDestination/:id',
  'POST /api/hotel',
  'PATCH /api/updateHotel/:id',
  'DELETE /api/deleteHotel/:id',
  'POST /api/offers',
  'PUT /api/updateOffers/:id',
  'DELETE /api/deleteOffers/:id',
  'POST /api/Blog',
  'PUT /api/Blog/:id',
  'DELETE /api/Blog/:id',
  'GET /api/booking',
  'DELETE /api/deleteBooking/:id',
  'GET /api/bookingapartment',
  'GET /api/bookings/stream',
  'DELETE /api/bookingapartment/:id',
  'POST /api/limit',
  'GET /api/contact',
  'DELETE /api/contact/:id',
  'GET /api/users',
  'PATCH /api/users/:id/role',
  'GET /api/admin/stats',
  'GET /api/admin/audit',
  'GET /api/admin/deleted',
  'POST /api/admin/deleted/:kind/:id/restore',
  'GET /api/admin/waitlist',
  'DELETE /api/admin/waitlist/:id',
  'GET /api/admin/mails',
  'POST /api/admin/mails/:id/resend',
  'POST /api/admin/tour-times/preview',
  'POST /api/admin/tour-times/cancel',
  'POST /api/admin/tour-times/move',
  'GET /api/admin/tour-times/booked-times',
  'GET /api/admin/tour-times/oversold',
  'POST /api/admin/bookings/tours',
  'POST /api/admin/bookings/stays',
  'GET /api/admin/bookings/:reference',
  'PATCH /api/admin/bookings/:reference',
  'POST /api/admin/bookings/:reference/cancel',
  'POST /api/admin/bookings/:reference/confirm',
  'POST /api/admin/bookings/:reference/move',
  'POST /api/admin/bookings/:reference/resend',
  'POST /api/admin/bookings/:reference/mark-paid',
  'PUT /api/admin/bookings/:reference/note',
  'GET /api/admin/promo-codes',
  'POST /api/admin/promo-codes',
  'PATCH /api/admin/promo-codes/:id',
  'GET /api/admin/promo-codes/:id/uses',
  'GET /api/admin/gift-cards',
  'POST /api/admin/gift-cards',
  'GET /api/admin/gift-cards/:id',
  'POST /api/admin/gift-cards/:id/void',
  'GET /api/admin/manifest',
  'PATCH /api/admin/bookings/:reference/check-in',
  'GET /api/admin/resellers',
  'POST /api/admin/resellers',
  'PATCH /api/admin/resellers/:id',
  'POST /api/admin/resellers/:id/keys',
  'DELETE /api/admin/resellers/:id/keys/:keyId',
  'GET /api/admin/resellers/:id/bookings',
  'PUT /api/admin/currencies',
  'POST /api/admin/currencies/import',
].sort();

// The admin routes a guide may call too: the manifests and their check-in. Every other one answers a guide 403.
const GUIDE_ROUTES = ['GET /api/admin/manifest', 'PATCH /api/admin/bookings/:reference/check-in'];
const ADMIN_ONLY_ROUTES = ADMIN_ROUTES.filter((route) => !GUIDE_ROUTES.includes(route));

const SOME_ID = '0123456789abcdef01234567';

/** "METHOD /path" of every handler whose controller or method requires the admin role. */
function discoverAdminRoutes(t: TestApp): string[] {
  const reflector = t.app.get(Reflector);
  return discoverRoutes(t)
    .filter(({ handler, controller }) =>
      reflector.getAllAndOverride(RolesMetadata, [handler, controller])?.includes('admin'),
    )
    .map(({ route }) => route)
    .sort();
}

describe('admin routes', () => {
  const t = useTestApp({ signIn: 'user' });

  it('are exactly the contract admin routes', () => {
    expect(discoverAdminRoutes(t)).toEqual(ADMIN_ROUTES);
  });

  it.each(ADMIN_ROUTES)(
    '%s refuses anonymous callers (401) and non-admins (403)',
    async (route) => {
      const [method, template] = route.split(' ') as [string, string];
      const path = template.replace(':id', SOME_ID).replace(':reference', 'TB-ABCDEF');
      const call = () =>
        t.http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path);
      const anonymous = await call().send({});
      expect({ route, status: anonymous.status }).toEqual({ route, status: 401 });
      expect(typeof anonymous.body.message).toBe('string');
      const user = await call().set('Authorization', `Bearer ${t.token}`).send({});
      expect({ route, status: user.status }).toEqual({ route, status: 403 });
    },
  );

  describe('a guide', () => {
    let guide: string;
    beforeAll(async () => {
      guide = await t.signIn('guide');
    });

    it('is refused (403) every admin route but the manifest and check-in', async () => {
      const refused = await Promise.all(
        ADMIN_ONLY_ROUTES.map(async (route) => {
          const [method, template] = route.split(' ') as [string, string];
          const path = template.replace(':id', SOME_ID).replace(':kind', 'hotel');
          const response = await t.http[
            method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'
          ](path)
            .set('Authorization', `Bearer ${guide}`)
            .send({});
          return { route, status: response.status };
        }),
      );
      expect(refused).toEqual(ADMIN_ONLY_ROUTES.map((route) => ({ route, status: 403 })));
    });

    it('may call the manifest and the check-in (past the role check)', async () => {
      const manifest = await t.http
        .get('/api/admin/manifest?destinationId=nope&date=2026-01-01&time=09:00')
        .set('Authorization', `Bearer ${guide}`);
      expect(manifest.status).toBe(400);
      const checkIn = await t.http
        .patch('/api/admin/bookings/TB-ABCDEF/check-in')
        .set('Authorization', `Bearer ${guide}`)
        .send({ status: 'arrived' });
      expect(checkIn.status).toBe(404);
    });
  });
});
