import { axisTicks, niceCeiling, peak, totals, wholeAxisTop } from './chart-scale';

describe('chart scale', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [11, 20],
    [240, 250],
    [1234.5, 2000],
  ])('puts the axis top for %d at %d', (max, top) => {
    expect(niceCeiling(max)).toBe(top);
  });

  it.each([
    [0, 4],
    [2, 4],
    [4, 4],
    [5, 8],
    [9, 12],
    [13, 20],
    [50, 80],
  ])('puts a count axis top for %d at %d, on whole steps', (max, top) => {
    expect(wholeAxisTop(max)).toBe(top);
  });

  it('spaces the ticks evenly from zero', () => {
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
  });

  it('sums the month and finds its busiest day', () => {
    const days = [
      { day: '2026-11-01', bookings: 1, revenue: 10 },
      { day: '2026-11-02', bookings: 3, revenue: 5 },
      { day: '2026-11-03', bookings: 3, revenue: 0 },
    ];
    expect(totals(days)).toEqual({ bookings: 7, revenue: 15 });
    expect(peak(days, (d) => d.bookings)?.day).toBe('2026-11-02');
    expect(peak([{ day: '2026-11-01', bookings: 0, revenue: 0 }], (d) => d.bookings)).toBeNull();
  });
});
