import { BadRequestException } from '@nestjs/common';
import { FilterQuery, Model, SortOrder } from 'mongoose';

export interface Page<T> {
  data: T[];
  page: number;
  totalPages: number;
  total: number;
}

/** `?page=` as the contract uses it: absent means 1; anything but a positive integer is a 400. */
export function parsePage(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  const page = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(page) || page < 1) {
    throw new BadRequestException('page must be a positive integer');
  }
  return page;
}

/** The lists' default order; the collections listed so declare an index of it. */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const satisfies Record<string, SortOrder>;

/** One page of a collection, newest first unless told otherwise. */
export async function paginate<T, R = T>(
  model: Model<T>,
  options: {
    page: number;
    perPage: number;
    filter?: FilterQuery<T>;
    sort?: Record<string, SortOrder>;
    map?: (doc: T) => R;
  },
): Promise<Page<R>> {
  const filter = options.filter ?? {};
  const [total, docs] = await Promise.all([
    // Unfiltered, the collection's own count: counting matches would read every document (no index helps).
    Object.keys(filter).length ? model.countDocuments(filter) : model.estimatedDocumentCount(),
    model
      .find(filter)
      .sort(options.sort ?? NEWEST_FIRST)
      .skip((options.page - 1) * options.perPage)
      .limit(options.perPage)
      .exec(),
  ]);
  return {
    data: docs.map((doc) => (options.map ? options.map(doc as T) : (doc as unknown as R))),
    page: options.page,
    totalPages: Math.max(1, Math.ceil(total / options.perPage)),
    total,
  };
}
