import { t } from '@travel/shell/i18n';
import { formCheck, type FormCheck } from '@travel/shell/forms';
import {
  centsError,
  affiliateLinkMessage,
  filesError,
  isHttpUrl,
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
import { contentErrors, type TourContentValues } from './tour-content';
import { parseCategories, parseExtras } from './price-items';
import { readTimes } from './schedule-draft';

export type DestinationValues = {
  destination: string;
  location: string;
  title: string;
  description: string;
  price: string;
  CostPerPerson: string;
  affiliateLink: string;
  capacityPerSlot: string;
  /** Comma-separated 'HH:mm' times, as the API's multipart field takes them. */
  tourTimes: string;
  /** IANA name; empty: the site's zone for a new destination, unchanged on an edit. */
  timeZone: string;
  /** One category a line (see price-items.ts), sent as the API's JSON. */
  priceCategories: string;
  /** One extra a line (see price-items.ts), sent as the API's JSON. */
  extras: string;
  image: File[];
  gallary: File[];
} & TourContentValues &
  TranslationValues;

/** The tour's translated texts (the API's DESTINATION_TEXTS): the tour's name and places stay as entered. */
export const destinationTranslated = (): readonly TranslatedField[] => [
  { name: 'title', label: t('admin.field.title'), max: 100 },
  { name: 'description', label: t('admin.field.description'), max: 500, long: true },
  {
    name: 'included',
    label: t('admin.rule.included'),
    max: 200,
    list: { separator: 'line', maxItems: 30 },
  },
  {
    name: 'notIncluded',
    label: t('admin.rule.notIncluded'),
    max: 200,
    list: { separator: 'line', maxItems: 30 },
  },
  {
    name: 'whatToBring',
    label: t('admin.rule.whatToBring'),
    max: 200,
    list: { separator: 'line', maxItems: 30 },
  },
  { name: 'accessibilityNotes', label: t('admin.rule.accessibilityNotes'), max: 1000, long: true },
  {
    name: 'languages',
    label: t('admin.rule.languages'),
    max: 50,
    list: { separator: 'comma', maxItems: 20 },
  },
  { name: 'cancellationPolicy', label: t('admin.rule.cancellationPolicy'), max: 2000, long: true },
];

const fieldError = (field: 'priceCategories' | 'extras', message: string | null) =>
  message ? { field, message } : null;

export const DEFAULT_TOUR_TIMES = ['09:00', '13:00', '17:00'];
const MAX_TOUR_TIMES = 12;

/** The API's rule for tour times: 1 to 12 distinct times like 09:30, separated by commas. */
export function tourTimesValid(text: string): boolean {
  const times = readTimes(text);
  return times !== null && times.length > 0 && times.length <= MAX_TOUR_TIMES;
}

const positive = (value: string) => {
  const number = numberOrNaN(value);
  return Number.isFinite(number) && number > 0;
};

/** Spec 5 "Destination form", in its order; the image is required only when adding. */
export function validateDestination(values: DestinationValues, adding: boolean): FormCheck {
  const capacity = numberOrNaN(values.capacityPerSlot);
  return formCheck(
    requireText('destination', t('admin.field.destination'), values.destination, 100),
    requireText('location', t('admin.field.location'), values.location, 100),
    requireText('title', t('admin.field.title'), values.title, 100),
    requireText('description', t('admin.field.description'), values.description, 500),
    positive(values.price) ? null : { field: 'price', message: t('admin.destinations.badPrices') },
    positive(values.CostPerPerson)
      ? null
      : { field: 'CostPerPerson', message: t('admin.destinations.badPrices') },
    centsError('price', t('admin.field.price'), values.price),
    centsError('CostPerPerson', t('admin.rule.costPerPerson'), values.CostPerPerson),
    adding && values.image.length === 0 ? { field: 'image', message: uploadImageMessage() } : null,
    filesError('image', values.image),
    values.affiliateLink.trim() && !isHttpUrl(values.affiliateLink)
      ? { field: 'affiliateLink', message: affiliateLinkMessage() }
      : null,
    filesError('gallary', values.gallary),
    // Not in the spec: seats per tour date and time (the server's default is 20 when left empty).
    values.capacityPerSlot.trim() &&
      !(Number.isInteger(capacity) && capacity >= 1 && capacity <= 1000)
      ? { field: 'capacityPerSlot', message: t('admin.destinations.badCapacity') }
      : null,
    // Not in the spec either: the times a tour starts, which the tour page offers.
    tourTimesValid(values.tourTimes)
      ? null
      : { field: 'tourTimes', message: t('admin.destinations.badTourTimes') },
    timeZoneError('timeZone', values.timeZone),
    // Not in the spec: what the operator publishes about the tour (all optional).
    ...contentErrors(values),
    fieldError('priceCategories', parseCategories(values.priceCategories).error),
    fieldError('extras', parseExtras(values.extras).error),
    ...translationChecks(values, destinationTranslated()),
  );
}
