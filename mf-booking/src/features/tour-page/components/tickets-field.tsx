import { t } from '@travel/shell/i18n';
import type { ReactNode } from 'react';
import { TextField, type FieldBinding } from '@travel/shell/forms';
import { MIN_TICKETS } from '../lib/tour-pricing';

interface TicketsFieldProps extends FieldBinding {
  /** The server's cap on one booking's tickets. */
  max: number;
  hint?: ReactNode;
}

/** How many seats: a whole number from one to the server's cap (the tour and waitlist forms). */
export function TicketsField(props: TicketsFieldProps) {
  return (
    <TextField
      label={t('booking.form.tickets')}
      type="number"
      inputMode="numeric"
      required
      min={MIN_TICKETS}
      step={1}
      {...props}
    />
  );
}
