import { t } from '@travel/shell/i18n';
import type { ReactNode } from 'react';
import type { Column, SortState } from './types';

export interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Shown in one full-width row when there are no rows. */
  empty?: ReactNode;
  /** The rows on screen are stale while the next ones load. */
  busy?: boolean;
}

/** Ascending first, then descending, then back to the server's or the list's own order. */
function nextSort(current: SortState, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

function ariaSort(sort: SortState | undefined, key: string) {
  if (sort?.key !== key) return 'none' as const;
  return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort = null,
  onSortChange,
  empty = t('kit.table.empty'),
  busy = false,
}: DataTableProps<Row>) {
  return (
    // A wide table scrolls inside this region; keyboard users need to reach it to scroll it (WCAG 2.1.1).
    <div className="sh-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="sh-table" aria-busy={busy || undefined}>
        <caption className="sh-table__caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortable = Boolean(column.sortValue && onSortChange);
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.className}
                  aria-sort={sortable ? ariaSort(sort, column.key) : undefined}
                >
                  {sortable ? (
                    <button
                      type="button"
                      className="sh-table__sort"
                      onClick={() => onSortChange?.(nextSort(sort, column.key))}
                    >
                      {column.header}
                      <span className="sh-table__sort-icon" aria-hidden="true">
                        {sort?.key === column.key ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="sh-table__empty" colSpan={columns.length}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.className} data-label={column.header}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
