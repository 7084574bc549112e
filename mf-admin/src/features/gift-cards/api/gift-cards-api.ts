import type {
  DataResponse,
  GiftCard,
  GiftCardEntry,
  GiftCardLedger,
  IssueGiftCardRequest,
} from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { api } from '@travel/shell/http';

export type { GiftCard, GiftCardEntry, GiftCardLedger };

export const giftCardsUrl = '/api/admin/gift-cards';
const giftCardUrl = (id: string) => `${giftCardsUrl}/${encodeURIComponent(id)}`;

export const useGiftCards = () => useApiGet<DataResponse<GiftCard[]>>(giftCardsUrl);

/** A card with its ledger; null: none asked for. */
export const useGiftCardLedger = (id: string | null) =>
  useApiGet<DataResponse<GiftCardLedger>>(id === null ? null : giftCardUrl(id));

/** POST: a card issued by hand, mailed to its recipient; answers the card (with its code). */
export async function issueGiftCard(
  body: IssueGiftCardRequest,
): Promise<{ message: string; data: GiftCard }> {
  const { data } = await api.post<{ message: string; data: GiftCard }>(giftCardsUrl, body);
  return data;
}

/** POST .../void: what is left is taken off and the card can no longer pay. */
export async function voidGiftCard(id: string): Promise<string> {
  const { data } = await api.post<{ message: string }>(`${giftCardUrl(id)}/void`, {});
  return data.message;
}
