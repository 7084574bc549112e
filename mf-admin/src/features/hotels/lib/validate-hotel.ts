import { t } from '@travel/shell/i18n';
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
export const hotelTranslated = (): readonly TranslatedField[] => [
  { name: 'description', label: t('admin.field.description'), max: 500, long: true },
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

/** Spec 5 "Hotel form", in its order; the image is required only when adding. */
export function validateHotel(values: HotelValues, adding: boolean): FormCheck {
  const price = numberOrNaN(values.pricePerNight);
  return formCheck(
    adding && values.image.length === 0 ? { field: 'image', message: uploadImageMessage() } : null,
    filesError('image', values.image),
    Number.isFinite(price) && price > 0
      ? null
      : { field: 'pricePerNight', message: t('admin.hotels.badPrice') },
    centsError('pricePerNight', t('admin.rule.pricePerNight'), values.pricePerNight),
    requireText('hotelName', t('admin.rule.hotelName'), values.hotelName, 100),
    requireText('location', t('admin.field.location'), values.location, 100),
    maxText('description', t('admin.field.description'), values.description, 500),
    values.affiliateLink.trim() && !isHttpUrl(values.affiliateLink)
      ? { field: 'affiliateLink', message: affiliateLinkMessage() }
      : null,
    filesError('gallery', values.gallery),
    ...translationChecks(values, hotelTranslated()),
  );
}
