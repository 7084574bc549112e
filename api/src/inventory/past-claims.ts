import { UTC, zonedInstant } from '../common/time-zones/zoned-time';

const DAY_MS = 86_400_000;
/** The furthest any zone's clock runs ahead of UTC (UTC+14): no place has reached a later date. */
const MAX_AHEAD_MS = 14 * 60 * 60_000;

/** Where the claims of times that have passed are kept (see PastClaimsArchive). */
export const SEAT_CLAIMS_ARCHIVE = 'seat_claims_archive';
export const NIGHT_CLAIMS_ARCHIVE = 'night_claims_archive';

/**
 * The first day whose claims may stay live: claims of earlier days (a tour's date, a stay's night, as
 * `YYYY-MM-DD`) are moved to the archive whatever their place. A day of margin past the UTC day: whatever
 * the place's time zone, no tour or night of an earlier date is still to come, and none can be booked,
 * moved or restored there. Tour times of later days go as they start on their place's clock (slotStarted).
 */
export function firstLiveDay(now = Date.now()): string {
  return new Date(now - DAY_MS).toISOString().slice(0, 10);
}

/** The latest date some place's clock has reached: no tour time of a later date has started anywhere. */
export function lastStartedDay(now = Date.now()): string {
  return new Date(now + MAX_AHEAD_MS).toISOString().slice(0, 10);
}

/** A seat claim's slot key's parts (`destinationId|YYYY-MM-DD|HH:mm`; empty strings for a malformed key). */
export function slotParts(slot: string): { destinationId: string; date: string; time: string } {
  const [destinationId = '', date = '', time = ''] = slot.split('|');
  return { destinationId, date, time };
}

/** The date of a seat claim's slot key (`destinationId|YYYY-MM-DD|HH:mm`). */
export function slotDate(slot: string): string {
  return slotParts(slot).date;
}

/**
 * Whether a slot's tour time (`destinationId|YYYY-MM-DD|HH:mm`) has started on its destination's clock
 * (`zone`; none is UTC, as destinations stored before zones meant). A malformed key has not.
 */
export function slotStarted(slot: string, zone: string | undefined, now = Date.now()): boolean {
  const { date, time } = slotParts(slot);
  if (!date || !time) return false;
  let start: Date | null;
  try {
    start = zonedInstant(date, time, zone ?? UTC);
  } catch {
    // A zone the runtime does not know (forms accept only known ones): read as UTC, as before zones.
    start = zonedInstant(date, time, UTC);
  }
  return start !== null && start.getTime() <= now;
}
