import { FilterShape, Predicate, QueryShape } from './query-shape';

/** An index as the code declares it: its key in order, and the fields its partial filter names. */
export interface DeclaredIndex {
  collection: string;
  name: string;
  key: [string, number | string][];
  /** An index with a partial filter serves only queries that name every field of that filter. */
  partialFields: string[];
}

export type Verdict =
  /** An index's first field is in the filter (or, with no filter, the sort is the index's order). */
  { served: true; index: string; inMemorySort: boolean } | { served: false; suggestion: string };

/**
 * What an index can seek by. `not` ($ne, $nin, $not) is left out though MongoDB plans it as an index scan:
 * it reads the index's whole width but the values named, a scan under another name. `other` is an
 * operator nothing seeks by.
 */
const SEEKS: ReadonlySet<Predicate> = new Set([
  'eq',
  'in',
  'range',
  'exists',
  'regex',
  'elemMatch',
]);

const ID_INDEX = (collection: string): DeclaredIndex => ({
  collection,
  name: '_id_',
  key: [['_id', 1]],
  partialFields: [],
});

function usable(index: DeclaredIndex, filter: FilterShape): boolean {
  return index.partialFields.every((field) => field in filter.fields);
}

/**
 * Whether the index returns the filter's matches already in the sort's order, so no sort happens in
 * memory: the sort (less fields the filter fixes by equality) must be a run of the index's fields, starting
 * at most after its leading equality fields, all in the index's direction or all against it.
 */
function sortsFor(index: DeclaredIndex, filter: FilterShape, sort: [string, 1 | -1][]): boolean {
  const rest = sort.filter(([field]) => filter.fields[field] !== 'eq');
  if (!rest.length) return true;
  const fields = index.key.map(([field]) => field);
  const firstOther = fields.findIndex((field) => filter.fields[field] !== 'eq');
  const equalityPrefix = firstOther === -1 ? fields.length : firstOther;
  const runs = (start: number, direction: 1 | -1) =>
    rest.every(([field, dir], i) => {
      const entry = index.key[start + i];
      return entry !== undefined && entry[0] === field && entry[1] === dir * direction;
    });
  for (let start = 0; start <= equalityPrefix; start++) {
    if (runs(start, 1) || runs(start, -1)) return true;
  }
  return false;
}

/** The indexes whose first field the filter seeks by. */
function seekingIndexes(indexes: DeclaredIndex[], filter: FilterShape): DeclaredIndex[] {
  return indexes.filter((index) => {
    const first = index.key[0]?.[0];
    const predicate = first === undefined ? undefined : filter.fields[first];
    return predicate !== undefined && SEEKS.has(predicate) && usable(index, filter);
  });
}

/** The index a filter (with its sort) is best served by: one that sorts too, if any. */
function serveFilter(
  indexes: DeclaredIndex[],
  filter: FilterShape,
  sort: [string, 1 | -1][],
): { index: string; inMemorySort: boolean } | undefined {
  const [seeking, ...others] = seekingIndexes(indexes, filter);
  if (seeking) {
    const sorting = [seeking, ...others].find((index) => sortsFor(index, filter, sort));
    return { index: (sorting ?? seeking).name, inMemorySort: !sorting };
  }
  // An $or: MongoDB serves it when every branch (with the fields beside the $or) has an index.
  for (const branches of filter.or) {
    const served = branches.map((branch) =>
      serveFilter(
        indexes,
        {
          fields: { ...filter.fields, ...branch.fields },
          or: branch.or,
          opaque: branch.opaque,
        },
        sort,
      ),
    );
    if (served.every((verdict) => verdict !== undefined)) {
      return {
        index: served.map((verdict) => verdict?.index).join(' | '),
        inMemorySort: served.some((verdict) => verdict?.inMemorySort),
      };
    }
  }
  return undefined;
}

/** The index that would serve the shape, by the usual order: equality fields, then the sort, then ranges. */
function suggest(shape: QueryShape): string {
  const fields = Object.entries(shape.filter.fields);
  const key: string[] = [];
  const add = (field: string, direction: 1 | -1 = 1) => {
    if (!key.some((entry) => entry.startsWith(`${field}:`))) key.push(`${field}: ${direction}`);
  };
  for (const [field, predicate] of fields) if (predicate === 'eq') add(field);
  for (const [field, direction] of shape.sort) add(field, direction);
  for (const [field, predicate] of fields) if (SEEKS.has(predicate)) add(field);
  if (!key.length) return 'none would: a read of the whole collection';
  return `{ ${key.join(', ')} }`;
}

/**
 * Whether a declared index serves the query, as MongoDB with `notablescan` decides it: some index's first
 * field is in the filter (an `_id` always has its index); a query with no filter is served only by an index
 * in its sort's order. A served query whose sort its index does not give is marked `inMemorySort`.
 */
export function judge(shape: QueryShape, declared: DeclaredIndex[]): Verdict {
  const indexes = [
    ID_INDEX(shape.collection),
    ...declared.filter((index) => index.collection === shape.collection),
  ];
  const { filter, sort } = shape;
  const named = Object.keys(filter.fields).length > 0 || filter.or.length > 0;
  if (named) {
    const served = serveFilter(indexes, filter, sort);
    return served ? { served: true, ...served } : { served: false, suggestion: suggest(shape) };
  }
  if (!filter.opaque && sort.length) {
    const sorting = indexes.find((index) => usable(index, filter) && sortsFor(index, filter, sort));
    if (sorting) return { served: true, index: sorting.name, inMemorySort: false };
  }
  return { served: false, suggestion: suggest(shape) };
}
