import { DayPartitions, DaySummary } from '../src/common/partitions/day-partitions';
import { UpdateBatcher } from '../src/common/writes/update-batcher';
import { MAX_STATEMENTS_PER_WRITE } from '../src/common/writes/statements-per-write';
import { useTestApp } from './utils/test-app';

interface Row {
  _id: string;
  amount: number;
}

type Summary = DaySummary & { amount: number };

const MANY = 8 * MAX_STATEMENTS_PER_WRITE;

/**
 * The group commits send many statements at once. The embedded FerretDB holds a connection for each update
 * statement until its command ends and has 100 per database: a command of 100 statements never ended, and the
 * API stopped answering under load (statements-per-write.ts). Here the commits carry several times that.
 */
describe('writes of many statements at once', () => {
  const t = useTestApp();

  it('applies hundreds of gathered updates by _id', async () => {
    const collection = t.connection.db!.collection<{ _id: string; n: number }>('gathered_updates');
    await collection.insertMany(Array.from({ length: MANY }, (_, i) => ({ _id: `m${i}`, n: 0 })));
    const batcher = new UpdateBatcher(() => collection, 50);
    await Promise.all(
      Array.from({ length: MANY }, (_, i) =>
        batcher.updateOne({ _id: `m${i}` }, { $set: { n: i } }),
      ),
    );
    const written = await collection.find({}).toArray();
    expect(written).toHaveLength(MANY);
    expect(written.every(({ _id, n }) => _id === `m${n}`)).toBe(true);
  }, 60_000);

  it('writes hundreds of rows of one month’s days together, and rewrites them', async () => {
    const partitions = new DayPartitions<Row, Summary>(
      () => t.connection.db!,
      'many_days',
      (rows) => ({ amount: rows.reduce((sum, row) => sum + row.amount, 0) }),
      (days) => ({ amount: days.reduce((sum, day) => sum + day.amount, 0) }),
    );
    const day = (i: number) => `2026-03-${String(1 + (i % 28)).padStart(2, '0')}`;
    for (const amount of [1, 2]) {
      await Promise.all(
        Array.from({ length: MANY }, (_, i) => partitions.put(day(i), { _id: `r${i}`, amount })),
      );
      await partitions.settled();
      expect(await partitions.months()).toEqual([{ _id: '2026-03', amount: MANY * amount }]);
    }
  }, 60_000);
});
