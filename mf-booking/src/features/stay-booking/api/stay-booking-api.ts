import { api } from '@travel/shell/http';
import type { BookingResponse, StayBooking, StayBookingRequest } from '@travel/shell/api-types';

export async function createStayBooking(booking: StayBookingRequest): Promise<StayBooking> {
  const response = await api.post<BookingResponse<StayBooking>>('/api/bookingapartment', booking);
  return response.data.data;
}

/** The spec notes the limit may come back nested (`{ limit: { maxGuestLimit } }`); accept both. */
type LimitResponse = { maxGuestLimit?: unknown; limit?: { maxGuestLimit?: unknown } };

export async function fetchGuestLimit(signal?: AbortSignal): Promise<unknown> {
  const { data } = await api.get<LimitResponse>('/api/limit', { signal });
  return data.maxGuestLimit ?? data.limit?.maxGuestLimit;
}
