export const TOUR_STARTED = 'This tour time has already started';

/**
 * Whether a tour time has started: tour dates and times are UTC (as the API and its cancellation cutoff read
 * them), whatever the visitor's own time zone.
 */
export function hasStarted(date: string, time: string, now: number = Date.now()): boolean {
  const start = Date.parse(`${date}T${time}:00Z`);
  return Number.isFinite(start) && start <= now;
}
