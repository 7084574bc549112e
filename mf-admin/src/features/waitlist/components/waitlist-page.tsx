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

export const STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  claimed: 'Claimed',
  left: 'Left',
  passed: 'Passed',
};

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
    return 'address not confirmed';
  if (entry.status === 'offered' && entry.offerExpiresAt) {
    return `until ${formatNearDateTime(entry.offerExpiresAt)}`;
  }
  if (entry.status === 'claimed' && entry.bookingReference) return entry.bookingReference;
  if (entry.endedAt) return `on ${formatDateTime(entry.endedAt)}`;
  return '';
}

function StatusBadge({ entry }: { entry: WaitlistEntry }) {
  const detail = statusDetail(entry);
  return (
    <span className="adm-stack adm-nowrap">
      <span className={`adm-state adm-state--${STATUS_TINT[entry.status]}`}>
        {STATUS_LABELS[entry.status]}
      </span>
      {detail ? <span className="adm-muted">{detail}</span> : null}
    </span>
  );
}

const columns: Column<WaitlistEntry>[] = [
  {
    key: 'position',
    header: 'Position',
    // Out of line (claimed, left, passed): no place to show.
    render: (e) =>
      e.position === null ? (
        <span className="adm-muted">
          –<span className="sh-visually-hidden">not in line</span>
        </span>
      ) : (
        e.position
      ),
  },
  { key: 'time', header: 'Time', className: 'adm-nowrap', render: (e) => e.time },
  { key: 'name', header: 'Name', render: (e) => e.name },
  { key: 'email', header: 'Email', render: (e) => e.email },
  { key: 'tickets', header: 'Tickets', render: (e) => e.tickets },
  { key: 'status', header: 'Status', render: (e) => <StatusBadge entry={e} /> },
  {
    key: 'joined',
    header: 'Joined',
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
      title: 'Remove waitlist entry',
      question: `Remove ${entry.name} (${entry.email}) from the ${entry.time} waitlist on ${formatDay(entry.date)}? ${
        entry.status === 'offered'
          ? 'The seats offered to them go to the next person in line at once. '
          : ''
      }This cannot be undone.`,
      done: 'Waitlist entry removed',
      failed: (error) =>
        apiErrorMessage(error, 'Failed to remove the waitlist entry. Please try again.'),
    });

  const withActions: Column<WaitlistEntry>[] = [
    ...columns,
    actionsColumn((entry) => (
      <Button
        variant="danger"
        busy={list.removing === entry._id}
        busyText="Removing..."
        aria-label={`Remove ${entry.name} from the waitlist`}
        onClick={() => void remove(entry)}
      >
        Remove
      </Button>
    )),
  ];

  return (
    <AdminScreen id="waitlist" title="Tour waitlists">
      {/* A group, not a form: a choice applies at once, there is nothing to submit. */}
      <div className="adm-filter" role="group" aria-label="Choose a tour time">
        <TourTimeFields choices={choices} value={query} onChange={set} noTime="All times" />
      </div>
      <TourChoicesFailure choices={choices} />
      {url === null ? (
        <p className="adm-screen__note">Choose a destination and a date to see its waitlists.</p>
      ) : (
        <AsyncView
          state={list.shown}
          loading="Loading the waitlist..."
          error="Failed to fetch the waitlist. Please try again later."
          onRetry={list.reload}
        >
          {({ data }) => {
            const inLine = data.filter((e) => e.status === 'waiting' || e.status === 'offered');
            return (
              <>
                <p className="adm-screen__count" aria-live="polite">
                  {inLine.length === 1 ? '1 entry' : `${inLine.length} entries`} in line,{' '}
                  {data.length} in all
                </p>
                <div className="adm-list">
                  <DataTable
                    caption="Waitlist entries"
                    columns={withActions}
                    rows={data}
                    rowKey={(entry) => entry._id}
                    empty="Nobody is on this waitlist."
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
