import { t } from '@travel/shell/i18n';
import { Link, useLocation, useSearchParams } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';
import { useApiGet } from '@travel/shell/data';
import { TextAreaField, TextField, useForm } from '@travel/shell/forms';
import { Button, formatPrice, useHydrated, usePageMeta } from '@travel/shell/ui';
import type { GiftCardCheckout, PaymentSettings } from '@travel/shell/api-types';
import { buyGiftCard } from '../../../api/gift-cards';
import { goToCheckout } from '../../../lib/payment';
import {
  checkGiftCardOrder,
  chosenAmount,
  GIFT_CARD_AMOUNTS,
  GIFT_CARD_MAX,
  GIFT_CARD_MIN,
  type GiftCardOrderForm,
} from '../lib/gift-card-order';
import '../../../styles/shared.css';
import '../../../styles/link-page.css';
import './gift-card-page.css';

/** The buy form: an amount (a preset or typed), who pays and who gets the code, a message; then Stripe. */
function BuyForm({ cancelled }: { cancelled: boolean }) {
  const payments = useApiGet<PaymentSettings>('/api/payments');
  const form = useForm<GiftCardOrderForm, GiftCardCheckout>({
    initial: { preset: '50', otherAmount: '', buyerEmail: '', recipientEmail: '', message: '' },
    check: checkGiftCardOrder,
    send: (values) =>
      buyGiftCard({
        amount: chosenAmount(values),
        buyerEmail: values.buyerEmail.trim(),
        ...(values.recipientEmail.trim() && { recipientEmail: values.recipientEmail.trim() }),
        ...(values.message.trim() && { message: values.message.trim() }),
      }),
    // Card details are typed on Stripe's page, never here; the card is mailed once it is paid.
    onSent: (checkout) => goToCheckout(checkout),
  });
  const values = form.values;
  const amount = chosenAmount(values);
  const off = payments.status === 'success' && !payments.data.enabled;
  const message = form.problem ?? form.refusal;
  return (
    <form className="bk-form bk-gift__form" onSubmit={form.handleSubmit} noValidate>
      {cancelled && (
        <p className="bk-form__note" data-testid="gift-card-cancelled">
          {t('booking.gift.cancelled')}
        </p>
      )}
      {off && (
        <p className="bk-form__error" role="status" data-testid="gift-card-off">
          {t('booking.gift.off')}
        </p>
      )}
      <fieldset className="bk-gift__amounts">
        <legend>{t('booking.gift.amount')}</legend>
        <div className="bk-gift__choices">
          {[...GIFT_CARD_AMOUNTS.map(String), 'other'].map((preset) => (
            <label
              key={preset}
              className={`bk-gift__choice${values.preset === preset ? ' bk-gift__choice--on' : ''}`}
            >
              <input
                type="radio"
                name="preset"
                value={preset}
                checked={values.preset === preset}
                onChange={() => form.set('preset', preset)}
              />
              {preset === 'other' ? t('booking.gift.other') : formatPrice(Number(preset))}
            </label>
          ))}
        </div>
      </fieldset>
      {values.preset === 'other' && (
        <TextField
          label={t('booking.gift.amountRange', {
            min: GIFT_CARD_MIN,
            max: GIFT_CARD_MAX,
          })}
          type="number"
          inputMode="decimal"
          min={GIFT_CARD_MIN}
          max={GIFT_CARD_MAX}
          step="0.01"
          {...form.field('otherAmount')}
        />
      )}
      <TextField
        label={t('booking.gift.yourEmail')}
        type="email"
        autoComplete="email"
        required
        hint={t('booking.gift.yourEmailHint')}
        {...form.field('buyerEmail')}
      />
      <TextField
        label={t('booking.gift.recipient')}
        type="email"
        autoComplete="off"
        hint={t('booking.gift.recipientHint')}
        {...form.field('recipientEmail')}
      />
      <TextAreaField
        label={t('booking.gift.message')}
        rows={3}
        maxLength={500}
        {...form.field('message')}
      />
      {message && (
        <p className="bk-form__error" role="alert">
          {message}
        </p>
      )}
      <p className="bk-form__note">{t('booking.gift.terms')}</p>
      <Button type="submit" busy={form.busy} busyText={t('booking.gift.opening')} disabled={off}>
        {Number.isFinite(amount) && amount > 0
          ? t('booking.gift.buyAmount', { amount: formatPrice(amount) })
          : t('booking.gift.buy')}
      </Button>
    </form>
  );
}

/** Back from Stripe, paid: the card is issued when Stripe confirms the payment to us, then mailed. */
function Thanks({ reference }: { reference: string }) {
  return (
    <article className="bk-manage__card bk-gift__thanks" data-testid="gift-card-thanks">
      <h2>{t('booking.gift.thanks')}</h2>
      <p>{t('booking.gift.thanksText')}</p>
      {reference && <p className="bk-form__hint">{t('booking.gift.order', { reference })}</p>}
      <Link to={paths.destination}>{t('booking.gift.findTour')}</Link>
    </article>
  );
}

/**
 * /gift-cards: buy a gift card (a preset or a chosen amount, paid on Stripe's Checkout page), and
 * /gift-cards/thanks, where Stripe sends the buyer back. `?cancelled=1` is Stripe's way back unpaid.
 */
export function GiftCardPage() {
  const [params] = useSearchParams();
  const thanks = /\/gift-cards\/thanks\/?$/i.test(useLocation().pathname);
  // The server renders /gift-cards without its query (shell/server/page-address.ts): Stripe's way back
  // unpaid is said once the page runs in the browser. The thanks page is rendered in the browser only.
  const hydrated = useHydrated();
  usePageMeta({
    title: t('booking.gift.title'),
    description: t('booking.gift.description'),
  });
  return (
    <section className="bk-page bk-manage bk-gift" aria-labelledby="bk-gift-heading">
      <h1 id="bk-gift-heading">{t('booking.gift.title')}</h1>
      {thanks ? (
        <Thanks reference={params.get('ref')?.trim() ?? ''} />
      ) : (
        <>
          <p className="bk-gift__lead">{t('booking.gift.lead')}</p>
          <BuyForm cancelled={hydrated && params.get('cancelled') === '1'} />
        </>
      )}
    </section>
  );
}
