import type { Hotel } from '@travel/shell/api-types';
import { api } from '@travel/shell/http';
import { ALL_TRANSLATIONS, translationsPayload } from '../../../components/translations';
import { multipartForm } from '../../../lib/multipart-form';
import { hotelTranslated, type HotelValues } from '../lib/validate-hotel';

export type { Hotel };

export const hotelsUrl = '/api/hotel';
/** The admin's reads: English texts with every translation and what each lacks. */
export const hotelListUrl = `${hotelsUrl}?${ALL_TRANSLATIONS}`;
export const hotelUrl = (id: string) => `/api/hotel/${encodeURIComponent(id)}?${ALL_TRANSLATIONS}`;

/** The multipart form of spec 7: text trimmed, `image` and `gallery` repeated per file. */
export function hotelFormData(values: HotelValues): FormData {
  return multipartForm(
    values,
    ['hotelName', 'location', 'pricePerNight', 'description', 'affiliateLink'],
    ['image', 'gallery'],
    { translations: translationsPayload(values, hotelTranslated()) },
  );
}

export async function saveHotel(id: string | null, values: HotelValues): Promise<unknown> {
  const form = hotelFormData(values);
  const response = id
    ? await api.patch(`/api/updateHotel/${encodeURIComponent(id)}`, form)
    : await api.post(hotelsUrl, form);
  return response.data;
}

export async function deleteHotel(id: string): Promise<void> {
  await api.delete(`/api/deleteHotel/${encodeURIComponent(id)}`);
}
