import { t } from '@travel/shell/i18n';
import { formCheck, type FormCheck } from '@travel/shell/forms';
import {
  centsError,
  filesError,
  numberOrNaN,
  requireText,
  timeZoneError,
  uploadImageMessage,
} from '../../../lib/catalog-rules';
import {
  translationChecks,
  type TranslatedField,
  type TranslationValues,
} from '../../../components/translations';
import { commaItems } from '../../../lib/text-lists';

export type OfferValues = {
  title: string;
  Hotel: string;
  Location: string;
  RoomType: string;
  TrendingOffers: string;
  description: string;
  Price: string;
  Discount: string;
  /** Comma-separated, as the admin types them. */
  features: string;
  /** IANA name; empty: the site's zone for a new offer, unchanged on an edit. */
  timeZone: string;
  Image: File[];
  gallary: File[];
} & TranslationValues;

/** The offer's translated texts (the API's OFFER_TEXTS): the hotel's name and the place stay as entered. */
export const offerTranslated = (): readonly TranslatedField[] => [
  { name: 'title', label: t('admin.field.title'), max: 100 },
  { name: 'RoomType', label: t('admin.rule.roomType'), max: 100 },
  { name: 'TrendingOffers', label: t('admin.rule.trendingOffers'), max: 100 },
  { name: 'description', label: t('admin.field.description'), max: 500, long: true },
  {
    name: 'features',
    label: t('admin.field.features'),
    max: 100,
    list: { separator: 'comma', maxItems: 30 },
  },
];

/** 'Free Wifi, Shuttle ,, Pool' -> ['Free Wifi', 'Shuttle', 'Pool']. */
export const parseFeatures = commaItems;

/** Spec 5 "Offer form": every text field required, then price, then discount; the image when adding. */
export function validateOffer(values: OfferValues, adding: boolean): FormCheck {
  const price = numberOrNaN(values.Price);
  const discount = numberOrNaN(values.Discount);
  const features = parseFeatures(values.features);
  return formCheck(
    requireText('title', t('admin.field.title'), values.title, 100),
    requireText('Hotel', t('admin.field.hotel'), values.Hotel, 100),
    requireText('Location', t('admin.field.location'), values.Location, 100),
    requireText('RoomType', t('admin.rule.roomType'), values.RoomType, 100),
    requireText('TrendingOffers', t('admin.rule.trendingOffers'), values.TrendingOffers, 100),
    requireText('description', t('admin.field.description'), values.description, 500),
    Number.isFinite(price) && price > 0
      ? null
      : { field: 'Price', message: t('admin.offers.badPrice') },
    centsError('Price', t('admin.field.price'), values.Price),
    Number.isFinite(discount) && discount >= 0 && discount <= 100
      ? null
      : { field: 'Discount', message: t('admin.offers.badDiscount') },
    features.length > 30 ? { field: 'features', message: t('admin.offers.tooManyFeatures') } : null,
    features.some((feature) => feature.length > 100)
      ? { field: 'features', message: t('admin.offers.featureTooLong') }
      : null,
    adding && values.Image.length === 0 ? { field: 'Image', message: uploadImageMessage() } : null,
    filesError('Image', values.Image),
    filesError('gallary', values.gallary),
    timeZoneError('timeZone', values.timeZone),
    ...translationChecks(values, offerTranslated()),
  );
}
