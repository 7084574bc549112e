import { BadRequestException } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/**
 * What an operator publishes about a tour beyond the spec's fields: where to meet, how long it really
 * lasts, what is and is not included, what to bring, accessibility, languages and the cancellation
 * policy. Every field is optional; a tour without them reads as before ("Duration: 1 day").
 */

/** Where the guide meets the group: an address, and optionally the pin on a map. */
export interface MeetingPoint {
  address: string;
  lat?: number;
  lng?: number;
}

export interface TourContent {
  meetingPoint?: MeetingPoint | null;
  durationMinutes?: number | null;
  included?: string[];
  notIncluded?: string[];
  whatToBring?: string[];
  accessibilityNotes?: string | null;
  languages?: string[];
  cancellationPolicy?: string | null;
}

/** A week: longer than any tour the site sells, short enough to catch minutes typed as hours. */
export const MAX_DURATION_MINUTES = 7 * 24 * 60;
export const DURATION_MESSAGE = `Duration must be a whole number of minutes from 1 to ${MAX_DURATION_MINUTES}`;
export const MEETING_POINT_ADDRESS_MAX = 200;
export const CONTENT_LIST_MAX = 30;
export const CONTENT_ITEM_MAX = 200;
export const LANGUAGES_MAX = 20;
export const LANGUAGE_MAX = 50;
export const ACCESSIBILITY_MAX = 1000;
export const CANCELLATION_POLICY_MAX = 2000;
/** Reminders go out at most a week ahead: the scheduler reads the booking days that far. */
export const MAX_REMINDER_HOURS = 168;
export const DEFAULT_REMINDER_HOURS = 24;
export const REMINDER_HOURS_MESSAGE = `Reminder hours must be a whole number from 0 to ${MAX_REMINDER_HOURS} (0: no reminders)`;

const MEETING_POINT_JSON =
  'Meeting point must be JSON such as {"address":"Praça do Comércio, Lisbon","lat":38.7075,"lng":-9.1364}';

/** Why `value` is no meeting point, or null when it is one (null and undefined: none, which is fine). */
export function meetingPointError(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return MEETING_POINT_JSON;
  const { address, lat, lng } = value as Record<string, unknown>;
  if (typeof address !== 'string' || address.trim() === '')
    return 'Meeting point address is required';
  if (address.trim().length > MEETING_POINT_ADDRESS_MAX)
    return `Meeting point address must be at most ${MEETING_POINT_ADDRESS_MAX} characters`;
  if ((lat === undefined) !== (lng === undefined))
    return 'Meeting point needs both latitude and longitude, or neither';
  if (
    lat !== undefined &&
    !(typeof lat === 'number' && Number.isFinite(lat) && Math.abs(lat) <= 90)
  )
    return 'Meeting point latitude must be a number from -90 to 90';
  if (
    lng !== undefined &&
    !(typeof lng === 'number' && Number.isFinite(lng) && Math.abs(lng) <= 180)
  )
    return 'Meeting point longitude must be a number from -180 to 180';
  return null;
}

/**
 * The multipart field: JSON text of `{address, lat?, lng?}` (blank: none, which clears it on an edit).
 * A valid point is kept with only its own fields, the address trimmed; anything else goes to the validator.
 */
export const ToMeetingPoint = () =>
  Transform(({ value }: { value: unknown }) => {
    let point: unknown = value;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text === '' || text === 'null') return null;
      try {
        point = JSON.parse(text);
      } catch {
        throw new BadRequestException(MEETING_POINT_JSON);
      }
    }
    if (meetingPointError(point) !== null || point === null || point === undefined) return point;
    const { address, lat, lng } = point as MeetingPoint;
    return { address: address.trim(), ...(lat !== undefined ? { lat, lng } : {}) };
  });

export const IsMeetingPoint = () =>
  ValidateBy({
    name: 'isMeetingPoint',
    validator: {
      validate: (value: unknown) => meetingPointError(value) === null,
      defaultMessage: (args) => meetingPointError(args?.value) ?? MEETING_POINT_JSON,
    },
  });

/** A number field sent blank means "none" (null), which clears it on an edit. */
export const ToNumberOrNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '' || text === 'null') return null;
    return Number.isFinite(Number(text)) ? Number(text) : value;
  });

/** '3 hours 30 minutes', '45 minutes', '1 hour'; the spec's '1 day' when the tour has no duration. */
export function durationLabel(minutes: number | null | undefined): string {
  if (!minutes || minutes <= 0) return '1 day';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    rest ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** ISO 8601 duration ('PT3H30M'); a tour without one lasts the spec's day ('P1D'). */
export function isoDuration(minutes: number | null | undefined): string {
  if (!minutes || minutes <= 0) return 'P1D';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}

/** The reminder lead of a destination: stored value, or the default for records stored before it. */
export function reminderHoursOf(destination: { reminderHours?: number | null }): number {
  const hours = destination.reminderHours;
  return typeof hours === 'number' && Number.isFinite(hours) ? hours : DEFAULT_REMINDER_HOURS;
}

/** A stored destination's content, as the mails read it (plain values, absent fields left out). */
export function tourContentOf(destination: TourContent): TourContent {
  const point = destination.meetingPoint;
  return {
    meetingPoint: point?.address
      ? {
          address: point.address,
          ...(typeof point.lat === 'number' ? { lat: point.lat, lng: point.lng } : {}),
        }
      : null,
    durationMinutes: destination.durationMinutes ?? null,
    included: [...(destination.included ?? [])],
    notIncluded: [...(destination.notIncluded ?? [])],
    whatToBring: [...(destination.whatToBring ?? [])],
    accessibilityNotes: destination.accessibilityNotes ?? null,
    languages: [...(destination.languages ?? [])],
    cancellationPolicy: destination.cancellationPolicy ?? null,
  };
}
