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
].sort();

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
      const path = template.replace(':id', SOME_ID);
      const call = () =>
        t.http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path);
      const anonymous = await call().send({});
      expect({ route, status: anonymous.status }).toEqual({ route, status: 401 });
      expect(typeof anonymous.body.message).toBe('string');
      const user = await call().set('Authorization', `Bearer ${t.token}`).send({});
      expect({ route, status: user.status }).toEqual({ route, status: 403 });
    },
  );
});
