import type { Paged } from '@travel/shell/api-types';
import { DataTable, Pager, type Column } from '@travel/shell/tables';
import { AsyncView, type AsyncViewProps } from '@travel/shell/ui';
import type { useServerList } from '../lib/use-server-list';
import './admin-screen.css';

export interface PagedTableProps<T> {
  /** The screen's list (useServerList over a `Paged` answer). */
  list: Pick<ReturnType<typeof useServerList<Paged<T>>>, 'shown' | 'reload' | 'busy' | 'setPage'>;
  /** The spec's loading text, e.g. 'Loading messages...'. */
  loading: string;
  error: AsyncViewProps<Paged<T>>['error'];
  /** The count above the table, e.g. (1) => '1 message'. */
  count: (total: number) => string;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty: string;
  /** The pager's accessible name, e.g. 'Message pages'. */
  pagerLabel: string;
}

/**
 * One page of a server-paged admin list: loading and error (with Retry), the count, the table (kept on screen,
 * marked busy, while the next page loads) and the pager. The lists whose rows are read, not sorted here
 * (messages, mails, activity) are all this.
 */
export function PagedTable<T>({
  list,
  loading,
  error,
  count,
  caption,
  columns,
  rowKey,
  empty,
  pagerLabel,
}: PagedTableProps<T>) {
  return (
    <AsyncView state={list.shown} loading={loading} error={error} onRetry={list.reload}>
      {(data) => (
        <>
          <p className="adm-screen__count" aria-live="polite">
            {count(data.total)}
          </p>
          <div className="adm-list">
            <DataTable
              caption={caption}
              columns={columns}
              rows={data.data}
              rowKey={rowKey}
              empty={empty}
              busy={list.busy}
            />
          </div>
          <Pager
            page={data.page}
            totalPages={data.totalPages}
            onPageChange={list.setPage}
            label={pagerLabel}
          />
        </>
      )}
    </AsyncView>
  );
}
