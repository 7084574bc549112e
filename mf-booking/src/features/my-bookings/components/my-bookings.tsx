import { t } from '@travel/shell/i18n';
import { useState } from 'react';
import { Link } from '@travel/shell/router';
import { selectIsSignedIn, useAuthStore } from '@travel/shell/auth';
import type { MyBookings as MyBookingsResponse } from '@travel/shell/api-types';
import { apiErrorMessage, isHttpError } from '@travel/shell/http';
import { zonedTime, zoneLabel } from '@travel/shell/time';
import { Button, ErrorPanel, Spinner, richText } from '@travel/shell/ui';
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
    ? t('booking.when.dateAt', {
        date: formatDate(entry.booking.date),
        time: zonedTime(entry.booking.time, entry.booking.timeZone),
      })
    : t('booking.when.rangeIn', {
        from: formatDate(entry.booking.checkIn),
        to: formatDate(entry.booking.checkOut),
        zone: zoneLabel(entry.booking.timeZone),
      });
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
        text: apiErrorMessage(error, t('booking.mine.cancelFailed')),
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
          {t('booking.mine.confirmBy', {
            places,
            deadline: formatDateTime(booking.holdExpiresAt, booking.timeZone),
          })}
        </p>
      )}
      {status === 'cancelled' && booking.cancelledAt && (
        <p className="bk-booking-card__note">
          {t('booking.mine.cancelledOn', {
            when: formatDateTime(booking.cancelledAt, booking.timeZone),
          })}
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
            {t(entry.kind === 'tour' ? 'booking.mine.viewTour' : 'booking.mine.viewOffer')}
          </Link>
          {tooLate && <p className="bk-booking-card__note">{t('booking.mine.tooLate')}</p>}
          {canMove && (
            <Button
              variant="secondary"
              onClick={() => {
                setOutcome(null);
                setMoving(true);
              }}
            >
              {t('booking.move.title')}
            </Button>
          )}
          {canCancel && (
            <CancelBookingButton
              question={t('booking.cancel.questionNamed', {
                reference: booking.reference,
                title,
                when: whenText(entry),
                places,
              })}
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
                  ? (titles.tours.get(entry.booking.destinationId) ?? t('booking.facts.tour'))
                  : (titles.stays.get(entry.booking.offerId) ?? t('booking.facts.stay')))
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The page's sections, in this order, each showing one group of the bookings (message ids). */
const SECTIONS: readonly { group: keyof BookingGroups; heading: string; empty: string }[] = [
  { group: 'upcoming', heading: 'booking.mine.upcoming', empty: 'booking.mine.noUpcoming' },
  { group: 'past', heading: 'booking.mine.past', empty: 'booking.mine.noPast' },
  { group: 'cancelled', heading: 'booking.mine.cancelled', empty: 'booking.mine.noCancelled' },
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
    return <p className="bk-status">{t('booking.mine.none')}</p>;
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
          heading={t(heading)}
          empty={t(empty)}
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
    return <ErrorPanel message={t('booking.mine.loadFailed')} onAction={state.reload} />;
  }
  return <BookingsList tours={state.data.tours ?? []} stays={state.data.stays ?? []} />;
}

export function MyBookings() {
  const signedIn = useAuthStore(selectIsSignedIn);
  return (
    <section className="bk-page bk-my-bookings" aria-labelledby="bk-my-bookings-title">
      <h1 id="bk-my-bookings-title">{t('booking.mine.title')}</h1>
      {signedIn ? (
        <MyBookingsContent />
      ) : (
        <p className="bk-status">
          {richText(t('booking.mine.logIn'), { 0: (text) => <Link to={paths.login}>{text}</Link> })}
        </p>
      )}
    </section>
  );
}
