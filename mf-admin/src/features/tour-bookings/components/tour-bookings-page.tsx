import { paths } from '@travel/shell/paths';
import type { Destination, TourBooking } from '@travel/shell/api-types';
import type { Column } from '@travel/shell/tables';
import { zonedTime } from '@travel/shell/time';
import { formatPrice } from '@travel/shell/ui';
import { Booker, Created, TwoLines } from '../../../components/table-cells';
import { BookingListScreen } from '../../../components/booking-list/booking-list-screen';
import { stateColumn, stateCsvColumns } from '../../../components/booking-list/booking-state';
import { paymentColumn, paymentCsvColumns } from '../../../components/booking-list/booking-payment';
import type { CsvColumn } from '../../../lib/csv';
import { channelLabel } from '../../../lib/booking-actions';
import { formatDay, isoMinute } from '../../../lib/format';
import { t } from '@travel/shell/i18n';

/** The list's columns, in the page's language. */
const columns = (): Column<TourBooking>[] => [
  {
    key: 'reference',
    header: t('admin.col.reference'),
    className: 'adm-nowrap',
    // The reference over how it was booked: 'Web' or 'Back office'.
    render: (b) => (
      <span className="adm-stack">
        <code>{b.reference}</code>
        <span className="adm-muted">{channelLabel(b.channel)}</span>
      </span>
    ),
  },
  stateColumn<TourBooking>(),
  {
    key: 'checkIn',
    header: t('admin.col.checkIn'),
    className: 'adm-nowrap',
    render: (b) =>
      b.checkIn === 'none' ? (
        <span className="adm-muted">–</span>
      ) : (
        <span
          className={`adm-state adm-state--${b.checkIn === 'arrived' ? 'confirmed' : 'cancelled'}`}
        >
          {b.checkIn === 'arrived' ? t('admin.checkIn.arrived') : t('admin.checkIn.noShow')}
        </span>
      ),
  },
  paymentColumn<TourBooking>(),
  { key: 'booker', header: t('admin.col.booker'), render: (b) => <Booker {...b} /> },
  { key: 'destination', header: t('admin.col.destination'), render: (b) => b.destinationTitle },
  {
    key: 'when',
    header: t('admin.col.tourDate'),
    // The tour's own clock, its zone named: '09:30 Lisbon time'.
    render: (b) => <TwoLines first={formatDay(b.date)} second={zonedTime(b.time, b.timeZone)} />,
  },
  {
    key: 'cost',
    header: t('admin.col.cost'),
    render: (b) => (
      <TwoLines
        first={formatPrice(b.cost)}
        second={t(b.extras ? 'admin.bookings.ticketsExtras' : 'admin.bookings.tickets', {
          count: b.tickets,
        })}
      />
    ),
  },
  { key: 'created', header: t('admin.col.booked'), render: (b) => <Created at={b.createdAt} /> },
];

const csvColumns: CsvColumn<TourBooking>[] = [
  { header: t('admin.col.reference'), value: (b) => b.reference },
  { header: 'Channel', value: (b) => b.channel },
  ...stateCsvColumns<TourBooking>(),
  { header: 'Name', value: (b) => b.name },
  { header: 'Email', value: (b) => b.email },
  { header: 'Phone', value: (b) => b.phone },
  { header: 'Destination', value: (b) => b.destinationTitle },
  { header: 'Date', value: (b) => b.date },
  { header: 'Time', value: (b) => b.time },
  { header: 'Time zone', value: (b) => b.timeZone },
  { header: 'Tickets', value: (b) => b.tickets },
  { header: 'Extras', value: (b) => (b.extras ? 'yes' : 'no') },
  { header: 'Cost', value: (b) => b.cost },
  { header: 'Check-in', value: (b) => (b.checkIn === 'none' ? '' : b.checkIn) },
  { header: 'Booked at (UTC)', value: (b) => isoMinute(b.createdAt) },
  ...paymentCsvColumns<TourBooking>(),
];

const destinationOptions = (list: Destination[]) =>
  list
    .map((d) => ({ value: d._id, label: d.title || d.destination }))
    .sort((a, b) => a.label.localeCompare(b.label));

/** /admin/Booking: tour bookings. */
export function TourBookingsPage() {
  return (
    <BookingListScreen<TourBooking, Destination[]>
      title={t('admin.menu.tourBookings')}
      endpoint="/api/booking"
      deleteUrl={(b) => `/api/deleteBooking/${encodeURIComponent(b._id)}`}
      deletedKind="tour-booking"
      itemParam="destinationId"
      kind="tour"
      itemsEndpoint="/api/destination"
      itemOptions={destinationOptions}
      columns={columns()}
      csvColumns={csvColumns}
      newBookingPath={`${paths.admin.newBooking}?kind=tour`}
      csvPrefix="tour-bookings"
    />
  );
}
