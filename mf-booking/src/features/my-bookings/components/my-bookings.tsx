import { Link } from '@travel/shell/router';
import { selectIsSignedIn, useAuthStore } from '@travel/shell/auth';
import type {
  Destination,
  MyBookings as MyBookingsResponse,
  Offer,
  StayBooking,
  TourBooking,
} from '@travel/shell/api-types';
import { formatPrice, Spinner } from '@travel/shell/ui';
import { useApiGet } from '@travel/shell/data';
import { paths } from '@travel/shell/paths';
import { daysBetween, formatDate } from '../../../lib/dates';
import '../../../styles/common.css';
import './my-bookings.css';

type Titles = ReadonlyMap<string, string>;

/**
 * Bookings carry only the id of what was booked. The public catalog lists give the names; when
 * they cannot be loaded the list still shows, with generic names.
 */
function useTitles(): { tours: Titles; stays: Titles } {
  const destinations = useApiGet<Destination[]>('/api/destination');
  const offers = useApiGet<{ data: Offer[] }>('/api/offer');
  return {
    tours: new Map(
      destinations.status === 'success'
        ? destinations.data.map((d) => [d._id, d.title || d.destination])
        : [],
    ),
    stays: new Map(
      offers.status === 'success' ? offers.data.data.map((o) => [o._id, o.title]) : [],
    ),
  };
}

function TourCard({ booking, title }: { booking: TourBooking; title: string }) {
  return (
    <li className="bk-booking-card">
      <p className="bk-booking-card__ref">{booking.reference}</p>
      <h3>{title}</h3>
      <dl>
        <div>
          <dt>Date</dt>
          <dd>
            {formatDate(booking.date)} at {booking.time}
          </dd>
        </div>
        <div>
          <dt>Tickets</dt>
          <dd>{booking.tickets}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatPrice(booking.cost)}</dd>
        </div>
      </dl>
      <Link to={paths.tourPage(booking.destinationId)}>View tour</Link>
    </li>
  );
}

function StayCard({ booking, title }: { booking: StayBooking; title: string }) {
  const nights = daysBetween(booking.checkIn.slice(0, 10), booking.checkOut.slice(0, 10));
  return (
    <li className="bk-booking-card">
      <p className="bk-booking-card__ref">{booking.reference}</p>
      <h3>{title}</h3>
      <dl>
        <div>
          <dt>Dates</dt>
          <dd>
            {formatDate(booking.checkIn)} to {formatDate(booking.checkOut)}
            {nights !== null && ` (${nights} ${nights === 1 ? 'night' : 'nights'})`}
          </dd>
        </div>
        <div>
          <dt>Guests</dt>
          <dd>{booking.guests}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatPrice(booking.totalCost)}</dd>
        </div>
        <div>
          <dt>Per person</dt>
          <dd>{formatPrice(booking.costPerPerson)}</dd>
        </div>
      </dl>
      <Link to={paths.offerDetails(booking.offerId)}>View offer</Link>
    </li>
  );
}

function BookingsList({ tours, stays }: MyBookingsResponse) {
  const titles = useTitles();
  if (tours.length === 0 && stays.length === 0) {
    return <p className="bk-status">No bookings found.</p>;
  }
  return (
    <>
      {tours.length > 0 && (
        <section aria-labelledby="bk-my-tours">
          <h2 id="bk-my-tours">Tours</h2>
          <ul className="bk-booking-list">
            {tours.map((booking) => (
              <TourCard
                key={booking._id}
                booking={booking}
                title={titles.tours.get(booking.destinationId) ?? 'Tour'}
              />
            ))}
          </ul>
        </section>
      )}
      {stays.length > 0 && (
        <section aria-labelledby="bk-my-stays">
          <h2 id="bk-my-stays">Stays</h2>
          <ul className="bk-booking-list">
            {stays.map((booking) => (
              <StayCard
                key={booking._id}
                booking={booking}
                title={titles.stays.get(booking.offerId) ?? 'Stay'}
              />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function MyBookingsContent() {
  const state = useApiGet<MyBookingsResponse>('/api/bookings/mine');
  if (state.status === 'loading') return <Spinner visibleLabel />;
  if (state.status === 'error') {
    return (
      <p className="bk-status bk-status--error" role="alert">
        Failed to fetch bookings. Please try again later.
      </p>
    );
  }
  return <BookingsList tours={state.data.tours ?? []} stays={state.data.stays ?? []} />;
}

export function MyBookings() {
  const signedIn = useAuthStore(selectIsSignedIn);
  return (
    <section className="bk-page bk-my-bookings" aria-labelledby="bk-my-bookings-title">
      <h1 id="bk-my-bookings-title">My bookings</h1>
      {signedIn ? (
        <MyBookingsContent />
      ) : (
        <p className="bk-status">
          Please <Link to={paths.login}>log in</Link> to see your bookings.
        </p>
      )}
    </section>
  );
}
