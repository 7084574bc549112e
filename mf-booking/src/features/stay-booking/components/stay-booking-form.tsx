import { t } from '@travel/shell/i18n';
import { useMemo, useState, type FormEvent } from 'react';
import { zoneLabel } from '@travel/shell/time';
import { Button, stayPriceUnit, formatPrice, formatTotal } from '@travel/shell/ui';
import { TextField, useForm, useSessionDraft } from '@travel/shell/forms';
import { BookerFields } from '../../../components/booker-fields';
import { BookingConfirmation } from '../../../components/booking-confirmation';
import { addDays, formatDate, todayIsoDate } from '../../../lib/dates';
import { bookingRefusal } from '../../../lib/booking-refusal';
import { useSignedInBooker } from '../../../lib/use-signed-in-booker';
import { parseWholeNumber } from '../../../lib/validation';
import { createStayBooking, useOfferAvailability } from '../api/stay-booking-api';
import { useGuestLimit } from '../api/use-guest-limit';
import { firstTakenNight } from '../lib/nights';
import { stayQuote, type StayQuote } from '../lib/stay-pricing';
import type { StayBooking, StayOffer } from '../types';
import { NightsCalendar } from './nights-calendar';
import {
  MAX_NIGHTS,
  takenNightMessage,
  validateStayBooking,
  type StayForm,
} from '../lib/validate-stay-booking';
import '../../../styles/shared.css';
import './stay-booking-form.css';
import { PaymentMethodNote } from '../../../components/payment-method-note';
import { PromoCodeField } from '../../../components/promo-code-field';
import { BookedPrice } from '../../../components/price-breakdown';
import { GiftCardField } from '../../../components/gift-card-field';
import { useGiftCard } from '../../../lib/use-gift-card';
import { roundToCents } from '../../../lib/money';
import { usePromoCode } from '../../../lib/use-promo-code';
import { previewStayPrice } from '../api/stay-price';

export interface StayBookingFormProps {
  offer: StayOffer;
}

const NO_NIGHTS: ReadonlySet<string> = new Set();

/**
 * The nights already booked for the offer (none while they load or when they cannot be read), and the
 * longest stay the server takes (its MAX_NIGHTS_PER_STAY once read, the default until then).
 */
function useTakenNights(offerId: string) {
  const state = useOfferAvailability(offerId);
  const taken = useMemo(
    () => (state.status === 'success' ? new Set(state.data.taken) : NO_NIGHTS),
    [state],
  );
  // An API from before the field existed answers without it: the default cap is its cap too.
  const maxNights = (state.status === 'success' && state.data.maxNightsPerStay) || MAX_NIGHTS;
  return { taken, maxNights, failed: state.status === 'error', reload: state.reload };
}

export function StayBookingForm({ offer }: StayBookingFormProps) {
  const booker = useSignedInBooker();
  const limit = useGuestLimit();
  const [booked, setBooked] = useState<StayBooking | null>(null);
  const {
    taken,
    maxNights,
    failed: nightsUnknown,
    reload: reloadNights,
  } = useTakenNights(offer._id);
  const today = todayIsoDate(offer.timeZone);
  const form = useForm<StayForm, StayBooking | null>({
    initial: () => ({
      ...booker,
      checkIn: '',
      checkOut: '',
      guests: '1',
    }),
    check: (values) => validateStayBooking(values, today, takenNight, maxNights),
    // A quote is missing only for an offer without a usable price: nothing to send then.
    send: async (values) =>
      quote
        ? createStayBooking({
            name: values.name.trim(),
            email: values.email.trim(),
            ...(values.phone ? { phone: values.phone } : {}),
            checkIn: values.checkIn,
            checkOut: values.checkOut,
            guests,
            offerId: offer._id,
            pricePerNight: quote.pricePerNight,
            totalCost: quote.totalCost,
            costPerPerson: quote.costPerPerson,
            promoCode,
            giftCardCode,
          })
        : null,
    onSent: (booking) => {
      if (!booking) return;
      setBooked(booking);
      draft.clear();
    },
    onRefused: (error) => {
      // Often others took the nights meanwhile: show the nights as they are now.
      reloadNights();
      return bookingRefusal(error);
    },
  });
  const values = form.values;
  // A half-filled form survives leaving the page and coming back (Back, Forward) within the tab.
  const draft = useSessionDraft(`booking-draft:stay:${offer._id}`, values, form.setValues);

  const guests = parseWholeNumber(values.guests);
  const overLimit = guests > limit;
  // A booked check-in night is said at once, before a check-out is chosen.
  const takenNight: string | null =
    firstTakenNight(values.checkIn, values.checkOut, taken) ??
    (taken.has(values.checkIn) ? values.checkIn : null);
  // Over the guest limit no total is shown: it would price a stay that cannot be booked.
  const quote: StayQuote | null =
    takenNight || overLimit
      ? null
      : stayQuote(offer.Price, guests, values.checkIn, values.checkOut);
  const nights: number = quote?.nights ?? 0;
  const promo = usePromoCode(
    (code) =>
      previewStayPrice({
        offerId: offer._id,
        guests: guests > 0 ? guests : 1,
        nights: nights > 0 ? nights : 1,
        promoCode: code,
        email: values.email.trim() || undefined,
      }),
    `${guests} ${nights}`,
  );
  const promoCode: string | undefined = promo.code;
  const discounted = promo.state.status === 'applied' ? promo.state.preview.price : null;
  // The card pays what it can of what is left after the discount; the rest is paid by card or on the day.
  const giftCard = useGiftCard();
  const due: number = discounted ? discounted.total : (quote?.totalCost ?? 0);
  const giftCardPays: number = quote ? giftCard.covers(due) : 0;
  const giftCardCode: string | undefined = giftCardPays > 0 ? giftCard.code : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    // Over the guest limit the button is disabled and the limit is said while typing: Enter does nothing.
    if (overLimit) event.preventDefault();
    else form.handleSubmit(event);
  }

  if (booked) {
    return (
      <BookingConfirmation
        flat
        booking={booked}
        places="nights"
        details={[
          { label: t('booking.facts.stay'), value: offer.title },
          { label: t('booking.facts.checkIn'), value: formatDate(booked.checkIn) },
          { label: t('booking.facts.checkOut'), value: formatDate(booked.checkOut) },
          { label: t('booking.facts.guests'), value: booked.guests },
          // The breakdown under the details ends with the total charged (after a code's discount).
          ...(booked.priceLines?.length
            ? []
            : [{ label: t('booking.facts.total'), value: formatTotal(booked.totalCost) }]),
        ]}
        price={<BookedPrice booking={booked} />}
        doneLabel={t('booking.stay.bookAnother')}
        onDone={() => {
          setBooked(null);
          form.setValues((current) => ({ ...current, checkIn: '', checkOut: '', guests: '1' }));
        }}
      />
    );
  }

  // A refused range is said next to the dates as soon as both are chosen, not only on submit.
  const rangeMessage = takenNight ? takenNightMessage(takenNight) : null;
  const message = (form.problem !== rangeMessage ? form.problem : null) ?? form.refusal;
  const titleId = form.idOf('title');
  return (
    <form className="bk-form bk-form--flat" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{t('booking.stay.title')}</h2>
      <p className="bk-form__lead">
        {offer.title}: {formatPrice(offer.Price)} {stayPriceUnit()}
        {offer.Discount ? (
          <>
            {' '}
            <span className="bk-discount">
              {t('booking.stay.discount', { percent: offer.Discount })}
            </span>
          </>
        ) : null}
      </p>
      <BookerFields
        name={form.field('name')}
        email={form.field('email')}
        phone={{ ...form.field('phone'), onValue: (phone) => form.set('phone', phone) }}
      />
      <div className="bk-dates">
        <div className="bk-form__row">
          <TextField
            label={t('booking.stay.checkIn')}
            type="date"
            required
            min={today}
            aria-invalid={rangeMessage ? true : undefined}
            {...form.field('checkIn')}
          />
          <TextField
            label={t('booking.stay.checkOut')}
            type="date"
            required
            min={addDays(values.checkIn || today, 1)}
            max={values.checkIn ? addDays(values.checkIn, maxNights) : undefined}
            hint={t('booking.stay.datesHint', { max: maxNights, zone: zoneLabel(offer.timeZone) })}
            aria-invalid={rangeMessage ? true : undefined}
            {...form.field('checkOut')}
          />
        </div>
        <div aria-live="polite">
          {rangeMessage && (
            <p className="bk-form__error" data-testid="stay-range-error">
              {rangeMessage}
            </p>
          )}
        </div>
        <NightsCalendar
          taken={taken}
          checkIn={values.checkIn}
          checkOut={values.checkOut}
          today={today}
          maxNights={maxNights}
          onPick={(range) => form.setValues((current) => ({ ...current, ...range }))}
        />
        {nightsUnknown && <p className="bk-form__hint">{t('booking.stay.nightsUnknown')}</p>}
      </div>
      <TextField
        label={t('booking.stay.guests')}
        type="number"
        inputMode="numeric"
        required
        min={1}
        max={limit}
        step={1}
        aria-invalid={overLimit || undefined}
        {...form.field('guests')}
        hint={
          <>
            <p className={overLimit ? 'bk-form__hint bk-form__hint--error' : 'bk-form__hint'}>
              {t('booking.stay.maxGuests', { limit })}
            </p>
            {overLimit && (
              <p className="bk-form__error" role="alert">
                {t('booking.stay.tooManyGuests', { limit })}
              </p>
            )}
          </>
        }
      />
      {quote && (
        <dl className="bk-stay-quote" aria-live="polite">
          <div>
            {/* The offer's price is per guest: say whose night this is, so $130 for 2 guests adds up. */}
            <dt>{t('booking.stay.perNight', { count: guests })}</dt>
            <dd data-testid="stay-per-night">{formatPrice(quote.pricePerNight)}</dd>
          </div>
          <div>
            <dt>{t('booking.stay.nights')}</dt>
            <dd data-testid="stay-nights">{quote.nights}</dd>
          </div>
          <div>
            <dt>{t('booking.stay.totalCost')}</dt>
            <dd data-testid="stay-total">{formatTotal(quote.totalCost)}</dd>
          </div>
          <div>
            <dt>{t('booking.stay.costPerPerson')}</dt>
            <dd data-testid="stay-per-person">{formatPrice(quote.costPerPerson)}</dd>
          </div>
          {discounted && discounted.discount > 0 ? (
            <div>
              <dt>
                {t('booking.breakdown.discountCode', {
                  code: promo.state.status === 'applied' ? promo.state.preview.promoCode : '',
                })}
              </dt>
              <dd data-testid="stay-discount">−{formatPrice(discounted.discount)}</dd>
            </div>
          ) : null}
          {giftCardPays > 0 ? (
            <div>
              <dt>{t('booking.giftCard.label')}</dt>
              <dd data-testid="stay-gift-card">−{formatPrice(giftCardPays)}</dd>
            </div>
          ) : null}
          {(discounted && discounted.discount > 0) || giftCardPays > 0 ? (
            <div>
              <dt>{t('booking.stay.toPay')}</dt>
              <dd data-testid="stay-to-pay">{formatPrice(roundToCents(due - giftCardPays))}</dd>
            </div>
          ) : null}
        </dl>
      )}
      <PromoCodeField promo={promo} />
      <GiftCardField giftCard={giftCard} />
      {message && (
        <p className="bk-form__error" role="alert">
          {message}
        </p>
      )}
      <PaymentMethodNote />
      <Button
        type="submit"
        busy={form.busy}
        busyText={t('booking.form.booking')}
        disabled={overLimit}
      >
        {t('booking.stay.book')}
      </Button>
    </form>
  );
}
