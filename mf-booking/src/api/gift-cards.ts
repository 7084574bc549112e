import { api } from '@travel/shell/http';
import type {
  BuyGiftCardRequest,
  GiftCardBalance,
  GiftCardCheckout,
} from '@travel/shell/api-types';

/** GET /api/gift-cards/{code}: a code's balance, expiry and status (404: no such card). */
export async function readGiftCard(code: string): Promise<GiftCardBalance> {
  const response = await api.get<{ data: GiftCardBalance }>(
    `/api/gift-cards/${encodeURIComponent(code)}`,
  );
  return response.data.data;
}

/** POST /api/gift-cards: the Checkout Session paying a new card (409 with payments off). */
export async function buyGiftCard(request: BuyGiftCardRequest): Promise<GiftCardCheckout> {
  const response = await api.post<{ data: GiftCardCheckout }>('/api/gift-cards', request);
  return response.data.data;
}
