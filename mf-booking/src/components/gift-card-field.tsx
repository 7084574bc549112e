import { useId } from 'react';
import { Button, formatPrice } from '@travel/shell/ui';
import type { GiftCard } from '../lib/use-gift-card';
import { formatDate } from '../lib/dates';
import './price-breakdown.css';

/** The booking forms' gift card: typed, applied (its balance read from the server), or removed. */
export function GiftCardField({ giftCard }: { giftCard: GiftCard }) {
  const id = useId();
  const { state } = giftCard;
  return (
    <div className="bk-promo">
      <label htmlFor={`${id}-code`}>Gift card</label>
      <div className="bk-promo__row">
        <input
          id={`${id}-code`}
          name="giftCardCode"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          value={giftCard.input}
          aria-describedby={`${id}-status`}
          onChange={(event) => giftCard.setInput(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the card rather than submitting the booking.
            if (event.key === 'Enter') {
              event.preventDefault();
              giftCard.apply();
            }
          }}
        />
        {state.status === 'applied' ? (
          <Button variant="secondary" onClick={giftCard.remove}>
            Remove
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={giftCard.apply}
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
        data-testid="gift-card-status"
      >
        {state.status === 'applied' &&
          `Gift card ${state.card.code} applied: ${formatPrice(state.card.balance)} left, valid until ${formatDate(state.card.expiresAt)}.`}
        {state.status === 'refused' && <span className="bk-promo__refused">{state.message}</span>}
      </p>
    </div>
  );
}
