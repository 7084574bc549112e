import { t } from '@travel/shell/i18n';
import type { TourDestination } from '../types';

/** '3 hours 30 minutes', '45 minutes'; the spec's '1 day' when the tour has no duration of its own. */
export function durationLabel(minutes: number | null | undefined): string {
  if (!minutes || minutes <= 0) return t('booking.duration.day');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [
    hours ? t('booking.duration.hours', { count: hours }) : '',
    rest ? t('booking.duration.minutes', { count: rest }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** ISO 8601 (schema.org's duration): 'PT3H30M'; the spec's day ('P1D') when none is set. */
export function isoDuration(minutes: number | null | undefined): string {
  if (!minutes || minutes <= 0) return 'P1D';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}

/** The meeting point with its pin, when the operator set both. */
export function pinOf(
  destination: TourDestination,
): { address: string; lat: number; lng: number } | null {
  const point = destination.meetingPoint;
  return point?.address && typeof point.lat === 'number' && typeof point.lng === 'number'
    ? { address: point.address, lat: point.lat, lng: point.lng }
    : null;
}

/** A map centred on the pin (OpenStreetMap: no key, no script on the page). */
export function mapLink({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** The meeting point as schema.org's Place (with its map pin as GeoCoordinates), or nothing. */
export function meetingPlace(destination: TourDestination): Record<string, unknown> | null {
  const point = destination.meetingPoint;
  if (!point?.address) return null;
  const pin = pinOf(destination);
  return {
    '@type': 'Place',
    name: t('booking.tour.meetingPoint'),
    address: point.address,
    ...(pin ? { geo: { '@type': 'GeoCoordinates', latitude: pin.lat, longitude: pin.lng } } : {}),
  };
}
