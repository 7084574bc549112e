import { t } from '@travel/shell/i18n';
import { useApiGet } from '@travel/shell/data';
import type { PaymentSettings } from '@travel/shell/api-types';

/** Under a booking form: how the booking will be paid (by card on Stripe's page next, or on the day). */
export function PaymentMethodNote() {
  const settings = useApiGet<PaymentSettings>('/api/payments');
  if (settings.status !== 'success') return null;
  return (
    <p className="bk-form__note" data-testid="payment-note">
      {settings.data.enabled ? t('booking.payment.byCardNext') : t('booking.payment.onTheDay')}
    </p>
  );
}
