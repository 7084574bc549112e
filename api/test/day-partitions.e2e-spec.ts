import { DayPartitions, DaySummary } from '../src/common/partitions/day-partitions';
import { useTestApp } from './utils/test-app';

interface Row {
  _id: string;
  amount: number;
}

interface Summary extends DaySummary {
  amount: number;
}

/**
 * Day summaries recomputed together are written with one update of each month's document (and one roll-up
 * per month): the figures are those of each day's rows, whatever days change together.
 */
describe('day partitions: summaries of days recomputed together', () => {
  const t = useTestApp();

  it('keeps each day summed and each month rolled up, as days are written and emptied', async () => {
    const partitions = new DayPartitions<Row, Summary>(
      () => t.connection.db!,
      'test_days',
      (rows) => ({ amount: rows.reduce((sum, row) => sum + row.amount, 0) }),
      (days) => ({ amount: days.reduce((sum, day) => sum + day.amount, 0) }),
    );
    await Promise.all([
      partitions.put('2026-01-30', { _id: 'a', amount: 1 }, { _id: 'b', amount: 2 }),
      partitions.put('2026-01-31', { _id: 'c', amount: 4 }),
      partitions.put('2026-02-01', { _id: 'd', amount: 8 }),
    ]);
    await partitions.settled();
    expect(await partitions.summariesBetween('2026-01-01', '2026-02-28')).toEqual([
      { _id: '2026-01-30', rows: 2, amount: 3 },
      { _id: '2026-01-31', rows: 1, amount: 4 },
      { _id: '2026-02-01', rows: 1, amount: 8 },
    ]);
    expect(await partitions.months()).toEqual([
      { _id: '2026-01', amount: 7 },
      { _id: '2026-02', amount: 8 },
    ]);

    // One day emptied and another changed in the same recompute: one removed, one rewritten.
    await Promise.all([
      partitions.remove('2026-01-31', 'c'),
      partitions.put('2026-01-30', { _id: 'b', amount: 20 }),
    ]);
    await partitions.settled();
    expect(await partitions.summariesBetween('2026-01-01', '2026-01-31')).toEqual([
      { _id: '2026-01-30', rows: 2, amount: 21 },
    ]);
    expect(await partitions.months()).toEqual([
      { _id: '2026-01', amount: 21 },
      { _id: '2026-02', amount: 8 },
    ]);
  });
});
