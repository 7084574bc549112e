import { api } from '@travel/shell/http';
import { useApiGet } from '@travel/shell/data';
import type {
  BookingChanged,
  Destination,
  ManageBookingLink,
  Offer,
} from '@travel/shell/api-types';
import type { ManagedBooking } from '../types';

export type ManageLink = ManageBookingLink;

/** The booking a mail's link names; the token in it is the key, no account needed. */
export const useManagedBooking = ({ ref, token }: ManageLink) =>
  useApiGet<ManagedBooking>(
    `/api/bookings/manage?${new URLSearchParams({ ref, token }).toString()}`,
  );

/** One destination, to name an older tour booking; nothing is asked while `id` is null. */
export const useDestinationIf = (id: string | null) =>
  useApiGet<Destination>(id === null ? null : `/api/destination/${encodeURIComponent(id)}`);

/** One offer, to name an older stay booking; nothing is asked while `id` is null. */
export const useOfferIf = (id: string | null) =>
  useApiGet<{ data: Offer }>(id === null ? null : `/api/offer/${encodeURIComponent(id)}`);

/** Confirms a hold from the mail's link. */
export async function confirmByLink(link: ManageLink): Promise<BookingChanged> {
  const { data } = await api.post<BookingChanged>('/api/bookings/manage/confirm', link);
  return data;
}

/** Cancels from the mail's link, no account needed. */
export async function cancelByLink(link: ManageLink): Promise<BookingChanged> {
  const { data } = await api.post<BookingChanged>('/api/bookings/manage/cancel', link);
  return data;
}
