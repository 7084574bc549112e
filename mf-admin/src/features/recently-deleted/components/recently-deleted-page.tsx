import { useState } from 'react';
import { apiErrorMessage } from '@travel/shell/http';
import type { Column } from '@travel/shell/tables';
import { Button, toast } from '@travel/shell/ui';
import { restoreDeleted } from '../../../api/restore-deleted';
import { Created, actionsColumn } from '../../../components/table-cells';
import { AllOrOneField } from '../../../components/all-or-one-field';
import { PagedTable } from '../../../components/paged-table';
import { useServerList } from '../../../lib/use-server-list';
import {
  deletedUrl,
  KIND_LABELS,
  KINDS,
  type DeletableKind,
  type DeletedItem,
  type DeletedItemPage,
} from '../api/recently-deleted-api';
import { AdminScreen } from '../../../components/admin-screen';
import '../../../components/admin-screen.css';

function daysText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

function daysLeftText(days: number): string {
  return days < 1 ? 'Purged soon' : daysText(days);
}

/**
 * /admin/recently-deleted: what admins deleted within the API's retention (DELETED_RETENTION_DAYS, which
 * each page states), newest first, each with who deleted it, when, how long it is kept, and Restore.
 * After that it is purged for good, images and all.
 */
export function RecentlyDeletedPage() {
  const [kind, setKind] = useState<DeletableKind | ''>('');
  // Kept here, not in the hook, so a new kind filter starts again at its first page.
  const [page, setPage] = useState(1);
  const list = useServerList<DeletedItemPage>({
    url: (p) => deletedUrl(kind, p),
    rowCount: (body) => body.data.length,
    page: [page, setPage],
  });
  const [restoring, setRestoring] = useState<string | null>(null);

  async function restore(item: DeletedItem) {
    setRestoring(item.id);
    try {
      toast.success(await restoreDeleted(item.kind, item.id));
      const onlyRow = list.shown.status === 'success' && list.shown.data.data.length === 1;
      if (onlyRow && page > 1) setPage(page - 1);
      else list.reload();
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Failed to restore. Please try again.'));
    } finally {
      setRestoring(null);
    }
  }

  // Until the first page arrives the screen does not know it, and says so without a number.
  const retention =
    list.shown.status === 'success' ? daysText(list.shown.data.retentionDays) : undefined;

  const columns: Column<DeletedItem>[] = [
    { key: 'kind', header: 'Kind', render: (item) => KIND_LABELS[item.kind] },
    { key: 'name', header: 'Name', className: 'adm-cell--wrap', render: (item) => item.name },
    {
      key: 'by',
      header: 'Deleted by',
      className: 'adm-cell--email',
      render: (item) => item.deletedBy.email ?? <span className="adm-muted">System</span>,
    },
    { key: 'when', header: 'Deleted', render: (item) => <Created at={item.deletedAt} /> },
    { key: 'left', header: 'Kept for', render: (item) => daysLeftText(item.daysLeft) },
    actionsColumn((item) => (
      <Button
        busy={restoring === item.id}
        busyText="Restoring..."
        aria-label={`Restore ${KIND_LABELS[item.kind].toLowerCase()} ${item.name}`}
        onClick={() => void restore(item)}
      >
        Restore
      </Button>
    )),
  ];

  return (
    <AdminScreen id="deleted" title="Recently deleted">
      <p className="adm-muted">
        Deleted items are kept {retention ? `for ${retention}` : 'for a while'}, then removed for
        good with their images. A restored booking takes its seats or nights again, if they are
        still free.
      </p>
      <div className="adm-filter" role="group" aria-label="Filter deleted items">
        <AllOrOneField
          label="Kind"
          name="kind"
          value={kind}
          values={KINDS}
          labelOf={(kind) => KIND_LABELS[kind]}
          onChange={(chosen) => {
            setKind(chosen);
            setPage(1);
          }}
        />
      </div>
      <PagedTable
        list={list}
        loading="Loading deleted items..."
        error="Failed to fetch deleted items. Please try again later."
        count={(total) => (total === 1 ? '1 deleted item' : `${total} deleted items`)}
        caption="Recently deleted items"
        columns={columns}
        rowKey={(item) => `${item.kind}-${item.id}`}
        empty={`Nothing was deleted in the last ${retention ?? 'days'}.`}
        pagerLabel="Recently deleted pages"
      />
    </AdminScreen>
  );
}
