import { paths } from '@travel/shell/paths';
import type { Offer, StayBooking } from '@travel/shell/api-types';
import type { Column } from '@travel/shell/tables';
import { zoneLabel } from '@travel/shell/time';
import { formatPrice } from '@travel/shell/ui';
import { Booker, Created, TwoLines } from '../../../components/table-cells';
import { BookingListScreen } from '../../../components/booking-list/booking-list-screen';
import { stateColumn, stateCsvColumns } from '../../../components/booking-list/booking-state';
import { paymentColumn, paymentCsvColumns } from '../../../components/booking-list/booking-payment';
import type { CsvColumn } from '../../../lib/csv';
import { channelLabel } from '../../../lib/booking-actions';
import { formatDay, isoMinute } from '../../../lib/format';
import { GuestLimitForm } from './guest-limit-form';
import { t } from '@travel/shell/i18n';

/** The list's columns, in the page's language. */
const columns = (): Column<StayBooking>[] => [
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
  stateColumn<StayBooking>(),
  paymentColumn<StayBooking>(),
  { key: 'booker', header: t('admin.col.booker'), render: (b) => <Booker {...b} /> },
  { key: 'offer', header: t('admin.col.offer'), render: (b) => b.offerTitle },
  {
    key: 'stay',
    header: t('admin.col.stay'),
    render: (b) => (
      <span className="adm-stack">
        <span className="adm-nowrap">{formatDay(b.checkIn)} –</span>
        <span className="adm-nowrap">{formatDay(b.checkOut)}</span>
        <span className="adm-muted">
          {t('admin.bookings.nights', { count: b.nights })}, {zoneLabel(b.timeZone)}
        </span>
      </span>
    ),
  },
  {
    key: 'total',
    header: t('admin.col.total'),
    render: (b) => (
      <TwoLines
        first={formatPrice(b.totalCost)}
        second={t('admin.bookings.guests', { count: b.guests })}
      />
    ),
  },
  { key: 'created', header: t('admin.col.booked'), render: (b) => <Created at={b.createdAt} /> },
];

const csvColumns: CsvColumn<StayBooking>[] = [
  { header: t('admin.col.reference'), value: (b) => b.reference },
  { header: 'Channel', value: (b) => b.channel },
  ...stateCsvColumns<StayBooking>(),
  { header: 'Name', value: (b) => b.name },
  { header: 'Email', value: (b) => b.email },
  { header: 'Phone', value: (b) => b.phone },
  { header: 'Offer', value: (b) => b.offerTitle },
  { header: 'Check-in', value: (b) => b.checkIn },
  { header: 'Check-out', value: (b) => b.checkOut },
  { header: 'Time zone', value: (b) => b.timeZone },
  { header: 'Nights', value: (b) => b.nights },
  { header: 'Guests', value: (b) => b.guests },
  { header: 'Price per night', value: (b) => b.pricePerNight },
  { header: 'Total', value: (b) => b.totalCost },
  { header: 'Cost per person', value: (b) => b.costPerPerson },
  { header: 'Booked at (UTC)', value: (b) => isoMinute(b.createdAt) },
  ...paymentCsvColumns<StayBooking>(),
];

const offerOptions = (list: { data: Offer[] }) =>
  list.data
    .map((o) => ({ value: o._id, label: o.title }))
    .sort((a, b) => a.label.localeCompare(b.label));

/** /admin/BookingApartment: stay (apartment) bookings and the guest limit. */
export function StayBookingsPage() {
  return (
    <BookingListScreen<StayBooking, { data: Offer[] }>
      title={t('admin.menu.stayBookings')}
      endpoint="/api/bookingapartment"
      deleteUrl={(b) => `/api/bookingapartment/${encodeURIComponent(b._id)}`}
      deletedKind="stay-booking"
      itemParam="offerId"
      kind="stay"
      itemsEndpoint="/api/offer"
      itemOptions={offerOptions}
      columns={columns()}
      csvColumns={csvColumns}
      newBookingPath={`${paths.admin.newBooking}?kind=stay`}
      csvPrefix="stay-bookings"
    >
      <GuestLimitForm />
    </BookingListScreen>
  );
}
