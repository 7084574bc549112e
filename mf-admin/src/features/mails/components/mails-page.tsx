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

const STATUS_LABELS: Record<OutboxStatus, string> = {
  failed: 'Failed',
  pending: 'Waiting to be sent',
  skipped: 'Skipped (too many to the address)',
  sent: 'Sent',
};
const STATUSES = Object.keys(STATUS_LABELS) as OutboxStatus[];

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
      toast.error(apiErrorMessage(error, 'Failed to resend the mail. Please try again.'));
    } finally {
      setResending(null);
    }
  }

  const columns: Column<OutboxMail>[] = [
    { key: 'to', header: 'Recipient', className: 'adm-cell--email', render: (m) => m.to },
    { key: 'subject', header: 'Subject', className: 'adm-cell--wrap', render: (m) => m.subject },
    { key: 'status', header: 'Status', render: (m) => STATUS_LABELS[m.status] },
    { key: 'attempts', header: 'Attempts', render: (m) => String(m.attempts) },
    {
      key: 'error',
      header: 'Last error',
      className: 'adm-cell--wrap',
      render: (m) => m.lastError ?? <span className="adm-muted">None</span>,
    },
    {
      key: 'time',
      header: 'Queued',
      render: (m) => <Created at={m.createdAt} />,
    },
    {
      key: 'last',
      header: 'Last attempt',
      render: (m) =>
        m.lastAttemptAt ? formatDateTime(m.lastAttemptAt) : <span className="adm-muted">None</span>,
    },
    actionsColumn((m) =>
      m.status === 'sent' ? null : (
        <Button
          busy={resending === m._id}
          busyText="Resending..."
          aria-label={`Resend "${m.subject}" to ${m.to}`}
          onClick={() => void resend(m)}
        >
          Resend
        </Button>
      ),
    ),
  ];

  return (
    <AdminScreen id="mails" title="Mails">
      <AllOrOneField
        label="Status"
        name="status"
        value={status}
        values={STATUSES}
        labelOf={(status) => STATUS_LABELS[status]}
        onChange={(chosen) => {
          setStatus(chosen);
          setPage(1);
        }}
      />
      <PagedTable
        list={list}
        loading="Loading mails..."
        error="Failed to fetch mails. Please try again later."
        count={(total) => (total === 1 ? '1 mail' : `${total} mails`)}
        caption="Outgoing mails"
        columns={columns}
        rowKey={(m) => m._id}
        empty="No mails here."
        pagerLabel="Mail pages"
      />
    </AdminScreen>
  );
}
