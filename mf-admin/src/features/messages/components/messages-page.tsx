import { mailtoHref } from '../../../lib/format';
import type { Paged } from '@travel/shell/api-types';
import type { Column } from '@travel/shell/tables';
import { Button } from '@travel/shell/ui';
import { Created, actionsColumn } from '../../../components/table-cells';
import { useServerList } from '../../../lib/use-server-list';
import { restoreDeleted } from '../../../api/restore-deleted';
import { deleteMessage, messagesUrl, type ContactMessage } from '../api/messages-api';
import { PagedTable } from '../../../components/paged-table';
import { AdminScreen } from '../../../components/admin-screen';
import '../../../components/admin-screen.css';

/**
 * Where the visitor said they are: a map link for a shared position (OpenStreetMap, no key needed), the text
 * of a place name, or a plain "Not shared".
 */
function SharedLocation({ location }: { location: ContactMessage['location'] }) {
  if (!location) return <span className="adm-muted">Not shared</span>;
  if (typeof location === 'string') return <>{location}</>;
  const { lat, lng } = location;
  const href = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {`${lat.toFixed(4)}, ${lng.toFixed(4)}`}
      <span className="sh-visually-hidden"> (map, opens in a new tab)</span>
    </a>
  );
}

/** /admin/messages: what visitors sent through the contact form, newest first. */
export function MessagesPage() {
  const list = useServerList<Paged<ContactMessage>>({
    url: messagesUrl,
    rowCount: (body) => body.data.length,
  });

  const remove = (message: ContactMessage) =>
    list.removeRow(message._id, () => deleteMessage(message._id), {
      question: 'Are you sure you want to delete this message?',
      title: 'Delete message',
      done: 'Message deleted successfully',
      failed: 'Failed to delete message. Please try again.',
      undo: () => restoreDeleted('contact-message', message._id),
    });

  const columns: Column<ContactMessage>[] = [
    { key: 'name', header: 'Name', render: (m) => m.name },
    {
      key: 'email',
      header: 'Email',
      className: 'adm-cell--email',
      render: (m) => <a href={mailtoHref(m.email)}>{m.email}</a>,
    },
    { key: 'phone', header: 'Phone', render: (m) => <a href={`tel:${m.phone}`}>{m.phone}</a> },
    { key: 'message', header: 'Message', className: 'adm-cell--wrap', render: (m) => m.message },
    {
      key: 'location',
      header: 'Location',
      render: (m) => <SharedLocation location={m.location} />,
    },
    { key: 'date', header: 'Received', render: (m) => <Created at={m.createdAt} /> },
    actionsColumn((m) => (
      <Button
        variant="danger"
        busy={list.removing === m._id}
        busyText="Deleting..."
        aria-label={`Delete the message from ${m.name}`}
        onClick={() => void remove(m)}
      >
        Delete
      </Button>
    )),
  ];

  return (
    <AdminScreen id="messages" title="Messages">
      <PagedTable
        list={list}
        loading="Loading messages..."
        error="Failed to fetch messages. Please try again later."
        count={(total) => (total === 1 ? '1 message' : `${total} messages`)}
        caption="Contact messages"
        columns={columns}
        rowKey={(m) => m._id}
        empty="No messages yet."
        pagerLabel="Message pages"
      />
      {list.dialog}
    </AdminScreen>
  );
}
