import { BadRequestException } from '@nestjs/common';
import { isObjectIdString } from '../../common/object-id';
import { parseDay } from '../../common/query-values';
import { TOUR_TIME } from '../tours/tour-booking.rules';

/** One tour time, as the manifest's query names it. */
export interface ManifestQuery {
  destinationId: string;
  date: string;
  time: string;
}

export const MANIFEST_DESTINATION = 'destinationId must be a destination id';
export const MANIFEST_DATE = 'date must be a date in the form YYYY-MM-DD';
export const MANIFEST_TIME = 'time must be a time in the form HH:mm';

/** The query string checked, each parameter with its own message (a repeated one is refused too). */
export function parseManifestQuery(raw: Record<string, unknown>): ManifestQuery {
  const { destinationId, time } = raw;
  if (typeof destinationId !== 'string' || !isObjectIdString(destinationId)) {
    throw new BadRequestException(MANIFEST_DESTINATION);
  }
  const date = parseDay(raw.date, 'date');
  if (!date) throw new BadRequestException(MANIFEST_DATE);
  if (typeof time !== 'string' || !TOUR_TIME.test(time)) {
    throw new BadRequestException(MANIFEST_TIME);
  }
  return { destinationId, date, time };
}
