import { mongo } from 'mongoose';
import { InsertBatcher } from './insert-batcher';

type Doc = { _id: string };

/** A collection stand-in refusing ids already written, as a unique index does, and recording each call. */
function fakeCollection() {
  const written = new Set<string>();
  const calls: string[][] = [];
  const collection = {
    insertMany(docs: Doc[]) {
      calls.push(docs.map((d) => d._id));
      const writeErrors = docs.flatMap((doc, index) => {
        if (written.has(doc._id)) return [{ index, code: 11000 }];
        written.add(doc._id);
        return [];
      });
      return writeErrors.length ? Promise.reject({ writeErrors }) : Promise.resolve({});
    },
  };
  return { collection: collection as unknown as mongo.Collection<Doc>, calls };
}

describe('InsertBatcher', () => {
  it('writes at once when idle, then the inserts asked for meanwhile in one go, each told its own refusals', async () => {
    const { collection, calls } = fakeCollection();
    const batcher = new InsertBatcher(() => collection);
    const results = await Promise.all([
      batcher.insert([{ _id: 'a' }]),
      batcher.insert([{ _id: 'b' }, { _id: 'a' }]),
      batcher.insert([{ _id: 'c' }, { _id: 'b' }, { _id: 'd' }]),
    ]);
    expect(calls).toEqual([['a'], ['b', 'a', 'c', 'b', 'd']]);
    expect(results).toEqual([new Set(), new Set([1]), new Set([1])]);
  });

  it('fails only the callers whose documents failed for another reason than a duplicate', async () => {
    // The second document of every write fails validation: in the second write, that is the third caller's.
    const failure = { writeErrors: [{ index: 1, code: 121 }] };
    const collection = {
      insertMany: () => Promise.reject(failure),
    } as unknown as mongo.Collection<Doc>;
    const batcher = new InsertBatcher(() => collection);
    const settled = await Promise.allSettled([
      batcher.insert([{ _id: 'x' }]),
      batcher.insert([{ _id: 'y' }]),
      batcher.insert([{ _id: 'z' }]),
    ]);
    expect(settled).toEqual([
      { status: 'fulfilled', value: new Set() },
      { status: 'fulfilled', value: new Set() },
      { status: 'rejected', reason: failure },
    ]);
  });
});
