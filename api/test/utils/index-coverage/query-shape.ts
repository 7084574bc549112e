/**
 * The shape of a query as an index sees it: which collection, which fields the filter names and how
 * (equality, range, ...), and which fields it sorts by. Values are left out: two queries of one shape are
 * served by the same index.
 */

/** How a filter names a field; what an index can do with it differs (see index-coverage.ts). */
export type Predicate =
  | 'eq' // a value, or $eq: an index seeks it, and sorts by the index's next fields come free
  | 'in' // $in: a few seeks
  | 'range' // $gt, $gte, $lt, $lte: one bounded scan
  | 'exists' // $exists
  | 'regex' // a pattern: an index scan, bounded only for an anchored prefix
  | 'elemMatch' // $elemMatch, $all, $size on an array
  | 'not' // $ne, $nin, $not: the index's whole width but for the values named
  | 'other';

export interface FilterShape {
  /** Field path to how it is named; a field named twice (under $and) keeps its first, narrowest use. */
  fields: Record<string, Predicate>;
  /** Each $or at the top level (or under $and): its branches, every one of which needs an index. */
  or: FilterShape[][];
  /** $expr or $where: nothing an index can serve. */
  opaque: boolean;
}

export interface QueryShape {
  collection: string;
  /** The command that sent it: find, count, aggregate, update, delete, findAndModify, distinct. */
  command: string;
  filter: FilterShape;
  /** Sort fields in order, 1 or -1. */
  sort: [string, 1 | -1][];
}

const RANGE = new Set(['$gt', '$gte', '$lt', '$lte']);
const NOT = new Set(['$ne', '$nin', '$not']);
const ARRAY = new Set(['$elemMatch', '$all', '$size']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/** How one field's condition uses it: the narrowest of its operators. */
function predicateOf(condition: unknown): Predicate {
  if (condition instanceof RegExp) return 'regex';
  if (!isPlainObject(condition)) return 'eq';
  const operators = Object.keys(condition);
  // A sub-document compared whole: equality.
  if (!operators.some((key) => key.startsWith('$'))) return 'eq';
  if (operators.includes('$eq')) return 'eq';
  if (operators.includes('$in')) {
    const values = condition.$in;
    return Array.isArray(values) && values.length === 1 ? 'eq' : 'in';
  }
  if (operators.some((key) => RANGE.has(key))) return 'range';
  if (operators.includes('$regex')) return 'regex';
  if (operators.some((key) => ARRAY.has(key))) return 'elemMatch';
  if (operators.includes('$exists')) return 'exists';
  if (operators.some((key) => NOT.has(key))) return 'not';
  return 'other';
}

export function emptyFilter(): FilterShape {
  return { fields: {}, or: [], opaque: false };
}

/** The shape of a filter document (a find's `filter`, an update's `q`, a `$match`). */
export function filterShape(filter: unknown): FilterShape {
  const shape = emptyFilter();
  if (!isPlainObject(filter)) return shape;
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const part of condition.map(filterShape)) {
        for (const [field, predicate] of Object.entries(part.fields)) {
          shape.fields[field] ??= predicate;
        }
        shape.or.push(...part.or);
        shape.opaque ||= part.opaque;
      }
    } else if (key === '$or' && Array.isArray(condition)) {
      shape.or.push(condition.map(filterShape));
    } else if (key === '$expr' || key === '$where') {
      shape.opaque = true;
    } else if (!key.startsWith('$')) {
      shape.fields[key] = predicateOf(condition);
    } else {
      // $nor, $text, $comment...: nothing an ordinary index seeks by.
      if (key !== '$comment') shape.opaque = true;
    }
  }
  return shape;
}

/** A sort as the driver sends it: a Map (to keep its order), or a document. */
function sortShape(sort: unknown): [string, 1 | -1][] {
  const entries =
    sort instanceof Map
      ? [...(sort as Map<string, unknown>).entries()]
      : isPlainObject(sort)
        ? Object.entries(sort)
        : [];
  return entries.map(([field, direction]) => [
    field,
    direction === -1 || direction === 'desc' || direction === 'descending' ? -1 : 1,
  ]);
}

/** An aggregation: its leading $match and $sort, and what each $lookup asks of the other collection. */
function pipelineShapes(collection: string, pipeline: unknown[]): QueryShape[] {
  const stages = pipeline.filter(isPlainObject);
  let filter = emptyFilter();
  let sort: [string, 1 | -1][] = [];
  const [first, second] = stages;
  if (first?.$match !== undefined) filter = filterShape(first.$match);
  const sortStage = first?.$match !== undefined ? second : first;
  if (sortStage?.$sort !== undefined) sort = sortShape(sortStage.$sort);
  const shapes: QueryShape[] = [{ collection, command: 'aggregate', filter, sort }];
  for (const stage of stages) {
    const lookup = stage.$lookup;
    if (!isPlainObject(lookup) || typeof lookup.from !== 'string') continue;
    if (typeof lookup.foreignField === 'string') {
      shapes.push({
        collection: lookup.from,
        command: 'aggregate $lookup',
        filter: { fields: { [lookup.foreignField]: 'eq' }, or: [], opaque: false },
        sort: [],
      });
    } else if (Array.isArray(lookup.pipeline)) {
      shapes.push(...pipelineShapes(lookup.from, lookup.pipeline as unknown[]));
    }
  }
  return shapes;
}

/**
 * The shapes of the queries in one command as the driver sends it; none for commands that read by no
 * filter (insert, getMore, index and session upkeep).
 */
export function shapesOfCommand(command: Record<string, unknown>): QueryShape[] {
  const [name] = Object.keys(command);
  const collection = name === undefined ? undefined : command[name];
  if (name === undefined || typeof collection !== 'string') return [];
  switch (name) {
    case 'find':
      return [
        {
          collection,
          command: name,
          filter: filterShape(command.filter),
          sort: sortShape(command.sort),
        },
      ];
    case 'count':
      // With no query, the collection's own count (estimatedDocumentCount): no documents are read.
      if (!isPlainObject(command.query) || !Object.keys(command.query).length) return [];
      return [{ collection, command: name, filter: filterShape(command.query), sort: [] }];
    case 'distinct':
      return [{ collection, command: name, filter: filterShape(command.query), sort: [] }];
    case 'findAndModify':
      return [
        {
          collection,
          command: name,
          filter: filterShape(command.query),
          sort: sortShape(command.sort),
        },
      ];
    case 'update':
      return ((command.updates as { q?: unknown; sort?: unknown }[] | undefined) ?? []).map(
        (update) => ({
          collection,
          command: name,
          filter: filterShape(update.q),
          sort: sortShape(update.sort),
        }),
      );
    case 'delete':
      return ((command.deletes as { q?: unknown }[] | undefined) ?? []).map((deletion) => ({
        collection,
        command: name,
        filter: filterShape(deletion.q),
        sort: [],
      }));
    case 'aggregate':
      return Array.isArray(command.pipeline) ? pipelineShapes(collection, command.pipeline) : [];
    default:
      return [];
  }
}

function describeFilter(filter: FilterShape): string {
  const parts = Object.entries(filter.fields)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, predicate]) => (predicate === 'eq' ? field : `${field}:${predicate}`));
  for (const branches of filter.or) {
    parts.push(`$or[${branches.map((branch) => `{${describeFilter(branch)}}`).join(' | ')}]`);
  }
  if (filter.opaque) parts.push('$expr');
  return parts.join(', ');
}

/** One line naming the shape, the key it is counted and listed under: `bookings {slot, status:in} sort date:-1`. */
export function describeShape(shape: Pick<QueryShape, 'collection' | 'filter' | 'sort'>): string {
  const sort = shape.sort.length
    ? ` sort ${shape.sort.map(([field, direction]) => `${field}:${direction}`).join(', ')}`
    : '';
  return `${shape.collection} {${describeFilter(shape.filter)}}${sort}`;
}
