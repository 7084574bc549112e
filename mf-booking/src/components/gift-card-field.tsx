import { t } from '@travel/shell/i18n';
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
      label={t('booking.giftCard.label')}
      name="giftCardCode"
      statusTestId="gift-card-status"
      placeholder="XXXX-XXXX-XXXX-XXXX"
      spellCheck={false}
      applied={
        state.status === 'applied' &&
        t('booking.giftCard.applied', {
          code: state.card.code,
          balance: formatPrice(state.card.balance),
          date: formatDate(state.card.expiresAt),
        })
      }
    />
  );
}
