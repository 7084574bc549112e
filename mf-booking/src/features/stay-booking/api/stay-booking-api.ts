import { api } from '@travel/shell/http';
import { useLiveApiGet } from '@travel/shell/data';
import { followCheckout } from '../../../lib/payment';
import type {
  BookingResponse,
  StayAvailability,
  StayBooking,
  StayBookingRequest,
} from '@travel/shell/api-types';

export async function createStayBooking(booking: StayBookingRequest): Promise<StayBooking> {
  const response = await api.post<BookingResponse<StayBooking>>('/api/bookingapartment', booking);
  return followCheckout(response.data);
}

/**
 * The nights already taken from today on (the API's default range: a year and a day), kept current by the
 * API's live stream while the form is open.
 */
export const useOfferAvailability = (offerId: string) =>
  useLiveApiGet<StayAvailability>(
    `/api/offer/${encodeURIComponent(offerId)}/availability`,
    `/api/offer/${encodeURIComponent(offerId)}/availability/stream`,
  );

/** The spec notes the limit may come back nested (`{ limit: { maxGuestLimit } }`); accept both. */
type LimitResponse = { maxGuestLimit?: unknown; limit?: { maxGuestLimit?: unknown } };

export async function fetchGuestLimit(signal?: AbortSignal): Promise<unknown> {
  const { data } = await api.get<LimitResponse>('/api/limit', { signal });
  return data.maxGuestLimit ?? data.limit?.maxGuestLimit;
}
