import { api } from '@travel/shell/http';
import { useApiGet } from '@travel/shell/data';
import type {
  BookingResponse,
  TourBooking,
  WaitlistConfirmed,
  WaitlistLeft,
  WaitlistOffer,
} from '@travel/shell/api-types';
import { followCheckout } from '../../../lib/payment';

/** What a waitlist mail's link carries: the destination in the path of every call, and the token. */
export interface WaitlistLinkParams {
  destination: string;
  token: string;
}

const waitlistUrl = (destination: string) =>
  `/api/destination/${encodeURIComponent(destination)}/waitlist`;

/** The offer a claim link names (the seats, until when, its state); reading it changes nothing. */
export const useWaitlistOffer = ({ destination, token }: WaitlistLinkParams) =>
  useApiGet<WaitlistOffer>(
    `${waitlistUrl(destination)}/offer?${new URLSearchParams({ token }).toString()}`,
  );

/**
 * Claims the held seats: the booking made; with payments on (`paying`) the browser is sent on to Stripe's
 * page at once, as the booking forms do.
 */
export async function claimOffer({
  destination,
  token,
}: WaitlistLinkParams): Promise<{ booking: TourBooking; paying: boolean }> {
  const response = await api.post<BookingResponse<TourBooking>>(
    `${waitlistUrl(destination)}/claim`,
    { token },
  );
  return { booking: followCheckout(response.data), paying: response.data.payment !== undefined };
}

/** Leaves the line (either mail's link); leaving again answers the same. */
export async function leaveWaitlist({ destination, token }: WaitlistLinkParams): Promise<string> {
  const { data } = await api.post<WaitlistLeft>(`${waitlistUrl(destination)}/leave`, { token });
  return data.message;
}

/**
 * Confirms the entry's address by the joined mail's link: only then may seats be offered to it. Confirming
 * again answers the same.
 */
export async function confirmWaitlistEntry({
  destination,
  token,
}: WaitlistLinkParams): Promise<WaitlistConfirmed> {
  const { data } = await api.post<WaitlistConfirmed>(`${waitlistUrl(destination)}/confirm`, {
    token,
  });
  return data;
}
