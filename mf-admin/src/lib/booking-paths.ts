import { paths } from '@travel/shell/paths';

/** The admin's page of one booking (its detail and actions), below the dashboard's mount point. */
export const BOOKING_DETAIL_ROUTE = 'bookings/:reference';

/** The address of one booking's page: `/admin/bookings/TB-7K3Q9X`. */
export function bookingPath(reference: string): string {
  return `${paths.admin.overview}/bookings/${encodeURIComponent(reference)}`;
}
