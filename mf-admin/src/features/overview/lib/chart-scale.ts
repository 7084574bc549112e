/**
 * The top of a chart's value axis: the smallest "nice" number (1, 2, 2.5 or 5 times a power of ten)
 * at or above the largest value, so grid lines fall on round figures. Never below `minimum`, so an
 * all-zero month still draws an axis.
 */
export function niceCeiling(max: number, minimum = 1): number {
  const target = Math.max(max, minimum);
  const power = 10 ** Math.floor(Math.log10(target));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= target) return step * power;
  }
  return 10 * power;
}

/**
 * The axis top for counts: `ticks` equal whole-number steps (1, 2, 3, 5, 10, 20...) that reach `max`,
 * so no grid line sits at 2.5 bookings.
 */
export function wholeAxisTop(max: number, ticks = 4): number {
  return ticks * Math.ceil(niceCeiling(max / ticks, 1));
}

/** Evenly spaced axis values from 0 to `top` inclusive. */
export function axisTicks(top: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, i) => (top * i) / count);
}

export interface DayFigure {
  day: string;
  bookings: number;
  revenue: number;
}

export function totals(days: DayFigure[]): { bookings: number; revenue: number } {
  return days.reduce(
    (sum, d) => ({ bookings: sum.bookings + d.bookings, revenue: sum.revenue + d.revenue }),
    { bookings: 0, revenue: 0 },
  );
}

/** The busiest day (the first of equals), or null when nothing happened. */
export function peak(days: DayFigure[], value: (d: DayFigure) => number): DayFigure | null {
  let best: DayFigure | null = null;
  for (const d of days) if (value(d) > 0 && (!best || value(d) > value(best))) best = d;
  return best;
}
