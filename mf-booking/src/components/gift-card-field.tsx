import { formatPrice } from '@travel/shell/ui';
import type { GiftCard } from '../lib/use-gift-card';
import { formatDate } from '../lib/dates';
import { CodeField } from './code-field';

/** The booking forms' gift card: its balance and expiry read from the server once applied. */
export function GiftCardField({ giftCard }: { giftCard: GiftCard }) {
  const { state } = giftCard;
  return (
    <CodeField
      entry={giftCard}
      label="Gift card"
      name="giftCardCode"
      statusTestId="gift-card-status"
      placeholder="XXXX-XXXX-XXXX-XXXX"
      spellCheck={false}
      applied={
        state.status === 'applied' &&
        `Gift card ${state.card.code} applied: ${formatPrice(state.card.balance)} left, valid until ${formatDate(state.card.expiresAt)}.`
      }
    />
  );
}
