import type { WaitlistEntry, WaitlistStatus } from '@travel/shell/api-types';
import { apiErrorMessage } from '@travel/shell/http';
import { useSearchParams } from '@travel/shell/router';
import { DataTable, type Column } from '@travel/shell/tables';
import { AsyncView, Button } from '@travel/shell/ui';
import { useServerList } from '../../../lib/use-server-list';
import {
  TourChoicesFailure,
  TourTimeFields,
  useTourChoices,
} from '../../../components/tour-choices';
import { formatDay, formatNearDateTime, formatDateTime } from '../../../lib/format';
import { removeWaitlistEntry, waitlistUrl, type WaitlistQuery } from '../api/waitlist-api';
import { actionsColumn } from '../../../components/table-cells';
import { AdminScreen } from '../../../components/admin-screen';
import '../../../components/admin-screen.css';
import { t } from '@travel/shell/i18n';

/** An entry's status in the page's language: 'Waiting', 'Offered'. */
const statusLabel = (status: WaitlistStatus) => t(`admin.waitlist.status.${status}`);

// The booking badges' colours for the same meanings: in line or held, done, out.
const STATUS_TINT: Record<WaitlistStatus, string> = {
  waiting: 'expired',
  offered: 'held',
  claimed: 'confirmed',
  left: 'cancelled',
  passed: 'cancelled',
};

/**
 * The line under the status: an address nobody confirmed (such an entry is passed over), until when an offer
 * holds its seats, the booking a claim made, when it ended.
 */
function statusDetail(entry: WaitlistEntry): string {
  if (entry.status === 'waiting' && entry.addressConfirmed === false)
    return t('admin.waitlist.unconfirmed');
  if (entry.status === 'offered' && entry.offerExpiresAt) {
    return t('admin.state.heldUntil', { time: formatNearDateTime(entry.offerExpiresAt) });
  }
  if (entry.status === 'claimed' && entry.bookingReference) return entry.bookingReference;
  if (entry.endedAt) return t('admin.state.cancelledOn', { day: formatDateTime(entry.endedAt) });
  return '';
}

function StatusBadge({ entry }: { entry: WaitlistEntry }) {
  const detail = statusDetail(entry);
  return (
    <span className="adm-stack adm-nowrap">
      <span className={`adm-state adm-state--${STATUS_TINT[entry.status]}`}>
        {statusLabel(entry.status)}
      </span>
      {detail ? <span className="adm-muted">{detail}</span> : null}
    </span>
  );
}

/** The list's columns, in the page's language. */
const columns = (): Column<WaitlistEntry>[] => [
  {
    key: 'position',
    header: t('admin.waitlist.position'),
    // Out of line (claimed, left, passed): no place to show.
    render: (e) =>
      e.position === null ? (
        <span className="adm-muted">
          –<span className="sh-visually-hidden">{t('admin.waitlist.notInLine')}</span>
        </span>
      ) : (
        e.position
      ),
  },
  { key: 'time', header: t('admin.detail.time'), className: 'adm-nowrap', render: (e) => e.time },
  { key: 'name', header: t('admin.detail.name'), render: (e) => e.name },
  { key: 'email', header: t('admin.col.email'), render: (e) => e.email },
  { key: 'tickets', header: t('admin.detail.tickets'), render: (e) => e.tickets },
  { key: 'status', header: t('admin.col.status'), render: (e) => <StatusBadge entry={e} /> },
  {
    key: 'joined',
    header: t('admin.waitlist.joined'),
    className: 'adm-nowrap',
    render: (e) => formatDateTime(e.joinedAt),
  },
];

/** The tour, day and time chosen, kept in the URL so a reload or a shared link shows the same list. */
function readQuery(params: URLSearchParams): WaitlistQuery {
  return {
    destinationId: params.get('destinationId') ?? '',
    date: params.get('date') ?? '',
    time: params.get('time') ?? '',
  };
}

function writeQuery(query: WaitlistQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return params;
}

/** /admin/waitlist: who waits for a sold-out tour time, in the order they are offered seats. */
export function WaitlistPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readQuery(searchParams);
  const set = (patch: Partial<WaitlistQuery>) =>
    setSearchParams(writeQuery({ ...query, ...patch }));
  const choices = useTourChoices(query.destinationId, { date: query.date });
  const url = waitlistUrl(query);
  const list = useServerList<{ data: WaitlistEntry[] }>({
    url: () => url,
    rowCount: (body) => body.data.length,
  });
  const remove = (entry: WaitlistEntry) =>
    list.removeRow(entry._id, () => removeWaitlistEntry(entry), {
      title: t('admin.waitlist.removeTitle'),
      question: t(
        entry.status === 'offered'
          ? 'admin.waitlist.removeOffered'
          : 'admin.waitlist.removeQuestion',
        { name: entry.name, email: entry.email, time: entry.time, date: formatDay(entry.date) },
      ),
      done: t('admin.waitlist.removed'),
      failed: (error) => apiErrorMessage(error, t('admin.waitlist.removeFailed')),
    });

  const withActions: Column<WaitlistEntry>[] = [
    ...columns(),
    actionsColumn((entry) => (
      <Button
        variant="danger"
        busy={list.removing === entry._id}
        busyText={t('admin.common.removing')}
        aria-label={t('admin.waitlist.removeLabel', { name: entry.name })}
        onClick={() => void remove(entry)}
      >
        {t('admin.common.remove')}
      </Button>
    )),
  ];

  return (
    <AdminScreen id="waitlist" title={t('admin.menu.waitlist')}>
      {/* A group, not a form: a choice applies at once, there is nothing to submit. */}
      <div className="adm-filter" role="group" aria-label={t('admin.tourChoice.label')}>
        <TourTimeFields
          choices={choices}
          value={query}
          onChange={set}
          noTime={t('admin.waitlist.allTimes')}
        />
      </div>
      <TourChoicesFailure choices={choices} />
      {url === null ? (
        <p className="adm-screen__note">{t('admin.waitlist.choose')}</p>
      ) : (
        <AsyncView
          state={list.shown}
          loading={t('admin.waitlist.loading')}
          error={t('admin.waitlist.failed')}
          onRetry={list.reload}
        >
          {({ data }) => {
            const inLine = data.filter((e) => e.status === 'waiting' || e.status === 'offered');
            return (
              <>
                <p className="adm-screen__count" aria-live="polite">
                  {t('admin.waitlist.count', { inLine: inLine.length, all: data.length })}
                </p>
                <div className="adm-list">
                  <DataTable
                    caption={t('admin.waitlist.caption')}
                    columns={withActions}
                    rows={data}
                    rowKey={(entry) => entry._id}
                    empty={t('admin.waitlist.empty')}
                    busy={list.busy}
                  />
                </div>
              </>
            );
          }}
        </AsyncView>
      )}
      {list.dialog}
    </AdminScreen>
  );
}
