import { DeclaredIndex, judge } from './utils/index-coverage/index-coverage';
import { describeShape, shapesOfCommand } from './utils/index-coverage/query-shape';

/**
 * The index-coverage check's judgement (the reporter applies it to every query the suites send): a query
 * is served as MongoDB with `notablescan` would serve it.
 */
const index = (collection: string, key: Record<string, number>, partial: string[] = []) =>
  ({
    collection,
    name: Object.keys(key).join('_'),
    key: Object.entries(key),
    partialFields: partial,
  }) satisfies DeclaredIndex;

const INDEXES = [
  index('bookings', { slot: 1, createdAt: -1 }),
  index('bookings', { email: 1 }),
  index('bookings', { holdExpiresAt: 1 }, ['status']),
];

const verdictOf = (command: Record<string, unknown>) => {
  const [shape] = shapesOfCommand(command);
  if (!shape) throw new Error('no query in the command');
  return judge(shape, INDEXES);
};

describe('index coverage', () => {
  it('serves a filter by an index whose first field it names, in the index order when sorted so', () => {
    expect(verdictOf({ find: 'bookings', filter: { slot: 'a' }, sort: { createdAt: -1 } })).toEqual(
      {
        served: true,
        index: 'slot_createdAt',
        inMemorySort: false,
      },
    );
    // Reversed, the same index reads backwards.
    expect(
      verdictOf({ find: 'bookings', filter: { slot: 'a' }, sort: { createdAt: 1 } }),
    ).toMatchObject({
      inMemorySort: false,
    });
  });

  it('marks a sort the index does not give as in memory', () => {
    expect(
      verdictOf({
        find: 'bookings',
        filter: { slot: { $in: ['a', 'b'] } },
        sort: { createdAt: -1 },
      }),
    ).toMatchObject({ served: true, inMemorySort: true });
    expect(
      verdictOf({ find: 'bookings', filter: { email: 'a@b.c' }, sort: { createdAt: -1 } }),
    ).toMatchObject({
      served: true,
      inMemorySort: true,
    });
  });

  it('refuses a filter on fields no index starts with, an empty filter, and a negation', () => {
    expect(verdictOf({ find: 'bookings', filter: { createdAt: { $gte: new Date() } } })).toEqual({
      served: false,
      suggestion: '{ createdAt: 1 }',
    });
    expect(verdictOf({ aggregate: 'bookings', pipeline: [{ $match: {} }] })).toMatchObject({
      served: false,
    });
    // The collection's own count reads no document.
    expect(shapesOfCommand({ count: 'bookings', query: {} })).toEqual([]);
    expect(verdictOf({ find: 'bookings', filter: { email: { $ne: 'x' } } })).toMatchObject({
      served: false,
    });
  });

  it('serves an empty filter only by an index in its sort order, and _id always', () => {
    expect(
      verdictOf({ find: 'bookings', filter: {}, sort: { slot: -1, createdAt: 1 } }),
    ).toMatchObject({
      served: true,
    });
    expect(verdictOf({ find: 'bookings', filter: {}, sort: { createdAt: -1 } })).toMatchObject({
      served: false,
    });
    expect(verdictOf({ delete: 'bookings', deletes: [{ q: { _id: 'x' } }] })).toMatchObject({
      served: true,
    });
  });

  it('serves an $or only when every branch has an index', () => {
    const or = (branches: Record<string, unknown>[]) => ({
      find: 'bookings',
      filter: { $or: branches },
    });
    expect(verdictOf(or([{ slot: 'a' }, { email: 'b' }]))).toMatchObject({ served: true });
    expect(verdictOf(or([{ slot: 'a' }, { name: 'b' }]))).toMatchObject({ served: false });
  });

  it('uses a partial index only for a query that names its filter', () => {
    expect(verdictOf({ find: 'bookings', filter: { holdExpiresAt: { $lt: 1 } } })).toMatchObject({
      served: false,
    });
    expect(
      verdictOf({ find: 'bookings', filter: { status: 'held', holdExpiresAt: { $lt: 1 } } }),
    ).toMatchObject({ served: true, index: 'holdExpiresAt' });
  });

  it('reads the shapes of an aggregation and its lookups', () => {
    const shapes = shapesOfCommand({
      aggregate: 'bookings',
      pipeline: [
        { $match: { slot: 'a', status: { $in: ['x', 'y'] } } },
        { $sort: { createdAt: -1 } },
        { $lookup: { from: 'users', localField: 'user', foreignField: '_id', as: 'u' } },
      ],
    });
    expect(shapes.map(describeShape)).toEqual([
      'bookings {slot, status:in} sort createdAt:-1',
      'users {_id}',
    ]);
  });
});
