import type {
  AdminBookingDetail,
  BackOfficeStayBookingRequest,
  BackOfficeTourBookingRequest,
  PricePreview,
  StayPriceRequest,
  TourPriceRequest,
} from '@travel/shell/api-types';
import { api } from '@travel/shell/http';

/** POST /api/booking/price: what the booking would be charged, the promo code checked; nothing is claimed. */
export async function previewTourPrice(
  request: TourPriceRequest,
  signal?: AbortSignal,
): Promise<PricePreview> {
  const response = await api.post<PricePreview>('/api/booking/price', request, { signal });
  return response.data;
}

/** POST /api/bookingapartment/price: the stay's price for guests and nights, the promo code checked. */
export async function previewStayPrice(
  request: StayPriceRequest,
  signal?: AbortSignal,
): Promise<PricePreview> {
  const response = await api.post<PricePreview>('/api/bookingapartment/price', request, {
    signal,
  });
  return response.data;
}

/** Confirmed at once, channel back office, no card payment; the answer is the booking's detail. */
export async function bookTour(request: BackOfficeTourBookingRequest): Promise<AdminBookingDetail> {
  const response = await api.post<{ data: AdminBookingDetail }>(
    '/api/admin/bookings/tours',
    request,
  );
  return response.data.data;
}

export async function bookStay(request: BackOfficeStayBookingRequest): Promise<AdminBookingDetail> {
  const response = await api.post<{ data: AdminBookingDetail }>(
    '/api/admin/bookings/stays',
    request,
  );
  return response.data.data;
}
