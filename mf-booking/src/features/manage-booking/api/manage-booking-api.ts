import { api } from '@travel/shell/http';
import { useApiGet } from '@travel/shell/data';
import type {
  BookingChanged,
  CheckoutPayment,
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

/** The booking read again, as the payment return page polls it until Stripe's webhook has landed. */
export async function fetchManagedBooking(link: ManageLink): Promise<ManagedBooking> {
  const { data } = await api.get<ManagedBooking>('/api/bookings/manage', { params: link });
  return data;
}

/** A new Stripe payment page for a held booking whose payment was not completed. */
export async function payAgainByLink(link: ManageLink): Promise<CheckoutPayment> {
  const { data } = await api.post<CheckoutPayment>('/api/bookings/manage/checkout', link);
  return data;
}

/** Cancels from the mail's link, no account needed. */
export async function cancelByLink(link: ManageLink): Promise<BookingChanged> {
  const { data } = await api.post<BookingChanged>('/api/bookings/manage/cancel', link);
  return data;
}

/** Moves a tour booking to another date and time from the mail's link; the link keeps working. */
export async function rescheduleByLink(
  link: ManageLink,
  target: { date: string; time: string },
): Promise<BookingChanged> {
  const { data } = await api.post<BookingChanged>('/api/bookings/manage/reschedule', {
    ...link,
    ...target,
  });
  return data;
}
