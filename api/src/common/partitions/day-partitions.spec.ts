import { DaySummary, pageOfDays, PartitionRow } from './day-partitions';

/** Three days of rows: 3, 0 (no summary: nothing booked), 2 and 4 rows. */
const DAYS: Record<string, PartitionRow[]> = {
  '2026-12-01': [{ _id: 'a1' }, { _id: 'a2' }, { _id: 'a3' }],
  '2026-12-03': [{ _id: 'c1' }, { _id: 'c2' }],
  '2026-12-04': [{ _id: 'd1' }, { _id: 'd2' }, { _id: 'd3' }, { _id: 'd4' }],
};
const SUMMARIES: DaySummary[] = Object.entries(DAYS).map(([day, rows]) => ({
  _id: day,
  rows: rows.length,
}));

async function page(skip: number, limit: number, newestFirst = false) {
  const read: string[] = [];
  const result = await pageOfDays(
    SUMMARIES,
    (day) => {
      read.push(day);
      return Promise.resolve(DAYS[day] ?? []);
    },
    { skip, limit, newestFirst, sortDay: (rows) => [...rows].reverse() },
  );
  return { ids: result.rows.map((row) => row._id), total: result.total, read };
}

describe('pageOfDays', () => {
  it('reads only the days holding the page, in the days order, each sorted', async () => {
    expect(await page(0, 2)).toEqual({ ids: ['a3', 'a2'], total: 9, read: ['2026-12-01'] });
    expect(await page(2, 3)).toEqual({
      ids: ['a1', 'c2', 'c1'],
      total: 9,
      read: ['2026-12-01', '2026-12-03'],
    });
    expect(await page(5, 20)).toEqual({
      ids: ['d4', 'd3', 'd2', 'd1'],
      total: 9,
      read: ['2026-12-04'],
    });
    expect(await page(9, 20)).toEqual({ ids: [], total: 9, read: [] });
  });

  it('starts from the last day when newest first', async () => {
    expect(await page(3, 3, true)).toEqual({
      ids: ['d1', 'c2', 'c1'],
      total: 9,
      read: ['2026-12-04', '2026-12-03'],
    });
    expect(await page(6, 3, true)).toEqual({
      ids: ['a3', 'a2', 'a1'],
      total: 9,
      read: ['2026-12-01'],
    });
  });
});
