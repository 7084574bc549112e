import { t } from '@travel/shell/i18n';
import { useEffect, useRef, useState } from 'react';
import { zonedTime } from '@travel/shell/time';
import { Button, formatPrice, formatTotal } from '@travel/shell/ui';
import { TextField, useForm, useSessionDraft } from '@travel/shell/forms';
import { BookerFields } from '../../../components/booker-fields';
import { BookingConfirmation } from '../../../components/booking-confirmation';
import { formatDate, isBefore, isValidIsoDate, todayIsoDate } from '../../../lib/dates';
import { bookingRefusal } from '../../../lib/booking-refusal';
import { useSignedInBooker } from '../../../lib/use-signed-in-booker';
import { parseWholeNumber } from '../../../lib/validation';
import { createTourBooking } from '../api/create-tour-booking';
import { useTourDateAvailability } from '../api/destinations-api';
import { EXTRAS_PRICE, MAX_TICKETS, MIN_TICKETS } from '../lib/tour-pricing';
import { countOf as countOfTyped, extraLabel, tourBreakdown } from '../lib/tour-breakdown';
import { previewTourPrice } from '../api/tour-price';
import { usePromoCode } from '../../../lib/use-promo-code';
import { PromoCodeField } from '../../../components/promo-code-field';
import { GiftCardField } from '../../../components/gift-card-field';
import { useGiftCard } from '../../../lib/use-gift-card';
import { roundToCents } from '../../../lib/money';
import { BookedPrice, PriceBreakdown } from '../../../components/price-breakdown';
import type { TourExtra } from '@travel/shell/api-types';
import type { TourBooking, TourBookingRequest, TourDestination } from '../types';
import { hasStarted } from '../lib/tour-start';
import { bookingClosed, TourTimeChoice } from './tour-time-choice';
import { TicketsField } from './tickets-field';
import { WaitlistJoinForm } from './waitlist-join-form';
import { PaymentMethodNote } from '../../../components/payment-method-note';
import { validateTourBooking, type TourForm } from '../lib/validate-tour-booking';

interface TourBookingFormProps {
  destination: TourDestination;
}

/** The API's default times, for a destination read before it carried its own. */
export const DEFAULT_TOUR_TIMES = ['09:00', '13:00', '17:00'];

/** Said when the time the visitor chose sells out while they fill in the form (or on the date they pick). */
export const soldOutNotice = (time: string) => t('booking.times.soldOutNotice', { time });

/** The seats of the chosen date, read once a date that can still be booked is chosen. */
function useTourAvailability(destinationId: string, date: string, today: string) {
  const bookable = isValidIsoDate(date) && !isBefore(date, today);
  const state = useTourDateAvailability(destinationId, bookable ? date : null);
  return bookable ? state : null;
}

/** The spec's extra offers: what a tour read without its own extras (an answer cached from before) sells. */
const specExtra = (): TourExtra => ({
  key: 'extra-offers',
  name: t('booking.form.extraOffers'),
  description: t('booking.form.extraOffersDescription'),
  price: EXTRAS_PRICE,
  per: 'booking',
});

export function TourBookingForm({ destination }: TourBookingFormProps) {
  const booker = useSignedInBooker();
  const categories = destination.priceCategories ?? [];
  const extras = destination.extras ?? [specExtra()];
  const [defaultExtra] = extras;
  const [booked, setBooked] = useState<TourBooking | null>(null);
  const today = todayIsoDate(destination.timeZone);
  const form = useForm<TourForm, TourBooking>({
    initial: () => ({
      ...booker,
      date: '',
      time: '',
      tickets: '1',
      extraKeys: [],
      counts: {},
    }),
    // The seats are read for the values' date, below; the check runs once they are known. With categories,
    // the tickets are their counts' sum.
    check: () =>
      validateTourBooking(
        { ...chosen, tickets: String(tickets) },
        today,
        chosenSlot,
        maxTickets,
        destination.timeZone,
      ),
    send: () =>
      createTourBooking({
        destinationId: destination._id,
        date: chosen.date,
        time: chosen.time,
        tickets,
        cost,
        name: chosen.name.trim(),
        email: chosen.email.trim(),
        ...(chosen.phone ? { phone: chosen.phone } : {}),
        extras: defaultExtra !== undefined && chosenExtraKeys.includes(defaultExtra.key),
        ...request,
      }),
    onSent: (booking) => {
      setBooked(booking);
      draft.clear();
    },
    onRefused: (error) => {
      // Often others took the seats meanwhile: show the seats as they are now.
      availability?.reload();
      return bookingRefusal(error);
    },
  });
  const values = form.values;
  // A draft saved before counts and extras (a tab open across a deploy) reads as none chosen.
  const chosenExtraKeys: string[] = values.extraKeys ?? [];
  const typedCounts: Record<string, string> = values.counts ?? {};
  // A half-filled form survives leaving the page and coming back (Back, Forward) within the tab.
  const draft = useSessionDraft(`booking-draft:tour:${destination._id}`, values, form.setValues);
  const availability = useTourAvailability(destination._id, values.date, today);
  const slots = availability?.status === 'success' ? availability.data.slots : [];
  // The chosen date's times as the tour's schedule runs them (weekday, season, closed date) once read;
  // the tour's own times until then.
  const times =
    availability?.status === 'success'
      ? slots.map((slot) => slot.time)
      : destination.tourTimes?.length
        ? destination.tourTimes
        : DEFAULT_TOUR_TIMES;
  const slotOf = (time: string) => slots.find((slot) => slot.time === time);
  // The server's cap once the chosen date's seats are read; the form's own bound until then.
  const maxTickets =
    availability?.status === 'success' ? availability.data.maxTicketsPerBooking : MAX_TICKETS;

  // A time that is sold out on the newly chosen date is no longer chosen.
  const chosenSlot = slotOf(values.time);
  // A time that cannot be booked (sold out, or started today since it was chosen) is no longer chosen; a past
  // date keeps its time, so that the date is what the message names.
  const soldOut = chosenSlot !== undefined && chosenSlot.left <= 0;
  const started =
    !isBefore(values.date, today) &&
    (hasStarted(values.date, values.time, destination.timeZone) || bookingClosed(chosenSlot));
  // A time the new date does not run is no longer chosen either.
  const offSchedule = availability?.status === 'success' && values.time !== '' && !chosenSlot;
  const chosen: TourForm = soldOut || started || offSchedule ? { ...values, time: '' } : values;
  // The sold-out time whose waitlist the visitor is joining, in place of this form.
  const [waitlistTime, setWaitlistTime] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const leftWaitlist = useRef(false);
  useEffect(() => {
    // Back from the waitlist form, which is gone: focus returns to the form it stood in for.
    if (waitlistTime === null && leftWaitlist.current) headingRef.current?.focus();
    leftWaitlist.current = waitlistTime !== null;
  }, [waitlistTime]);
  // Times of the chosen date that are sold out (not started, not cancelled): each has a waitlist to join.
  const waitlistTimes = times.filter((time) => {
    const slot = slotOf(time);
    return (
      slot !== undefined &&
      slot.left <= 0 &&
      !slot.closed &&
      !bookingClosed(slot) &&
      !hasStarted(values.date, time, destination.timeZone)
    );
  });

  const plainTickets = parseWholeNumber(values.tickets);
  const breakdown = tourBreakdown(
    { ...destination, extras },
    {
      tickets: Number.isInteger(plainTickets) && plainTickets > 0 ? plainTickets : 0,
      counts: typedCounts,
      extraKeys: chosenExtraKeys,
    },
  );
  const tickets = categories.length > 0 ? breakdown.tickets : plainTickets;
  const ticketsValid = tickets >= MIN_TICKETS && tickets <= maxTickets;
  // What the spec's body does not carry: the counts, the extras beyond the default one, an applied code.
  const units: TourBookingRequest['units'] =
    categories.length > 0
      ? categories
          .map((c) => ({ category: c.key, count: countOfTyped(typedCounts[c.key]) }))
          .filter((unit) => unit.count > 0)
      : undefined;
  const otherExtras = chosenExtraKeys.filter((key: string) => key !== defaultExtra?.key);
  const priced = {
    destinationId: destination._id,
    tickets: units ? undefined : ticketsValid ? tickets : 0,
    units,
    extras: defaultExtra !== undefined && chosenExtraKeys.includes(defaultExtra.key),
    extraKeys: otherExtras.length > 0 ? otherExtras : undefined,
  };
  const promo = usePromoCode(
    (code) =>
      previewTourPrice({ ...priced, promoCode: code, email: values.email.trim() || undefined }),
    JSON.stringify(priced),
  );
  const quoted = promo.state.status === 'applied' ? promo.state.preview.price : null;
  const discounted = quoted ? quoted.total : breakdown.subtotal;
  // The card pays what it can of what is left after the discount; the cost is what remains to pay.
  const giftCard = useGiftCard();
  const giftCardPays = giftCard.covers(discounted);
  const cost = roundToCents(discounted - giftCardPays);
  const request: Pick<TourBookingRequest, 'units' | 'extraKeys' | 'promoCode' | 'giftCardCode'> = {
    ...(units && { units }),
    ...(priced.extraKeys && { extraKeys: priced.extraKeys }),
    ...(promo.code && { promoCode: promo.code }),
    ...(giftCard.code && giftCardPays > 0 && { giftCardCode: giftCard.code }),
  };

  if (booked) {
    return (
      <BookingConfirmation
        booking={booked}
        places="seats"
        details={[
          {
            label: t('booking.facts.tour'),
            value: destination.title ?? destination.destination ?? t('booking.facts.tour'),
          },
          {
            label: t('booking.facts.date'),
            value: t('booking.when.dateAt', {
              date: formatDate(booked.date),
              time: zonedTime(booked.time, booked.timeZone),
            }),
          },
          { label: t('booking.facts.tickets'), value: booked.tickets },
          // The breakdown under the details ends with the total charged (after a code's discount).
          ...(booked.priceLines?.length
            ? []
            : [{ label: t('booking.facts.total'), value: formatTotal(booked.cost) }]),
        ]}
        price={<BookedPrice booking={booked} />}
        doneLabel={t('booking.form.bookAnotherTour')}
        onDone={() => {
          setBooked(null);
          form.setValues((current) => ({
            ...current,
            date: '',
            time: '',
            tickets: '1',
            extraKeys: [],
            counts: {},
          }));
          promo.remove();
          giftCard.remove();
        }}
      />
    );
  }

  if (waitlistTime !== null) {
    return (
      <WaitlistJoinForm
        destinationId={destination._id}
        date={values.date}
        time={waitlistTime}
        initial={{ name: values.name, email: values.email, tickets: values.tickets }}
        maxTickets={maxTickets}
        onBack={(typed, bookTime) => {
          form.setValues((current) => ({ ...current, ...typed, time: bookTime ?? current.time }));
          setWaitlistTime(null);
        }}
      />
    );
  }

  const message = form.problem ?? form.refusal;
  const titleId = form.idOf('title');
  return (
    <form className="bk-form" onSubmit={form.handleSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {t('booking.tour.book')}
      </h2>
      <BookerFields
        name={form.field('name')}
        email={form.field('email')}
        phone={{ ...form.field('phone'), onValue: (phone) => form.set('phone', phone) }}
      />
      <TextField
        label={t('booking.facts.date')}
        type="date"
        required
        min={today}
        {...form.field('date')}
      />
      <TourTimeChoice
        idPrefix={form.idOf('time')}
        times={times}
        value={chosen.time}
        onChange={(time) => form.set('time', time)}
        availability={availability}
        date={values.date}
        timeZone={destination.timeZone}
        notice={soldOut ? soldOutNotice(values.time) : null}
        error={form.errors.time}
      />
      {waitlistTimes.length > 0 && (
        <div className="bk-waitlist-offer" data-testid="waitlist-offer">
          <p className="bk-form__hint">{t('booking.form.waitlistOffer')}</p>
          {waitlistTimes.map((time) => (
            <Button key={time} variant="secondary" onClick={() => setWaitlistTime(time)}>
              {t('booking.form.joinWaitlistFor', { time })}
            </Button>
          ))}
        </div>
      )}
      {categories.length > 0 ? (
        <fieldset className="bk-counts" data-testid="category-counts">
          <legend>{t('booking.form.tickets')}</legend>
          {categories.map((category) => {
            const id = `${form.idOf('counts')}-${category.key}`;
            return (
              <div key={category.key} className="bk-counts__row">
                <label htmlFor={id}>
                  {t('booking.form.category', {
                    name: category.name,
                    price:
                      category.price > 0 ? formatPrice(category.price) : t('booking.form.free'),
                  })}
                  {category.ageNote ? (
                    <span className="bk-form__hint"> {category.ageNote}</span>
                  ) : null}
                </label>
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={category.maxPerBooking ?? maxTickets}
                  step={1}
                  value={typedCounts[category.key] ?? ''}
                  placeholder="0"
                  onChange={(e) =>
                    form.set('counts', { ...typedCounts, [category.key]: e.target.value })
                  }
                />
              </div>
            );
          })}
        </fieldset>
      ) : (
        <TicketsField max={maxTickets} {...form.field('tickets')} />
      )}
      {extras.map((extra) => {
        const id = `${form.idOf('extraKeys')}-${extra.key}`;
        return (
          <div key={extra.key} className="bk-form__check">
            <input
              id={id}
              name={extra.key === defaultExtra?.key ? 'extras' : 'extraKeys'}
              type="checkbox"
              checked={chosenExtraKeys.includes(extra.key)}
              onChange={(e) =>
                form.set(
                  'extraKeys',
                  e.target.checked
                    ? [...chosenExtraKeys, extra.key]
                    : chosenExtraKeys.filter((key) => key !== extra.key),
                )
              }
            />
            <label htmlFor={id} title={extra.description || undefined}>
              {extraLabel(extra, formatPrice(extra.price))}
            </label>
          </div>
        );
      })}
      <PromoCodeField promo={promo} />
      <GiftCardField giftCard={giftCard} />
      {ticketsValid &&
      (breakdown.lines.length > 1 || categories.length > 0 || quoted || giftCardPays > 0) ? (
        <PriceBreakdown
          lines={breakdown.lines}
          subtotal={quoted ? quoted.subtotal : breakdown.subtotal}
          discount={quoted ? quoted.discount : 0}
          code={promo.state.status === 'applied' ? promo.state.preview.promoCode : undefined}
          giftCard={giftCardPays}
          total={cost}
        />
      ) : null}
      <p className="bk-form__total" aria-live="polite">
        {ticketsValid ? (
          <>
            {t('booking.form.totalCost')}{' '}
            <strong data-testid="tour-cost">{formatTotal(cost)}</strong>
          </>
        ) : (
          <span className="bk-form__hint">
            {t('booking.form.enterTickets', { min: MIN_TICKETS, max: maxTickets })}
          </span>
        )}
      </p>
      {message && (
        <p className="bk-form__error" role="alert">
          {message}
        </p>
      )}
      <PaymentMethodNote />
      <Button type="submit" busy={form.busy} busyText={t('booking.form.booking')}>
        {t('booking.form.bookNow')}
      </Button>
    </form>
  );
}
