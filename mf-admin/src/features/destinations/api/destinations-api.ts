import type { Destination } from '@travel/shell/api-types';
import { api } from '@travel/shell/http';
import { ALL_TRANSLATIONS, translationsPayload } from '../../../components/translations';
import { multipartForm } from '../../../lib/multipart-form';
import { destinationTranslated, type DestinationValues } from '../lib/validate-destination';
import { contentFormFields } from '../lib/tour-content';
import { parseCategories, parseExtras } from '../lib/price-items';

export type { Destination };

export const destinationsUrl = '/api/destination';
/** The admin's reads: English texts with every translation and what each lacks. */
export const destinationListUrl = `${destinationsUrl}?${ALL_TRANSLATIONS}`;
export const destinationUrl = (id: string) =>
  `/api/destination/${encodeURIComponent(id)}?${ALL_TRANSLATIONS}`;

/** The multipart form of spec 7: text trimmed, `image` and the (sic) `gallary` files. */
export function destinationFormData(values: DestinationValues): FormData {
  return multipartForm(
    values,
    [
      'destination',
      'location',
      'title',
      'description',
      'price',
      'CostPerPerson',
      'affiliateLink',
      // Sent empty when left empty: the server then gives a new record the site's zone, an edit keeps its own.
      'timeZone',
    ],
    ['image', 'gallary'],
    // An empty capacity is not sent: the server's default for a new destination, unchanged on an edit.
    {
      capacityPerSlot: values.capacityPerSlot.trim() || undefined,
      tourTimes: values.tourTimes.trim(),
      ...contentFormFields(values),
      priceCategories: JSON.stringify(parseCategories(values.priceCategories).items),
      extras: JSON.stringify(parseExtras(values.extras).items),
      translations: translationsPayload(values, destinationTranslated()),
    },
  );
}

/** `confirmOversell`: save a cut of seats below what a future time holds (the API refuses it otherwise). */
export async function saveDestination(
  id: string | null,
  values: DestinationValues,
  confirmOversell = false,
): Promise<unknown> {
  const form = destinationFormData(values);
  if (confirmOversell) form.append('confirmOversell', 'true');
  const response = id
    ? await api.patch(`/api/updateDestination/${encodeURIComponent(id)}`, form)
    : await api.post(destinationsUrl, form);
  return response.data;
}

/** With `cancelBookings`, its live future bookings are cancelled (mailed, refunded) in the same action. */
export async function deleteDestination(id: string, cancelBookings = false): Promise<void> {
  const query = cancelBookings ? '?cancelBookings=true' : '';
  await api.delete(`/api/deleteDestination/${encodeURIComponent(id)}${query}`);
}
