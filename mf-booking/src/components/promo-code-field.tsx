import { t } from '@travel/shell/i18n';
import type { PromoCode } from '../lib/use-promo-code';
import { CodeField } from './code-field';

/** The booking forms' promo code: the server says whether it applies, and what it takes off. */
export function PromoCodeField({ promo }: { promo: PromoCode }) {
  const { state } = promo;
  return (
    <CodeField
      entry={promo}
      label={t('booking.promo.label')}
      name="promoCode"
      statusTestId="promo-status"
      applied={
        state.status === 'applied' &&
        t('booking.promo.applied', { code: state.preview.promoCode ?? state.code })
      }
    />
  );
}
