import { useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorMessage } from '@travel/shell/http';
import { Button, toast, type ButtonProps } from '@travel/shell/ui';
import type { AdminBookingDetail } from '../../../api/booking-actions';

export interface BookingActionFormProps {
  title: string;
  /** Sends what the fields hold, read when the form is submitted. */
  send: () => Promise<{ message: string; data: AdminBookingDetail }>;
  /** The alert's text when the server gives no reason of its own. */
  failure: string;
  submitLabel: string;
  busyText: string;
  variant?: ButtonProps['variant'];
  /** The booking as the server now has it. */
  onDone: (next: AdminBookingDetail) => void;
  children: ReactNode;
}

/**
 * One form of the booking page that sends a change of the booking: the server's message as a toast on
 * success, its reason (or `failure`) as an alert above the button otherwise.
 */
export function BookingActionForm({
  title,
  send,
  failure,
  submitLabel,
  busyText,
  variant,
  onDone,
  children,
}: BookingActionFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await send();
      toast.success(answer.message);
      onDone(answer.data);
    } catch (reason) {
      setError(apiErrorMessage(reason, failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="adm-booking-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{title}</h2>
      {children}
      {error ? (
        <p className="adm-form-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant={variant} busy={busy} busyText={busyText}>
        {submitLabel}
      </Button>
    </form>
  );
}
