import { t } from '@travel/shell/i18n';
import type { FieldError } from '@travel/shell/forms';
import { maxText, numberOrNaN } from '../../../lib/catalog-rules';
import { commaItems, lineItems } from '../../../lib/text-lists';

/**
 * What an operator publishes about a tour beyond the spec's fields (meeting point, duration, what is
 * included, what to bring, accessibility, languages, cancellation policy, reminders), as the destination
 * form holds it: text inputs, lists one item a line (languages: separated by commas).
 */
export type TourContentValues = {
  meetingPointAddress: string;
  meetingPointLat: string;
  meetingPointLng: string;
  durationHours: string;
  durationMins: string;
  included: string;
  notIncluded: string;
  whatToBring: string;
  accessibilityNotes: string;
  languages: string;
  cancellationPolicy: string;
  reminderHours: string;
};

/** The stored content, as the API returns it on a destination. */
export type TourContentRecord = {
  meetingPoint?: { address: string; lat?: number; lng?: number } | null;
  durationMinutes?: number | null;
  included?: string[];
  notIncluded?: string[];
  whatToBring?: string[];
  accessibilityNotes?: string | null;
  languages?: string[];
  cancellationPolicy?: string | null;
  reminderHours?: number;
};

export const DEFAULT_REMINDER_HOURS = 24;
const MAX_REMINDER_HOURS = 168;
const MAX_DURATION_MINUTES = 7 * 24 * 60;
const LIST_MAX = 30;
const ITEM_MAX = 200;
const LANGUAGES_MAX = 20;
const LANGUAGE_MAX = 50;

// The English of the messages below (the API's words), as the tests name them; the form says them in the
// page's language (admin.destinations.badDuration...).
export const DURATION_MESSAGE = 'Duration must be whole hours and minutes (0 to 59), up to 7 days';
export const REMINDER_HOURS_MESSAGE =
  'Reminder hours must be a whole number from 0 to 168 (0: no reminders)';
export const PIN_MESSAGE =
  'Map pin needs both latitude (-90 to 90) and longitude (-180 to 180), or neither';

export function contentValues(record: TourContentRecord | null): TourContentValues {
  const minutes = record?.durationMinutes ?? null;
  const point = record?.meetingPoint ?? null;
  return {
    meetingPointAddress: point?.address ?? '',
    meetingPointLat: point?.lat !== undefined ? String(point.lat) : '',
    meetingPointLng: point?.lng !== undefined ? String(point.lng) : '',
    durationHours: minutes ? String(Math.floor(minutes / 60)) : '',
    durationMins: minutes ? String(minutes % 60) : '',
    included: (record?.included ?? []).join('\n'),
    notIncluded: (record?.notIncluded ?? []).join('\n'),
    whatToBring: (record?.whatToBring ?? []).join('\n'),
    accessibilityNotes: record?.accessibilityNotes ?? '',
    languages: (record?.languages ?? []).join(', '),
    cancellationPolicy: record?.cancellationPolicy ?? '',
    reminderHours: String(record?.reminderHours ?? DEFAULT_REMINDER_HOURS),
  };
}

const isWhole = (text: string, max: number) => {
  const number = numberOrNaN(text);
  return Number.isInteger(number) && number >= 0 && number <= max;
};

/** The duration in minutes; null when both inputs are empty (the spec's "1 day"), NaN when malformed. */
export function durationMinutes(values: TourContentValues): number | null {
  const hours = values.durationHours.trim();
  const mins = values.durationMins.trim();
  if (!hours && !mins) return null;
  if ((hours && !isWhole(hours, 168)) || (mins && !isWhole(mins, 59))) return Number.NaN;
  const total = Number(hours || 0) * 60 + Number(mins || 0);
  return total >= 1 && total <= MAX_DURATION_MINUTES ? total : Number.NaN;
}

const inRange = (text: string, limit: number) => {
  const number = numberOrNaN(text);
  return Number.isFinite(number) && Math.abs(number) <= limit;
};

function listError(field: string, label: string, items: string[], max: number, each: number) {
  if (items.length > max)
    return { field, message: t('admin.destinations.listTooLong', { label, max }) };
  return items.some((item) => item.length > each)
    ? { field, message: t('admin.destinations.itemTooLong', { label, max: each }) }
    : null;
}

/** The content's rules, as the API checks them, in the form's order. */
export function contentErrors(values: TourContentValues): (FieldError | null)[] {
  const lat = values.meetingPointLat.trim();
  const lng = values.meetingPointLng.trim();
  const pinned = lat !== '' || lng !== '';
  return [
    maxText(
      'meetingPointAddress',
      t('admin.rule.meetingPointAddress'),
      values.meetingPointAddress,
      200,
    ),
    pinned && !values.meetingPointAddress.trim()
      ? { field: 'meetingPointAddress', message: t('admin.destinations.addressForPin') }
      : null,
    pinned && !(inRange(lat, 90) && inRange(lng, 180))
      ? { field: 'meetingPointLat', message: t('admin.destinations.badPin') }
      : null,
    Number.isNaN(durationMinutes(values))
      ? { field: 'durationHours', message: t('admin.destinations.badDuration') }
      : null,
    listError(
      'languages',
      t('admin.rule.languages'),
      commaItems(values.languages),
      LANGUAGES_MAX,
      LANGUAGE_MAX,
    ),
    listError('included', t('admin.rule.included'), lineItems(values.included), LIST_MAX, ITEM_MAX),
    listError(
      'notIncluded',
      t('admin.rule.notIncluded'),
      lineItems(values.notIncluded),
      LIST_MAX,
      ITEM_MAX,
    ),
    listError(
      'whatToBring',
      t('admin.rule.whatToBring'),
      lineItems(values.whatToBring),
      LIST_MAX,
      ITEM_MAX,
    ),
    maxText(
      'accessibilityNotes',
      t('admin.rule.accessibilityNotes'),
      values.accessibilityNotes,
      1000,
    ),
    maxText(
      'cancellationPolicy',
      t('admin.rule.cancellationPolicy'),
      values.cancellationPolicy,
      2000,
    ),
    !values.reminderHours.trim() || isWhole(values.reminderHours, MAX_REMINDER_HOURS)
      ? null
      : { field: 'reminderHours', message: t('admin.destinations.badReminder') },
  ];
}

/**
 * The multipart fields (spec 7's form sends lists as JSON text, as offer features are): each sent, blank
 * when empty, so an edit that empties a field clears it.
 */
export function contentFormFields(values: TourContentValues): Record<string, string> {
  const address = values.meetingPointAddress.trim();
  const lat = values.meetingPointLat.trim();
  const lng = values.meetingPointLng.trim();
  const minutes = durationMinutes(values);
  return {
    meetingPoint: address
      ? JSON.stringify({
          address,
          ...(lat !== '' && lng !== '' ? { lat: Number(lat), lng: Number(lng) } : {}),
        })
      : '',
    durationMinutes: minutes === null ? '' : String(minutes),
    included: JSON.stringify(lineItems(values.included)),
    notIncluded: JSON.stringify(lineItems(values.notIncluded)),
    whatToBring: JSON.stringify(lineItems(values.whatToBring)),
    accessibilityNotes: values.accessibilityNotes.trim(),
    languages: JSON.stringify(commaItems(values.languages)),
    cancellationPolicy: values.cancellationPolicy.trim(),
    reminderHours: values.reminderHours.trim() || String(DEFAULT_REMINDER_HOURS),
  };
}
