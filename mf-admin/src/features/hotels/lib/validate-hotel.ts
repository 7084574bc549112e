import { formCheck, type FormCheck } from '@travel/shell/forms';
import {
  affiliateLinkMessage,
  centsError,
  filesError,
  isHttpUrl,
  maxText,
  numberOrNaN,
  requireText,
  uploadImageMessage,
} from '../../../lib/catalog-rules';
import {
  translationChecks,
  type TranslatedField,
  type TranslationValues,
} from '../../../components/translations';

/** The hotel's translated texts (the API's HOTEL_TEXTS): its name and place stay as entered. */
export const HOTEL_TRANSLATED: readonly TranslatedField[] = [
  { name: 'description', label: 'Description', max: 500, long: true },
];

export type HotelValues = {
  hotelName: string;
  location: string;
  pricePerNight: string;
  description: string;
  affiliateLink: string;
  image: File[];
  gallery: File[];
} & TranslationValues;

export const PRICE_PER_NIGHT_MESSAGE = 'Please enter a valid price per night';

/** Spec 5 "Hotel form", in its order; the image is required only when adding. */
export function validateHotel(values: HotelValues, adding: boolean): FormCheck {
  const price = numberOrNaN(values.pricePerNight);
  return formCheck(
    adding && values.image.length === 0 ? { field: 'image', message: uploadImageMessage() } : null,
    filesError('image', values.image),
    Number.isFinite(price) && price > 0
      ? null
      : { field: 'pricePerNight', message: PRICE_PER_NIGHT_MESSAGE },
    centsError('pricePerNight', 'Price per night', values.pricePerNight),
    requireText('hotelName', 'Hotel name', values.hotelName, 100),
    requireText('location', 'Location', values.location, 100),
    maxText('description', 'Description', values.description, 500),
    values.affiliateLink.trim() && !isHttpUrl(values.affiliateLink)
      ? { field: 'affiliateLink', message: affiliateLinkMessage() }
      : null,
    filesError('gallery', values.gallery),
    ...translationChecks(values, HOTEL_TRANSLATED),
  );
}
