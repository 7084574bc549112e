import { useState } from 'react';
import type { Paged } from '@travel/shell/api-types';
import type { ApiState } from '@travel/shell/data';
import { DataTable, Pager, type Column } from '@travel/shell/tables';
import { AsyncView, Button, toast, useConfirm } from '@travel/shell/ui';
import { Created } from '../../../components/table-cells';
import { deleteMessage, useMessages, type ContactMessage } from '../api/messages-api';
import '../../../components/admin-screen.css';

/** /admin/messages: what visitors sent through the contact form, newest first. */
export function MessagesPage() {
  const [page, setPage] = useState(1);
  const list = useMessages(page);
  const { confirm, dialog } = useConfirm();
  const [deleting, setDeleting] = useState<string | null>(null);

  async function remove(message: ContactMessage) {
    const yes = await confirm('Are you sure you want to delete this message?', {
      title: 'Delete message',
      confirmLabel: 'Delete',
    });
    if (!yes) return;
    setDeleting(message._id);
    try {
      await deleteMessage(message._id);
      toast.success('Message deleted successfully');
      // The last message of the last page: show the page before, which is now the last.
      const onlyRow = list.status === 'success' && list.data.data.length === 1;
      if (onlyRow && page > 1) setPage(page - 1);
      else list.reload();
    } catch {
      toast.error('Failed to delete message. Please try again.');
    } finally {
      setDeleting(null);
    }
  }

  const columns: Column<ContactMessage>[] = [
    { key: 'name', header: 'Name', render: (m) => m.name },
    {
      key: 'email',
      header: 'Email',
      className: 'adm-cell--email',
      render: (m) => <a href={`mailto:${m.email}`}>{m.email}</a>,
    },
    { key: 'phone', header: 'Phone', render: (m) => <a href={`tel:${m.phone}`}>{m.phone}</a> },
    { key: 'message', header: 'Message', className: 'adm-cell--wrap', render: (m) => m.message },
    { key: 'date', header: 'Received', render: (m) => <Created at={m.createdAt} /> },
    {
      key: 'actions',
      header: 'Actions',
      className: 'adm-cell--actions',
      render: (m) => (
        <Button
          variant="danger"
          busy={deleting === m._id}
          busyText="Deleting..."
          aria-label={`Delete the message from ${m.name}`}
          onClick={() => void remove(m)}
        >
          Delete
        </Button>
      ),
    },
  ];

  const shown: ApiState<Paged<ContactMessage>> =
    list.status === 'loading' && list.previous ? { status: 'success', data: list.previous } : list;

  return (
    <section className="adm-screen" aria-labelledby="messages-title">
      <header className="adm-screen__head">
        <h1 id="messages-title">Messages</h1>
      </header>
      <AsyncView
        state={shown}
        loading="Loading messages..."
        error="Failed to fetch messages. Please try again later."
        onRetry={list.reload}
      >
        {(data) => (
          <>
            <p className="adm-screen__count" aria-live="polite">
              {data.total === 1 ? '1 message' : `${data.total} messages`}
            </p>
            <div className="adm-list">
              <DataTable
                caption="Contact messages"
                columns={columns}
                rows={data.data}
                rowKey={(m) => m._id}
                empty="No messages yet."
                busy={list.status === 'loading'}
              />
            </div>
            <Pager
              page={data.page}
              totalPages={data.totalPages}
              onPageChange={setPage}
              label="Message pages"
            />
          </>
        )}
      </AsyncView>
      {dialog}
    </section>
  );
}
