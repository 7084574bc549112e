import { api } from '@travel/shell/http';
import { followCheckout } from '../../../lib/payment';
import type { BookingResponse, TourBooking, TourBookingRequest } from '@travel/shell/api-types';

export async function createTourBooking(booking: TourBookingRequest): Promise<TourBooking> {
  const response = await api.post<BookingResponse<TourBooking>>('/api/booking', booking);
  return followCheckout(response.data);
}
