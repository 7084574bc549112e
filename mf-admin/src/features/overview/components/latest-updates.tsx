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
import { STATE_LABELS } from '../../../lib/booking-states';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** When a booking was made, and the state it is in now (a new booking is often still held). */
const bookedWhen = (b: StatefulBooking & { createdAt: string }) =>
  `${formatDateTime(b.createdAt)} · ${STATE_LABELS[b.status]}`;

function Panel<T>({
  title,
  list,
  allLink,
  empty,
  item,
}: {
  title: string;
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
        loading="Loading..."
        error={`Failed to load ${title.toLowerCase()}.`}
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
      <Link to={allLink}>See all {title.toLowerCase()}</Link>
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
        title="Tour bookings"
        list={tourBookings}
        allLink={paths.admin.tourBookings}
        empty="No bookings found."
        item={(b) => ({
          key: b._id,
          text: `${b.name}: ${b.destinationTitle}, ${formatDay(b.date)} (${plural(b.tickets, 'ticket')}, ${formatPrice(b.cost)})`,
          when: bookedWhen(b),
        })}
      />
      <Panel<StayBooking>
        title="Apartment bookings"
        list={stayBookings}
        allLink={paths.admin.stayBookings}
        empty="No bookings found."
        item={(b) => ({
          key: b._id,
          text: `${b.name}: ${b.offerTitle}, ${formatDay(b.checkIn)} – ${formatDay(b.checkOut)} (${plural(b.guests, 'guest')}, ${formatPrice(b.totalCost)})`,
          when: bookedWhen(b),
        })}
      />
      <Panel<ContactMessage>
        title="Messages"
        list={messages}
        allLink={paths.admin.messages}
        empty="No messages yet."
        item={(m) => ({
          key: m._id,
          text: `${m.name} (${m.email}): ${m.message.length > 120 ? `${m.message.slice(0, 117)}...` : m.message}`,
          when: formatDateTime(m.createdAt),
        })}
      />
    </div>
  );
}
