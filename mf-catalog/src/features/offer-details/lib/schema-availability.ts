import type { StayAvailability } from '@travel/shell/api-types';

const DAY_MS = 86_400_000;
/** At most this many free nights left in the coming year reads as "limited". */
export const LIMITED_NIGHTS = 7;

/** Free nights in [from, to): the range's nights less the taken ones. */
export function nightsLeft({ from, to, taken }: StayAvailability): number {
  const nights = Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS,
  );
  return Math.max(0, nights - taken.length);
}

/** schema.org availability of a stay offer, from the nights still free. */
export function schemaAvailability(availability: StayAvailability): string {
  const left = nightsLeft(availability);
  if (left === 0) return 'https://schema.org/SoldOut';
  if (left <= LIMITED_NIGHTS) return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/InStock';
}
