import type {
  DataResponse,
  PromoCode,
  PromoCodeRequest,
  PromoCodeUpdate,
  PromoCodeUse,
} from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { api } from '@travel/shell/http';

export type { PromoCode, PromoCodeUse };

export const promoCodesUrl = '/api/admin/promo-codes';
const promoCodeUrl = (id: string) => `${promoCodesUrl}/${encodeURIComponent(id)}`;

export const usePromoCodes = () => useApiGet<DataResponse<PromoCode[]>>(promoCodesUrl);

/** A code's uses claimed now, each with its booking; null: none asked for. */
export const usePromoCodeUses = (id: string | null) =>
  useApiGet<DataResponse<PromoCodeUse[]>>(id === null ? null : `${promoCodeUrl(id)}/uses`);

/** POST (a new code) or PATCH (an edit); answers the server's message. */
export async function savePromoCode(
  id: string | null,
  body: PromoCodeRequest | PromoCodeUpdate,
): Promise<string> {
  const { data } = id
    ? await api.patch<{ message: string }>(promoCodeUrl(id), body)
    : await api.post<{ message: string }>(promoCodesUrl, body);
  return data.message;
}
