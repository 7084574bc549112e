import type { Column } from '@travel/shell/tables';
import type { CsvColumn } from '../../lib/csv';
import { formatLocalDay, formatNearDateTime, isoMinute } from '../../lib/format';
import { stateLabel, type BookingState } from '../../lib/booking-states';
import { t } from '@travel/shell/i18n';

/** What the list and the export need of any booking's state. */
export interface StatefulBooking {
  status: BookingState;
  holdExpiresAt?: string;
  cancelledAt?: string;
}

/** The line under the state (kept short, the table is wide): until when a hold waits, when a booking was cancelled. */
function stateDetail(booking: StatefulBooking): string {
  if (booking.status === 'held' && booking.holdExpiresAt) {
    return t('admin.state.heldUntil', { time: formatNearDateTime(booking.holdExpiresAt) });
  }
  if (booking.status === 'cancelled' && booking.cancelledAt) {
    return t('admin.state.cancelledOn', { day: formatLocalDay(booking.cancelledAt) });
  }
  return '';
}

/** The state as a word in a tinted badge: the colour helps scanning, the word carries the meaning. */
export function BookingStateBadge({ booking }: { booking: StatefulBooking }) {
  const detail = stateDetail(booking);
  return (
    <span className="adm-stack adm-nowrap">
      <span className={`adm-state adm-state--${booking.status}`}>{stateLabel(booking.status)}</span>
      {detail ? <span className="adm-muted">{detail}</span> : null}
    </span>
  );
}

export function stateColumn<Row extends StatefulBooking>(): Column<Row> {
  return {
    key: 'state',
    header: t('admin.filter.state'),
    render: (row) => <BookingStateBadge booking={row} />,
  };
}

/** The state in the export, with the instants that go with it (UTC, like the other times of the file). */
export function stateCsvColumns<Row extends StatefulBooking>(): CsvColumn<Row>[] {
  return [
    { header: 'State', value: (row) => row.status },
    { header: 'Hold expires at (UTC)', value: (row) => isoMinute(row.holdExpiresAt) },
    { header: 'Cancelled at (UTC)', value: (row) => isoMinute(row.cancelledAt) },
  ];
}
