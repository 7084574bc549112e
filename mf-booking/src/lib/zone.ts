import { t } from '@travel/shell/i18n';

/**
 * A tour's or offer's time zone named in the page's language, its place name as the zone writes it: 'Lisbon
 * time', 'Ortszeit Lisbon', 'hora de Lisbon'; 'UTC' as it is. The kit's zoneLabel and zonedTime say 'time'
 * in English whatever the page's language; these say the same in English and follow the language otherwise.
 */
export function zoneLabel(zone: string | undefined): string {
  const name = zone || 'UTC';
  if (!name.includes('/')) return name;
  return t('booking.zone.named', {
    city: name.slice(name.lastIndexOf('/') + 1).replace(/_/g, ' '),
  });
}

/** '09:00' in Lisbon -> '09:00 Lisbon time' ('09:00 Uhr (Ortszeit Lisbon)'). */
export function zonedTime(time: string, zone: string | undefined): string {
  return t('booking.zone.time', { time, zone: zoneLabel(zone) });
}
