import { isMissing } from '@travel/shell/data';
import type { InitialRead } from '@travel/shell/http';

/**
 * The HTTP status the render server answers a public page with: 404 for an unknown path (Home's content
 * under a notice) and for a detail page whose record the API says does not exist (`record`, its read, was
 * refused with 404, or with 400 for a malformed id); the route's own status otherwise. A record that could
 * not be read (no answer, a 5xx) keeps the route's status: the page is not known to be missing.
 */
export function pageStatus(
  routeStatus: number,
  unknownPath: boolean,
  record: InitialRead | undefined,
): number {
  if (unknownPath) return 404;
  if (record && !record.ok && isMissing(record.status, true)) return 404;
  return routeStatus;
}
