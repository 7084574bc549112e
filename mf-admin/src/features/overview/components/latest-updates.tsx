import type { ContactMessage, Paged, StayBooking, TourBooking } from '@travel/shell/api-types';
import type { ApiResult } from '@travel/shell/data';
import { paths } from '@travel/shell/paths';
import { Link } from '@travel/shell/router';
import { AsyncView, formatPrice } from '@travel/shell/ui';
import { formatDateTime, formatDay } from '../../../lib/format';
import {
  LATEST,
  useLatestMessages,
  useLatestStayBookings,
  useLatestTourBookings,
} from '../api/overview-api';
import { type StatefulBooking } from '../../../components/booking-list/booking-state';
import { stateLabel } from '../../../lib/booking-states';
import { t } from '@travel/shell/i18n';

/** When a booking was made, and the state it is in now (a new booking is often still held). */
const bookedWhen = (b: StatefulBooking & { createdAt: string }) =>
  `${formatDateTime(b.createdAt)} · ${stateLabel(b.status)}`;

function Panel<T>({
  title,
  list,
  allLink,
  allLabel,
  failed,
  empty,
  item,
}: {
  title: string;
  /** The link to the whole list: 'See all tour bookings'. */
  allLabel: string;
  /** The message when the list fails to load. */
  failed: string;
  list: ApiResult<Paged<T>>;
  allLink: string;
  empty: string;
  item: (row: T) => { key: string; text: string; when: string };
}) {
  return (
    <section className="adm-panel" aria-label={title}>
      <h2>{title}</h2>
      <AsyncView
        state={list}
        loading={t('admin.common.loading')}
        error={failed}
        onRetry={list.reload}
        isEmpty={(data) => data.data.length === 0}
        empty={<p className="adm-muted">{empty}</p>}
      >
        {(data) => (
          <ul className="adm-updates">
            {data.data.slice(0, LATEST).map((row) => {
              const { key, text, when } = item(row);
              return (
                <li key={key}>
                  <span>{text}</span>
                  <span className="adm-muted">{when}</span>
                </li>
              );
            })}
          </ul>
        )}
      </AsyncView>
      <Link to={allLink}>{allLabel}</Link>
    </section>
  );
}

/** /admin/updates: the newest tour bookings, apartment bookings and messages side by side. */
export function LatestUpdates() {
  const tourBookings = useLatestTourBookings();
  const stayBookings = useLatestStayBookings();
  const messages = useLatestMessages();
  return (
    <div className="adm-grid">
      <Panel<TourBooking>
        title={t('admin.updates.tourBookings')}
        list={tourBookings}
        allLink={paths.admin.tourBookings}
        allLabel={t('admin.updates.allTourBookings')}
        failed={t('admin.updates.tourBookingsFailed')}
        empty={t('admin.updates.noBookings')}
        item={(b) => ({
          key: b._id,
          text: t('admin.updates.tourBooking', {
            name: b.name,
            tour: b.destinationTitle,
            date: formatDay(b.date),
            tickets: b.tickets,
            cost: formatPrice(b.cost),
          }),
          when: bookedWhen(b),
        })}
      />
      <Panel<StayBooking>
        title={t('admin.updates.stayBookings')}
        list={stayBookings}
        allLink={paths.admin.stayBookings}
        allLabel={t('admin.updates.allStayBookings')}
        failed={t('admin.updates.stayBookingsFailed')}
        empty={t('admin.updates.noBookings')}
        item={(b) => ({
          key: b._id,
          text: t('admin.updates.stayBooking', {
            name: b.name,
            offer: b.offerTitle,
            checkIn: formatDay(b.checkIn),
            checkOut: formatDay(b.checkOut),
            guests: b.guests,
            cost: formatPrice(b.totalCost),
          }),
          when: bookedWhen(b),
        })}
      />
      <Panel<ContactMessage>
        title={t('admin.updates.messages')}
        list={messages}
        allLink={paths.admin.messages}
        allLabel={t('admin.updates.allMessages')}
        failed={t('admin.updates.messagesFailed')}
        empty={t('admin.updates.noMessages')}
        item={(m) => ({
          key: m._id,
          text: `${m.name} (${m.email}): ${m.message.length > 120 ? `${m.message.slice(0, 117)}...` : m.message}`,
          when: formatDateTime(m.createdAt),
        })}
      />
    </div>
  );
}
