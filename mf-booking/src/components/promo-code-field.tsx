import { useId } from 'react';
import { Button } from '@travel/shell/ui';
import type { PromoCode } from '../lib/use-promo-code';
import './price-breakdown.css';

/** The booking forms' promo code: typed, applied (the server says whether it applies), or removed. */
export function PromoCodeField({ promo }: { promo: PromoCode }) {
  const id = useId();
  const { state } = promo;
  return (
    <div className="bk-promo">
      <label htmlFor={`${id}-code`}>Promo code</label>
      <div className="bk-promo__row">
        <input
          id={`${id}-code`}
          name="promoCode"
          autoComplete="off"
          maxLength={40}
          value={promo.input}
          aria-describedby={`${id}-status`}
          onChange={(event) => promo.setInput(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code rather than submitting the booking.
            if (event.key === 'Enter') {
              event.preventDefault();
              promo.apply();
            }
          }}
        />
        {state.status === 'applied' ? (
          <Button variant="secondary" onClick={promo.remove}>
            Remove
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={promo.apply}
            busy={state.status === 'checking'}
            busyText="Checking..."
          >
            Apply
          </Button>
        )}
      </div>
      <p
        id={`${id}-status`}
        className="bk-form__hint"
        aria-live="polite"
        data-testid="promo-status"
      >
        {state.status === 'applied' && `Code ${state.preview.promoCode ?? state.code} applied.`}
        {state.status === 'refused' && <span className="bk-promo__refused">{state.message}</span>}
      </p>
    </div>
  );
}
