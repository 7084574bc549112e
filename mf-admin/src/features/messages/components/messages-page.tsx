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
import { t } from '@travel/shell/i18n';

/**
 * Where the visitor said they are: a map link for a shared position (OpenStreetMap, no key needed), the text
 * of a place name, or a plain "Not shared".
 */
function SharedLocation({ location }: { location: ContactMessage['location'] }) {
  if (!location) return <span className="adm-muted">{t('admin.messages.notShared')}</span>;
  if (typeof location === 'string') return <>{location}</>;
  const { lat, lng } = location;
  const href = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {`${lat.toFixed(4)}, ${lng.toFixed(4)}`}
      <span className="sh-visually-hidden"> {t('admin.messages.mapNewTab')}</span>
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
      question: t('admin.messages.deleteQuestion'),
      title: t('admin.messages.deleteTitle'),
      done: t('admin.messages.deleted'),
      failed: t('admin.messages.deleteFailed'),
      undo: () => restoreDeleted('contact-message', message._id),
    });

  const columns: Column<ContactMessage>[] = [
    { key: 'name', header: t('admin.detail.name'), render: (m) => m.name },
    {
      key: 'email',
      header: t('admin.col.email'),
      className: 'adm-cell--email',
      render: (m) => <a href={mailtoHref(m.email)}>{m.email}</a>,
    },
    {
      key: 'phone',
      header: t('admin.detail.phone'),
      render: (m) => <a href={`tel:${m.phone}`}>{m.phone}</a>,
    },
    {
      key: 'message',
      header: t('admin.messages.message'),
      className: 'adm-cell--wrap',
      render: (m) => m.message,
    },
    {
      key: 'location',
      header: t('admin.messages.location'),
      render: (m) => <SharedLocation location={m.location} />,
    },
    {
      key: 'date',
      header: t('admin.messages.received'),
      render: (m) => <Created at={m.createdAt} />,
    },
    actionsColumn((m) => (
      <Button
        variant="danger"
        busy={list.removing === m._id}
        busyText={t('admin.common.deleting')}
        aria-label={t('admin.messages.deleteLabel', { name: m.name })}
        onClick={() => void remove(m)}
      >
        {t('admin.common.delete')}
      </Button>
    )),
  ];

  return (
    <AdminScreen id="messages" title={t('admin.menu.messages')}>
      <PagedTable
        list={list}
        loading={t('admin.messages.loading')}
        error={t('admin.messages.failed')}
        count={(count) => t('admin.messages.count', { count })}
        caption={t('admin.menu.contactMessages')}
        columns={columns}
        rowKey={(m) => m._id}
        empty={t('admin.updates.noMessages')}
        pagerLabel={t('admin.messages.pages')}
      />
      {list.dialog}
    </AdminScreen>
  );
}
