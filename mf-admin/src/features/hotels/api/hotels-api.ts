import type { Hotel } from '@travel/shell/api-types';
import { api } from '@travel/shell/http';
import type { HotelValues } from '../lib/validate-hotel';

export type { Hotel };

export const hotelsUrl = '/api/hotel';
export const hotelUrl = (id: string) => `/api/hotel/${encodeURIComponent(id)}`;

/** The multipart form of spec 7: text trimmed, `image` and `gallery` repeated per file. */
export function hotelFormData(values: HotelValues): FormData {
  const form = new FormData();
  form.append('hotelName', values.hotelName.trim());
  form.append('location', values.location.trim());
  form.append('pricePerNight', values.pricePerNight.trim());
  form.append('description', values.description.trim());
  form.append('affiliateLink', values.affiliateLink.trim());
  for (const file of values.image) form.append('image', file);
  for (const file of values.gallery) form.append('gallery', file);
  return form;
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
