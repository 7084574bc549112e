import './tables.css';

export type { Column, SortState } from './types';
export { DataTable, type DataTableProps } from './data-table';
export { Pager, type PagerProps } from './pager';
export { SearchBox, type SearchBoxProps } from './search-box';
export { useTableQuery, type TableQuery, type TableQueryOptions } from './use-table-query';
