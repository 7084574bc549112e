import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@travel/shell/router';
import { selectIsSignedIn, useAuthStore } from '@travel/shell/auth';
import { paths } from '@travel/shell/paths';
import { Button } from '@travel/shell/ui';
import { minutesUntil } from '../lib/dates';
import type { BookingState } from '../lib/booking-status';
import './booking-confirmation.css';

export interface ConfirmationDetail {
  label: string;
  value: ReactNode;
}

interface BookingConfirmationProps {
  booking: BookingState & { reference: string; email: string };
  /** What a hold keeps for the visitor: a tour's seats or a stay's nights. */
  places: 'seats' | 'nights';
  details: ConfirmationDetail[];
  onDone: () => void;
  doneLabel: string;
  /** Inside another card (the offer page's booking column): no frame of its own. */
  flat?: boolean;
  /** The price as charged, line by line (BookedPrice), under the details. */
  price?: ReactNode;
}

function HeldNext({
  email,
  holdExpiresAt,
  places,
}: {
  email: string;
  holdExpiresAt?: string;
  places: string;
}) {
  const minutes = holdExpiresAt ? minutesUntil(holdExpiresAt) : null;
  const within =
    minutes === null ? 'soon' : `within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return (
    <div className="bk-confirmation__next bk-confirmation__next--held" data-testid="booking-next">
      <p>
        <strong>Check your email to confirm.</strong> We have sent a link to {email}. Open it and
        confirm your booking {within}, or the {places} are released for other visitors.
      </p>
    </div>
  );
}

function ConfirmedNext() {
  const signedIn = useAuthStore(selectIsSignedIn);
  return (
    <div className="bk-confirmation__next" data-testid="booking-next">
      <p>
        <strong>Your booking is confirmed.</strong> We have sent a confirmation to your email
        address with a link to manage or cancel it.
        {signedIn && (
          <>
            {' '}
            You can also find it under <Link to={paths.myBookings}>My bookings</Link>.
          </>
        )}
      </p>
    </div>
  );
}

/** What a visitor sees after a booking went through: what happens next, and the reference to quote. */
export function BookingConfirmation({
  booking,
  places,
  details,
  onDone,
  doneLabel,
  flat = false,
  price,
}: BookingConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the visitor was in has just disappeared; move focus so screen readers follow.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      className={flat ? 'bk-confirmation bk-confirmation--flat' : 'bk-confirmation'}
      aria-labelledby="bk-confirmation-title"
    >
      <h2 id="bk-confirmation-title" ref={headingRef} tabIndex={-1}>
        Booking submitted successfully!
      </h2>
      <p className="bk-confirmation__reference">
        Your booking reference is{' '}
        <strong data-testid="booking-reference">{booking.reference}</strong>
      </p>
      {booking.status === 'held' ? (
        <HeldNext email={booking.email} holdExpiresAt={booking.holdExpiresAt} places={places} />
      ) : (
        <ConfirmedNext />
      )}
      <dl className="bk-confirmation__details">
        {details.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {price}
      <Button type="button" onClick={onDone}>
        {doneLabel}
      </Button>
    </section>
  );
}
