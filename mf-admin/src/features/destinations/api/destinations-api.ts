import type { Destination } from '@travel/shell/api-types';
import { api } from '@travel/shell/http';
import type { DestinationValues } from '../lib/validate-destination';

export type { Destination };

export const destinationsUrl = '/api/destination';
export const destinationUrl = (id: string) => `/api/destination/${encodeURIComponent(id)}`;

/** The multipart form of spec 7: text trimmed, `image` and the (sic) `gallary` files. */
export function destinationFormData(values: DestinationValues): FormData {
  const form = new FormData();
  for (const key of [
    'destination',
    'location',
    'title',
    'description',
    'price',
    'CostPerPerson',
    'affiliateLink',
  ] as const) {
    form.append(key, values[key].trim());
  }
  if (values.capacityPerSlot.trim()) form.append('capacityPerSlot', values.capacityPerSlot.trim());
  form.append('tourTimes', values.tourTimes.trim());
  for (const file of values.image) form.append('image', file);
  for (const file of values.gallary) form.append('gallary', file);
  return form;
}

export async function saveDestination(
  id: string | null,
  values: DestinationValues,
): Promise<unknown> {
  const form = destinationFormData(values);
  const response = id
    ? await api.patch(`/api/updateDestination/${encodeURIComponent(id)}`, form)
    : await api.post(destinationsUrl, form);
  return response.data;
}

export async function deleteDestination(id: string): Promise<void> {
  await api.delete(`/api/deleteDestination/${encodeURIComponent(id)}`);
}
