const DAY_MS = 86_400_000;

/** Where the claims of times that have passed are kept (see PastClaimsArchive). */
export const SEAT_CLAIMS_ARCHIVE = 'seat_claims_archive';
export const NIGHT_CLAIMS_ARCHIVE = 'night_claims_archive';

/**
 * The first day whose claims stay live: claims of earlier days (a tour's date, a stay's night, as
 * `YYYY-MM-DD`) are moved to the archive. A day of margin past the UTC day: whatever the place's time zone,
 * no tour or night of an earlier date is still to come, and none can be booked, moved or restored there.
 */
export function firstLiveDay(now = Date.now()): string {
  return new Date(now - DAY_MS).toISOString().slice(0, 10);
}

/** The date of a seat claim's slot key (`destinationId|YYYY-MM-DD|HH:mm`). */
export function slotDate(slot: string): string {
  return slot.split('|')[1] ?? '';
}
