import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@travel/shell/router';
import { selectIsSignedIn, useAuthStore } from '@travel/shell/auth';
import { paths } from '@travel/shell/paths';
import { Button, richText } from '@travel/shell/ui';
import { minutesUntil } from '../lib/dates';
import { t } from '@travel/shell/i18n';
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
    minutes === null
      ? t('booking.confirmation.soon')
      : t('booking.confirmation.within', { count: minutes });
  return (
    <div className="bk-confirmation__next bk-confirmation__next--held" data-testid="booking-next">
      <p>
        <strong>{t('booking.confirmation.checkEmail')}</strong>{' '}
        {t('booking.confirmation.heldNext', { email, within, places })}
      </p>
    </div>
  );
}

function ConfirmedNext() {
  const signedIn = useAuthStore(selectIsSignedIn);
  return (
    <div className="bk-confirmation__next" data-testid="booking-next">
      <p>
        <strong>{t('booking.confirmation.confirmed')}</strong>{' '}
        {t('booking.confirmation.confirmedNext')}
        {signedIn && (
          <>
            {' '}
            {richText(t('booking.confirmation.findIt'), {
              0: (text) => <Link to={paths.myBookings}>{text}</Link>,
            })}
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
        {t('booking.confirmation.title')}
      </h2>
      <p className="bk-confirmation__reference">
        {t('booking.confirmation.reference')}{' '}
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
