import { api } from '@travel/shell/http';
import type { PricePreview, StayPriceRequest } from '@travel/shell/api-types';

/** POST /api/bookingapartment/price: the server's price with a promo code, before booking. */
export async function previewStayPrice(request: StayPriceRequest): Promise<PricePreview> {
  const response = await api.post<PricePreview>('/api/bookingapartment/price', request);
  return response.data;
}
