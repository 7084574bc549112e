import { useState } from 'react';
import type { Paged } from '@travel/shell/api-types';
import { apiErrorMessage } from '@travel/shell/http';
import type { Column } from '@travel/shell/tables';
import { Button, toast } from '@travel/shell/ui';
import { Created, actionsColumn } from '../../../components/table-cells';
import { formatDateTime } from '../../../lib/format';
import { useServerList } from '../../../lib/use-server-list';
import { mailsUrl, resendMail, type OutboxMail, type OutboxStatus } from '../api/mails-api';
import { AllOrOneField } from '../../../components/all-or-one-field';
import { PagedTable } from '../../../components/paged-table';
import { AdminScreen } from '../../../components/admin-screen';
import '../../../components/admin-screen.css';
import { t } from '@travel/shell/i18n';

const STATUSES: readonly OutboxStatus[] = ['failed', 'pending', 'skipped', 'sent'];

/** A mail's state in the page's language: 'Failed', 'Waiting to be sent'. */
const statusLabel = (status: OutboxStatus) => t(`admin.mails.status.${status}`);

/**
 * /admin/mails: the outbox. Failed mails first (the screen opens on them): each says who it was for, what,
 * how many attempts were made and the mail server's last answer, and can be sent again.
 */
export function MailsPage() {
  const [status, setStatus] = useState<OutboxStatus | ''>('failed');
  // Kept here, not in the hook, so a new status filter starts again at its first page.
  const [page, setPage] = useState(1);
  const list = useServerList<Paged<OutboxMail>>({
    url: (p) => mailsUrl(status, p),
    rowCount: (body) => body.data.length,
    page: [page, setPage],
  });
  const [resending, setResending] = useState<string | null>(null);

  async function resend(mail: OutboxMail) {
    setResending(mail._id);
    try {
      toast.success(await resendMail(mail._id));
      list.reload();
    } catch (error) {
      toast.error(apiErrorMessage(error, t('admin.mails.resendFailed')));
    } finally {
      setResending(null);
    }
  }

  const columns: Column<OutboxMail>[] = [
    {
      key: 'to',
      header: t('admin.gift.recipient'),
      className: 'adm-cell--email',
      render: (m) => m.to,
    },
    {
      key: 'subject',
      header: t('admin.detail.subject'),
      className: 'adm-cell--wrap',
      render: (m) => m.subject,
    },
    { key: 'status', header: t('admin.col.status'), render: (m) => statusLabel(m.status) },
    { key: 'attempts', header: t('admin.mails.attempts'), render: (m) => String(m.attempts) },
    {
      key: 'error',
      header: t('admin.mails.lastError'),
      className: 'adm-cell--wrap',
      render: (m) => m.lastError ?? <span className="adm-muted">{t('admin.mails.none')}</span>,
    },
    {
      key: 'time',
      header: t('admin.detail.queued'),
      render: (m) => <Created at={m.createdAt} />,
    },
    {
      key: 'last',
      header: t('admin.mails.lastAttempt'),
      render: (m) =>
        m.lastAttemptAt ? (
          formatDateTime(m.lastAttemptAt)
        ) : (
          <span className="adm-muted">{t('admin.mails.none')}</span>
        ),
    },
    actionsColumn((m) =>
      m.status === 'sent' ? null : (
        <Button
          busy={resending === m._id}
          busyText={t('admin.mails.resending')}
          aria-label={t('admin.mails.resendLabel', { subject: m.subject, to: m.to })}
          onClick={() => void resend(m)}
        >
          {t('admin.rowAction.resend')}
        </Button>
      ),
    ),
  ];

  return (
    <AdminScreen id="mails" title={t('admin.detail.mails')}>
      <AllOrOneField
        label={t('admin.col.status')}
        name="status"
        value={status}
        values={STATUSES}
        labelOf={statusLabel}
        onChange={(chosen) => {
          setStatus(chosen);
          setPage(1);
        }}
      />
      <PagedTable
        list={list}
        loading={t('admin.mails.loading')}
        error={t('admin.mails.failed')}
        count={(count) => t('admin.mails.count', { count })}
        caption={t('admin.menu.mails')}
        columns={columns}
        rowKey={(m) => m._id}
        empty={t('admin.mails.empty')}
        pagerLabel={t('admin.mails.pages')}
      />
    </AdminScreen>
  );
}
