import type { FocusEventHandler, ReactNode } from 'react';
import { TextField } from '@travel/shell/forms';
import { t } from '@travel/shell/i18n';

/** One panel of the New booking form: its legend, why its choices could not be loaded, then its fields. */
export function BookingGroup({
  legend,
  loadError,
  onFocus,
  children,
}: {
  legend: string;
  loadError?: string | null;
  onFocus?: FocusEventHandler<HTMLFieldSetElement>;
  children: ReactNode;
}) {
  return (
    <fieldset className="adm-panel adm-new-booking__group" onFocus={onFocus}>
      <legend>{legend}</legend>
      {loadError ? (
        <p className="adm-new-booking__error" role="alert">
          {loadError}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** The optional promo code both kinds take; the server's preview says whether it applies. */
export function PromoCodeField({
  value,
  onChange,
}: {
  value: string;
  onChange: (promoCode: string) => void;
}) {
  return (
    <TextField
      label={t('admin.newBooking.promoCode')}
      name="promoCode"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
