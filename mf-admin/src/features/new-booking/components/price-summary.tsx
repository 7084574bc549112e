import { Button, formatPrice } from '@travel/shell/ui';
import type { PreviewState } from '../hooks/use-price-preview';
import { t } from '@travel/shell/i18n';

interface PriceSummaryProps {
  preview: PreviewState;
  /** What to choose before there is a price ('Choose a tour, a date, a time and tickets'). */
  waitingFor: string;
  busy: boolean;
  /** The server's refusal of the booking. */
  error: string | null;
}

/**
 * The price the server will charge, line by line, as its preview answers it, next to the button that
 * books: the admin reads it to the customer before booking, and the booking carries exactly this total.
 */
export function PriceSummary({ preview, waitingFor, busy, error }: PriceSummaryProps) {
  return (
    <aside className="adm-panel adm-new-booking__summary" aria-labelledby="new-booking-price">
      <h2 id="new-booking-price">{t('admin.newBooking.price')}</h2>
      <div aria-live="polite" aria-busy={preview.status === 'loading' || undefined}>
        {preview.status === 'idle' ? <p className="adm-muted">{waitingFor}</p> : null}
        {preview.status === 'loading' ? (
          <p className="adm-muted">{t('admin.newBooking.working')}</p>
        ) : null}
        {preview.status === 'error' ? (
          <p className="adm-new-booking__error" role="alert">
            {preview.message}
          </p>
        ) : null}
        {preview.status === 'success' ? (
          <dl className="adm-new-booking__lines" aria-label={t('admin.newBooking.breakdown')}>
            {preview.preview.lines.map((line) => (
              <div key={`${line.kind}-${line.key}`}>
                <dt>
                  {line.name} × {line.count}
                </dt>
                <dd>{formatPrice(line.amount)}</dd>
              </div>
            ))}
            {preview.preview.price.discount > 0 ? (
              <div>
                <dt>
                  {preview.preview.promoCode
                    ? t('admin.newBooking.discountCode', { code: preview.preview.promoCode })
                    : t('admin.newBooking.discount')}
                </dt>
                <dd>−{formatPrice(preview.preview.price.discount)}</dd>
              </div>
            ) : null}
            <div className="adm-new-booking__total">
              <dt>{t('admin.col.total')}</dt>
              <dd data-testid="new-booking-total">{formatPrice(preview.preview.price.total)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
      <p className="adm-muted">{t('admin.newBooking.note')}</p>
      {error ? (
        <p className="adm-new-booking__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        busy={busy}
        busyText={t('admin.newBooking.booking')}
        className="adm-new-booking__submit"
      >
        {t('admin.newBooking.book')}
      </Button>
    </aside>
  );
}
