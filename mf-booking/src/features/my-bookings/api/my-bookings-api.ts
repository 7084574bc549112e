import { api } from '@travel/shell/http';
import { useApiGet } from '@travel/shell/data';
import type { BookingChanged, Destination, MyBookings, Offer } from '@travel/shell/api-types';

export const useMyBookings = () => useApiGet<MyBookings>('/api/bookings/mine');

/** The public destinations, to name older tour bookings; nothing is asked unless `needed`. */
export const useDestinationsIf = (needed: boolean) =>
  useApiGet<Destination[]>(needed ? '/api/destination' : null);

/** The public offers, to name older stay bookings; nothing is asked unless `needed`. */
export const useOffersIf = (needed: boolean) =>
  useApiGet<{ data: Offer[] }>(needed ? '/api/offer' : null);

/** A signed-in visitor cancels one of their own bookings. */
export async function cancelMyBooking(reference: string): Promise<BookingChanged> {
  const { data } = await api.post<BookingChanged>(
    `/api/bookings/mine/${encodeURIComponent(reference)}/cancel`,
  );
  return data;
}

/** My bookings read again, after a change whose effects the server decides (the new cancel deadline). */
export async function fetchMyBookings(): Promise<MyBookings> {
  const { data } = await api.get<MyBookings>('/api/bookings/mine');
  return data;
}

/** A signed-in visitor moves one of their tour bookings to another date and time. */
export async function rescheduleMyBooking(
  reference: string,
  target: { date: string; time: string },
): Promise<BookingChanged> {
  const { data } = await api.post<BookingChanged>(
    `/api/bookings/mine/${encodeURIComponent(reference)}/reschedule`,
    target,
  );
  return data;
}
