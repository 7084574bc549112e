import { useState } from 'react';
import { Link } from '@travel/shell/router';
import { selectIsSignedIn, useAuthStore } from '@travel/shell/auth';
import type { MyBookings as MyBookingsResponse } from '@travel/shell/api-types';
import { apiErrorMessage, isHttpError } from '@travel/shell/http';
import { zonedTime, zoneLabel } from '@travel/shell/time';
import { Button, ErrorPanel, Spinner } from '@travel/shell/ui';
import { RescheduleStep } from '../../../components/reschedule-step';
import { paths } from '@travel/shell/paths';
import { StatusBadge, StayFacts, TourFacts } from '../../../components/booking-summary';
import { CancelBookingButton } from '../../../components/cancel-booking-button';
import {
  cancelMyBooking,
  fetchMyBookings,
  rescheduleMyBooking,
  useDestinationsIf,
  useMyBookings,
  useOffersIf,
} from '../api/my-bookings-api';
import { statusOf } from '../../../lib/booking-status';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { groupBookings, type BookingGroups, type Entry } from '../lib/booking-groups';
import '../../../styles/shared.css';
import './my-bookings.css';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';

type Titles = ReadonlyMap<string, string>;

/**
 * Bookings carry the title of what was booked; older ones only its id. For those the public catalog
 * lists give the names, and when they cannot be loaded the list still shows, with generic names.
 */
function useTitles(entries: Entry[]): { tours: Titles; stays: Titles } {
  const untitled = entries.filter((entry) => !storedTitle(entry));
  const destinations = useDestinationsIf(untitled.some((entry) => entry.kind === 'tour'));
  const offers = useOffersIf(untitled.some((entry) => entry.kind === 'stay'));
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

const storedTitle = (entry: Entry): string | undefined =>
  entry.kind === 'tour' ? entry.booking.destinationTitle : entry.booking.offerTitle;

function whenText(entry: Entry): string {
  return entry.kind === 'tour'
    ? `${formatDate(entry.booking.date)} at ${zonedTime(entry.booking.time, entry.booking.timeZone)}`
    : `${formatDate(entry.booking.checkIn)} to ${formatDate(entry.booking.checkOut)} (${zoneLabel(entry.booking.timeZone)})`;
}

function BookingCard({
  entry,
  title,
  upcoming,
  onChanged,
}: {
  entry: Entry;
  title: string;
  upcoming: boolean;
  onChanged: (entry: Entry) => void;
}) {
  const { booking } = entry;
  const status = statusOf(booking);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [moving, setMoving] = useState(false);
  const places = entry.kind === 'tour' ? 'seats' : 'nights';
  const active = upcoming && (status === 'held' || status === 'confirmed');
  const canCancel = active && booking.cancellable === true;
  // The same deadline allows moving a tour to another date or time.
  const canMove = canCancel && entry.kind === 'tour';
  // The server refuses cancelling near the start: say so rather than leave the button silently missing.
  const tooLate = active && booking.cancellable === false && outcome === null;

  async function cancel() {
    try {
      const result = await cancelMyBooking(booking.reference);
      onChanged({
        kind: entry.kind,
        booking: { ...result.booking, cancellable: false },
      } as Entry);
      setOutcome({ text: result.message, failed: false });
    } catch (error) {
      setOutcome({
        text: apiErrorMessage(error, 'The booking could not be cancelled. Please try again.'),
        failed: true,
      });
      // A conflict (past the cutoff, already cancelled, expired) will not change on a second try.
      if (isHttpError(error) && error.response?.status === 409) {
        onChanged({ ...entry, booking: { ...entry.booking, cancellable: false } } as Entry);
      }
    }
  }

  async function move(target: { date: string; time: string }) {
    const result = await rescheduleMyBooking(booking.reference, target);
    setMoving(false);
    setOutcome({ text: result.message, failed: false });
    // Read again: whether it can still be cancelled depends on the new start.
    const fresh = await fetchMyBookings().catch(() => null);
    const moved = fresh?.tours.find((b) => b.reference === booking.reference);
    onChanged({
      kind: 'tour',
      booking: moved ?? { ...entry.booking, ...result.booking },
    } as Entry);
  }

  return (
    <li className="bk-booking-card" data-testid={`booking-${booking.reference}`}>
      <div className="bk-booking-card__top">
        <p className="bk-booking-card__ref">{booking.reference}</p>
        <StatusBadge booking={booking} />
      </div>
      <h3>{title}</h3>
      {entry.kind === 'tour' ? (
        <TourFacts booking={entry.booking} />
      ) : (
        <StayFacts booking={entry.booking} />
      )}
      {status === 'held' && upcoming && booking.holdExpiresAt && (
        <p className="bk-booking-card__note">
          Confirm it with the link in your email by{' '}
          {formatDateTime(booking.holdExpiresAt, booking.timeZone)}, or the {places} are released.
        </p>
      )}
      {status === 'cancelled' && booking.cancelledAt && (
        <p className="bk-booking-card__note">
          Cancelled on {formatDateTime(booking.cancelledAt, booking.timeZone)}.
        </p>
      )}
      {/* The Cancel button may be gone: the outcome takes focus, where the visitor continues. */}
      <OutcomeMessage outcome={outcome} doneClass="bk-booking-card__done" />
      {moving && entry.kind === 'tour' ? (
        <RescheduleStep booking={entry.booking} move={move} onClose={() => setMoving(false)} />
      ) : (
        <div className="bk-booking-card__actions">
          <Link
            to={
              entry.kind === 'tour'
                ? paths.tourPage(entry.booking.destinationId)
                : paths.offerDetails(entry.booking.offerId)
            }
          >
            {entry.kind === 'tour' ? 'View tour' : 'View offer'}
          </Link>
          {tooLate && (
            <p className="bk-booking-card__note">
              Too close to the start to cancel online. Please contact us if your plans change.
            </p>
          )}
          {canMove && (
            <Button
              variant="secondary"
              onClick={() => {
                setOutcome(null);
                setMoving(true);
              }}
            >
              Change date or time
            </Button>
          )}
          {canCancel && (
            <CancelBookingButton
              question={`Cancel booking ${booking.reference} (${title}, ${whenText(entry)})? The ${places} are released for other visitors; this cannot be undone.`}
              cancel={cancel}
            />
          )}
        </div>
      )}
    </li>
  );
}

function BookingSection({
  id,
  heading,
  empty,
  entries,
  titles,
  upcoming,
  onChanged,
}: {
  id: string;
  heading: string;
  /** What the section says when it has no booking. */
  empty: string;
  entries: Entry[];
  titles: { tours: Titles; stays: Titles };
  upcoming: boolean;
  onChanged: (entry: Entry) => void;
}) {
  return (
    <section className="bk-my-group" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{heading}</h2>
      {entries.length === 0 ? (
        <p className="bk-my-group__empty">{empty}</p>
      ) : (
        <ul className="bk-booking-list">
          {entries.map((entry) => (
            <BookingCard
              key={entry.booking._id}
              entry={entry}
              upcoming={upcoming}
              onChanged={onChanged}
              title={
                storedTitle(entry) ||
                (entry.kind === 'tour'
                  ? (titles.tours.get(entry.booking.destinationId) ?? 'Tour')
                  : (titles.stays.get(entry.booking.offerId) ?? 'Stay'))
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The page's sections, in this order, each showing one group of the bookings. */
const SECTIONS: readonly { group: keyof BookingGroups; heading: string; empty: string }[] = [
  { group: 'upcoming', heading: 'Upcoming', empty: 'No upcoming bookings.' },
  { group: 'past', heading: 'Past', empty: 'No past bookings yet.' },
  { group: 'cancelled', heading: 'Cancelled', empty: 'No cancelled bookings.' },
];

function BookingsList({ tours, stays }: MyBookingsResponse) {
  // Bookings cancelled or moved here, by reference: the list shows them as the server now has them.
  const [changed, setChanged] = useState<ReadonlyMap<string, Entry>>(new Map());
  const read: Entry[] = [
    ...tours.map((booking): Entry => ({ kind: 'tour', booking })),
    ...stays.map((booking): Entry => ({ kind: 'stay', booking })),
  ];
  const current = (entry: Entry) => changed.get(entry.booking.reference) ?? entry;
  const entries = read.map(current);
  const titles = useTitles(entries);
  if (entries.length === 0) {
    return <p className="bk-status">No bookings found.</p>;
  }
  // Grouped as read: a booking cancelled or moved here stays where it was, its outcome beside it, until
  // the page is read again.
  const asRead = groupBookings(read);
  const onChanged = (entry: Entry) =>
    setChanged((current) => new Map(current).set(entry.booking.reference, entry));

  return (
    <>
      {SECTIONS.map(({ group, heading, empty }) => (
        <BookingSection
          key={group}
          id={`bk-my-${group}`}
          heading={heading}
          empty={empty}
          entries={asRead[group].map(current)}
          upcoming={group === 'upcoming'}
          titles={titles}
          onChanged={onChanged}
        />
      ))}
    </>
  );
}

function MyBookingsContent() {
  const state = useMyBookings();
  if (state.status === 'loading') return <Spinner visibleLabel />;
  if (state.status === 'error') {
    return (
      <ErrorPanel
        message="Failed to fetch bookings. Please try again later."
        onAction={state.reload}
      />
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
