import type {
  AdminStats,
  OversoldTourTime,
  ContactMessage,
  Paged,
  StayBooking,
  TourBooking,
} from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';

/** How many of the newest bookings and messages the updates view lists. */
export const LATEST = 5;

/** The overview's figures and per-day series; nothing is asked unless `needed`. */
export const useAdminStats = (needed: boolean) =>
  useApiGet<AdminStats>(needed ? '/api/admin/stats' : null);

export const useLatestTourBookings = () =>
  useApiGet<Paged<TourBooking>>(`/api/booking?limit=${LATEST}`);

export const useLatestStayBookings = () =>
  useApiGet<Paged<StayBooking>>(`/api/bookingapartment?limit=${LATEST}`);

/** The first page of messages (the API's page size), newest first. */
export const useLatestMessages = () => useApiGet<Paged<ContactMessage>>('/api/contact?page=1');

/** Tour times holding more tickets than their tour's seats per time (a cut the admin confirmed). */
export const useOversoldTimes = (needed: boolean) =>
  useApiGet<{ data: OversoldTourTime[] }>(needed ? '/api/admin/tour-times/oversold' : null);
