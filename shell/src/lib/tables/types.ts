import type { ReactNode } from 'react';

export type SortState = { key: string; direction: 'asc' | 'desc' } | null;

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The column is sortable when present. */
  sortValue?: (row: Row) => string | number;
  className?: string;
}
