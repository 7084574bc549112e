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
  KINDS,
  type DeletableKind,
  type DeletedItem,
  type DeletedItemPage,
} from '../api/recently-deleted-api';
import { AdminScreen } from '../../../components/admin-screen';
import { kindInSentence, kindLabel } from '../../../components/audit';
import '../../../components/admin-screen.css';
import { t } from '@travel/shell/i18n';

function daysText(days: number): string {
  return t('admin.deleted.days', { count: days });
}

function daysLeftText(days: number): string {
  return days < 1 ? t('admin.deleted.purgedSoon') : daysText(days);
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
      toast.error(apiErrorMessage(error, t('admin.deleted.restoreFailed')));
    } finally {
      setRestoring(null);
    }
  }

  // Until the first page arrives the screen does not know it, and says so without a number.
  const retention =
    list.shown.status === 'success' ? daysText(list.shown.data.retentionDays) : undefined;

  const columns: Column<DeletedItem>[] = [
    { key: 'kind', header: t('admin.promo.kind'), render: (item) => kindLabel(item.kind) },
    {
      key: 'name',
      header: t('admin.detail.name'),
      className: 'adm-cell--wrap',
      render: (item) => item.name,
    },
    {
      key: 'by',
      header: t('admin.deleted.by'),
      className: 'adm-cell--email',
      render: (item) =>
        item.deletedBy.email ?? <span className="adm-muted">{t('admin.actor.system')}</span>,
    },
    {
      key: 'when',
      header: t('admin.deleted.when'),
      render: (item) => <Created at={item.deletedAt} />,
    },
    {
      key: 'left',
      header: t('admin.deleted.keptFor'),
      render: (item) => daysLeftText(item.daysLeft),
    },
    actionsColumn((item) => (
      <Button
        busy={restoring === item.id}
        busyText={t('admin.deleted.restoring')}
        aria-label={t('admin.deleted.restoreLabel', {
          kind: kindInSentence(item.kind),
          name: item.name,
        })}
        onClick={() => void restore(item)}
      >
        {t('admin.deleted.restore')}
      </Button>
    )),
  ];

  return (
    <AdminScreen id="deleted" title={t('admin.menu.recentlyDeleted')}>
      <p className="adm-muted">
        {retention ? t('admin.deleted.note', { retention }) : t('admin.deleted.noteUnknown')}
      </p>
      <div className="adm-filter" role="group" aria-label={t('admin.deleted.filter')}>
        <AllOrOneField
          label={t('admin.promo.kind')}
          name="kind"
          value={kind}
          values={KINDS}
          labelOf={kindLabel}
          onChange={(chosen) => {
            setKind(chosen);
            setPage(1);
          }}
        />
      </div>
      <PagedTable
        list={list}
        loading={t('admin.deleted.loading')}
        error={t('admin.deleted.failed')}
        count={(count) => t('admin.deleted.count', { count })}
        caption={t('admin.deleted.caption')}
        columns={columns}
        rowKey={(item) => `${item.kind}-${item.id}`}
        empty={
          retention ? t('admin.deleted.empty', { retention }) : t('admin.deleted.emptyUnknown')
        }
        pagerLabel={t('admin.deleted.pages')}
      />
    </AdminScreen>
  );
}
