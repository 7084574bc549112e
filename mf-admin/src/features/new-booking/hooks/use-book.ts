import { useState } from 'react';
import type { AdminBookingDetail } from '@travel/shell/api-types';
import { apiErrorMessage } from '@travel/shell/http';
import { useNavigate } from '@travel/shell/router';
import { toast } from '@travel/shell/ui';
import { bookingPath } from '../../../lib/booking-paths';
import { t } from '@travel/shell/i18n';

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
          ? t('admin.newBooking.bookedMailed', { reference: booking.reference })
          : t('admin.newBooking.bookedNoMail', { reference: booking.reference }),
      );
      void navigate(bookingPath(booking.reference));
    } catch (failure) {
      setError(apiErrorMessage(failure, t('admin.newBooking.failed')));
      setBusy(false);
    }
  }

  return { book, busy, error, setError };
}
