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
export const OFFER_TRANSLATED: readonly TranslatedField[] = [
  { name: 'title', label: 'Title', max: 100 },
  { name: 'RoomType', label: 'Room type', max: 100 },
  { name: 'TrendingOffers', label: 'Trending offers', max: 100 },
  { name: 'description', label: 'Description', max: 500, long: true },
  { name: 'features', label: 'Features', max: 100, list: { separator: 'comma', maxItems: 30 } },
];

export const PRICE_MESSAGE = 'Price must be greater than zero';
export const DISCOUNT_MESSAGE = 'Discount must be between 0 and 100';

/** 'Free Wifi, Shuttle ,, Pool' -> ['Free Wifi', 'Shuttle', 'Pool']. */
export function parseFeatures(text: string): string[] {
  return text
    .split(',')
    .map((feature) => feature.trim())
    .filter(Boolean);
}

/** Spec 5 "Offer form": every text field required, then price, then discount; the image when adding. */
export function validateOffer(values: OfferValues, adding: boolean): FormCheck {
  const price = numberOrNaN(values.Price);
  const discount = numberOrNaN(values.Discount);
  const features = parseFeatures(values.features);
  return formCheck(
    requireText('title', 'Title', values.title, 100),
    requireText('Hotel', 'Hotel', values.Hotel, 100),
    requireText('Location', 'Location', values.Location, 100),
    requireText('RoomType', 'Room type', values.RoomType, 100),
    requireText('TrendingOffers', 'Trending offers', values.TrendingOffers, 100),
    requireText('description', 'Description', values.description, 500),
    Number.isFinite(price) && price > 0 ? null : { field: 'Price', message: PRICE_MESSAGE },
    centsError('Price', 'Price', values.Price),
    Number.isFinite(discount) && discount >= 0 && discount <= 100
      ? null
      : { field: 'Discount', message: DISCOUNT_MESSAGE },
    features.length > 30 ? { field: 'features', message: 'At most 30 features are allowed' } : null,
    features.some((feature) => feature.length > 100)
      ? { field: 'features', message: 'Each feature must be at most 100 characters' }
      : null,
    adding && values.Image.length === 0 ? { field: 'Image', message: uploadImageMessage() } : null,
    filesError('Image', values.Image),
    filesError('gallary', values.gallary),
    timeZoneError('timeZone', values.timeZone),
    ...translationChecks(values, OFFER_TRANSLATED),
  );
}
