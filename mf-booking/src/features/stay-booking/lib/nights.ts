import { addDays, daysBetween, isBefore } from '../../../lib/dates';

/** The first night of the stay (check-in up to the night before check-out) that is already taken. */
export function firstTakenNight(
  checkIn: string,
  checkOut: string,
  taken: ReadonlySet<string>,
): string | null {
  if (taken.size === 0 || !isBefore(checkIn, checkOut)) return null;
  // A stay is at most a year or so; the bound keeps a typo in the year from looping for long.
  for (
    let night = checkIn, i = 0;
    isBefore(night, checkOut) && i < 800;
    night = addDays(night, 1), i++
  ) {
    if (taken.has(night)) return night;
  }
  return null;
}

/**
 * What a click on `day` makes of the stay: the first click (or one on or before the check-in, or once both
 * dates are set, or too far ahead) picks the check-in; the next one after it picks the check-out.
 */
export function pickedRange(
  day: string,
  checkIn: string,
  checkOut: string,
  maxNights: number,
): { checkIn: string; checkOut: string } {
  const nights = checkIn ? daysBetween(checkIn, day) : null;
  if (checkIn && !checkOut && nights !== null && nights > 0 && nights <= maxNights) {
    return { checkIn, checkOut: day };
  }
  return { checkIn: day, checkOut: '' };
}
