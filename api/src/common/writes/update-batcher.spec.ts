import { mongo } from 'mongoose';
import { UpdateBatcher } from './update-batcher';

type Doc = { _id: string; n?: number };

function fakeCollection(fail = false) {
  const calls: string[][] = [];
  const collection = {
    bulkWrite(operations: { updateOne: { filter: { _id: string } } }[]) {
      calls.push(operations.map((o) => o.updateOne.filter._id));
      return fail ? Promise.reject(new Error('down')) : Promise.resolve({});
    },
  };
  return { collection: collection as unknown as mongo.Collection<Doc>, calls };
}

describe('UpdateBatcher', () => {
  it('writes at once when idle, then the updates asked for meanwhile in one bulk write', async () => {
    const { collection, calls } = fakeCollection();
    const batcher = new UpdateBatcher(() => collection);
    await Promise.all(
      ['a', 'b', 'c'].map((id) => batcher.updateOne({ _id: id }, { $set: { n: 1 } })),
    );
    expect(calls).toEqual([['a'], ['b', 'c']]);
  });

  it('gathers the updates of a pause into one write when asked to', async () => {
    const { collection, calls } = fakeCollection();
    const batcher = new UpdateBatcher(() => collection, 20);
    const first = batcher.updateOne({ _id: 'a' }, { $set: { n: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all([first, batcher.updateOne({ _id: 'b' }, { $set: { n: 1 } })]);
    expect(calls).toEqual([['a', 'b']]);
  });

  it('fails every caller of a write that failed', async () => {
    const { collection } = fakeCollection(true);
    const batcher = new UpdateBatcher(() => collection);
    await expect(batcher.updateOne({ _id: 'a' }, { $set: { n: 1 } })).rejects.toThrow('down');
  });
});
