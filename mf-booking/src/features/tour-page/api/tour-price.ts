import { api } from '@travel/shell/http';
import type { PricePreview, TourPriceRequest } from '@travel/shell/api-types';

/** POST /api/booking/price: the server's price with a promo code, before booking (4xx: the code's reason). */
export async function previewTourPrice(request: TourPriceRequest): Promise<PricePreview> {
  const response = await api.post<PricePreview>('/api/booking/price', request);
  return response.data;
}
