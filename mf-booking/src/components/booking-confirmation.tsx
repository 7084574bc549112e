import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@travel/shell/ui';
import './booking-confirmation.css';

export interface ConfirmationDetail {
  label: string;
  value: ReactNode;
}

interface BookingConfirmationProps {
  reference: string;
  details: ConfirmationDetail[];
  onDone: () => void;
  doneLabel: string;
}

/** What a visitor sees after a booking went through: the reference is what they quote to us. */
export function BookingConfirmation({
  reference,
  details,
  onDone,
  doneLabel,
}: BookingConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the visitor was in has just disappeared; move focus so screen readers follow.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="bk-confirmation" aria-labelledby="bk-confirmation-title">
      <h2 id="bk-confirmation-title" ref={headingRef} tabIndex={-1}>
        Booking submitted successfully!
      </h2>
      <p className="bk-confirmation__reference">
        Your booking reference is <strong data-testid="booking-reference">{reference}</strong>
      </p>
      <p>
        We have sent a confirmation to your email address. Keep the reference for any questions.
      </p>
      <dl className="bk-confirmation__details">
        {details.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button type="button" onClick={onDone}>
        {doneLabel}
      </Button>
    </section>
  );
}
