import type { DataResponse, Offer } from '@travel/shell/api-types';
import { api, savedRecord } from '@travel/shell/http';
import { multipartForm } from '../../../lib/multipart-form';
import { ALL_TRANSLATIONS, translationsPayload } from '../../../components/translations';
import { offerTranslated, parseFeatures, type OfferValues } from '../lib/validate-offer';

export type { Offer };

/** The admin's reads: English texts with every translation and what each lacks. */
export const offersUrl = `/api/offer?${ALL_TRANSLATIONS}`;
export const offerUrl = (id: string) => `/api/offer/${encodeURIComponent(id)}?${ALL_TRANSLATIONS}`;

/** The list and the single offer both come wrapped in `{data}`. */
export function offerData<T>(body: unknown): T | undefined {
  return (body as DataResponse<T> | null)?.data;
}

/** The multipart form of spec 7: text trimmed, `Image` and `gallary` files, features as JSON text. */
export function offerFormData(values: OfferValues): FormData {
  return multipartForm(
    values,
    [
      'title',
      'Hotel',
      'Location',
      'RoomType',
      'TrendingOffers',
      'description',
      'Price',
      'Discount',
      // Sent empty when left empty: the server then gives a new record the site's zone, an edit keeps its own.
      'timeZone',
    ],
    ['Image', 'gallary'],
    {
      features: JSON.stringify(parseFeatures(values.features)),
      translations: translationsPayload(values, offerTranslated()),
    },
  );
}

export async function saveOffer(id: string | null, values: OfferValues): Promise<unknown> {
  const form = offerFormData(values);
  const response = id
    ? await api.put(`/api/updateOffers/${encodeURIComponent(id)}`, form)
    : await api.post('/api/offers', form);
  // Spec 8: a 2xx without the saved offer is 'Unexpected server response', not a success.
  savedRecord<Offer>(response.data);
  return response.data;
}

/** With `cancelBookings`, its live future bookings are cancelled (mailed, refunded) in the same action. */
export async function deleteOffer(id: string, cancelBookings = false): Promise<void> {
  const query = cancelBookings ? '?cancelBookings=true' : '';
  await api.delete(`/api/deleteOffers/${encodeURIComponent(id)}${query}`);
}
