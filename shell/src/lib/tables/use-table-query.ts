import { useMemo, useState } from 'react';
import type { Column, SortState } from './types';

export interface TableQueryOptions<Row> {
  columns: Column<Row>[];
  searchText: (row: Row) => string;
  pageSize?: number;
}

export interface TableQuery<Row> {
  search: string;
  setSearch: (search: string) => void;
  sort: SortState;
  setSort: (sort: SortState) => void;
  page: number;
  setPage: (page: number) => void;
  totalPages: number;
  pageRows: Row[];
  /** Rows matching the search, over all pages. */
  total: number;
}

let collator: Intl.Collator | undefined;

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Created on the first sort, not on import: the first Intl object a page creates loads the browser's
  // locale data, 40-70 ms of main thread in one piece, and the public pages that import this never sort.
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator.compare(String(a), String(b));
}

/** Client-side search, sort and paging of a list the server sends whole (catalog tables). */
export function useTableQuery<Row>(
  rows: Row[],
  { columns, searchText, pageSize = 10 }: TableQueryOptions<Row>,
): TableQuery<Row> {
  const [search, setSearchState] = useState('');
  const [sort, setSortState] = useState<SortState>(null);
  const [requestedPage, setPage] = useState(1);

  const filtered = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    const matching = needle
      ? rows.filter((row) => searchText(row).toLocaleLowerCase().includes(needle))
      : rows;
    const sortValue = sort
      ? columns.find((column) => column.key === sort.key)?.sortValue
      : undefined;
    if (!sort || !sortValue) return matching;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...matching].sort((a, b) => sign * compare(sortValue(a), sortValue(b)));
  }, [rows, search, sort, columns, searchText]);

  const totalPages = Math.max(1, Math.ceil(filtered.length / pageSize));
  // A delete on the last page or a narrower search can leave the page past the end.
  const page = Math.min(Math.max(1, requestedPage), totalPages);
  const pageRows = filtered.slice((page - 1) * pageSize, page * pageSize);

  return {
    search,
    setSearch: (value) => {
      setSearchState(value);
      setPage(1);
    },
    sort,
    setSort: (value) => {
      setSortState(value);
      setPage(1);
    },
    page,
    setPage,
    totalPages,
    pageRows,
    total: filtered.length,
  };
}
