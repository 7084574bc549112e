import { useState } from 'react';
import type { AdminBookingDetail } from '@travel/shell/api-types';
import { apiErrorMessage } from '@travel/shell/http';
import { useNavigate } from '@travel/shell/router';
import { toast } from '@travel/shell/ui';
import { bookingPath } from '../../../lib/booking-paths';

const BOOKING_FAILED = 'The booking could not be made. Please try again.';

/**
 * Sends a back-office booking: on success a toast and the booking's own page (where it is marked paid,
 * changed or mailed again); on a refusal the server's reason, for the form to show beside its button.
 */
export function useBook() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function book(send: () => Promise<AdminBookingDetail>, sendMail: boolean) {
    setBusy(true);
    setError(null);
    try {
      const { booking } = await send();
      toast.success(
        sendMail
          ? `Booking ${booking.reference} confirmed; the confirmation mail is on its way.`
          : `Booking ${booking.reference} confirmed; no mail was sent.`,
      );
      void navigate(bookingPath(booking.reference));
    } catch (failure) {
      setError(apiErrorMessage(failure, BOOKING_FAILED));
      setBusy(false);
    }
  }

  return { book, busy, error, setError };
}
