import { useId, useMemo, useState, type FormEvent } from 'react';
import { useAuthStore } from '@travel/shell/auth';
import { Button, STAY_PRICE_UNIT, formatPrice } from '@travel/shell/ui';
import { TextField, useFirstInvalidFocus, useSessionDraft } from '@travel/shell/forms';
import { BookerFields } from '../../../components/booker-fields';
import { BookingConfirmation } from '../../../components/booking-confirmation';
import { addDays, formatDate, todayIsoDate } from '../../../lib/dates';
import { useBookingSubmission } from '../../../lib/use-booking-submission';
import { useFormProblem } from '../../../lib/use-form-problem';
import { parseWholeNumber } from '../../../lib/validation';
import { createStayBooking, useOfferAvailability } from '../api/stay-booking-api';
import { useGuestLimit } from '../api/use-guest-limit';
import { firstTakenNight } from '../lib/nights';
import { stayQuote } from '../lib/stay-pricing';
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
  const user = useAuthStore((state) => state.user);
  const limit = useGuestLimit();
  const [form, setForm] = useState<StayForm>(() => ({
    name: user?.username ?? '',
    email: user?.email ?? '',
    checkIn: '',
    checkOut: '',
    guests: '1',
  }));
  // A half-filled form survives leaving the page and coming back (Back, Forward) within the tab.
  const draft = useSessionDraft(`booking-draft:stay:${offer._id}`, form, setForm);
  const { ref: formRef, focusFirstInvalid } = useFirstInvalidFocus();
  const {
    taken,
    maxNights,
    failed: nightsUnknown,
    reload: reloadNights,
  } = useTakenNights(offer._id);
  const { error, submitting, booked, clearBooked, send } = useBookingSubmission<
    StayBooking,
    StayForm
  >(form);
  const ids = useId();
  const today = todayIsoDate();

  const guests = parseWholeNumber(form.guests);
  const overLimit = guests > limit;
  // A booked check-in night is said at once, before a check-out is chosen.
  const takenNight =
    firstTakenNight(form.checkIn, form.checkOut, taken) ??
    (taken.has(form.checkIn) ? form.checkIn : null);
  const { errors, problem, check } = useFormProblem(
    validateStayBooking(form, today, takenNight, maxNights),
  );
  const quote = takenNight ? null : stayQuote(offer.Price, guests, form.checkIn, form.checkOut);
  const update = (key: keyof StayForm, value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (overLimit) return;
    if (!check() || !quote) {
      focusFirstInvalid();
      return;
    }
    const sent = await send(() =>
      createStayBooking({
        name: form.name.trim(),
        email: form.email.trim(),
        checkIn: form.checkIn,
        checkOut: form.checkOut,
        guests,
        offerId: offer._id,
        pricePerNight: quote.pricePerNight,
        totalCost: quote.totalCost,
        costPerPerson: quote.costPerPerson,
      }),
    );
    if (sent) draft.clear();
    // Refused (often: others took the nights meanwhile): show the nights as they are now.
    else reloadNights();
  }

  if (booked) {
    return (
      <BookingConfirmation
        flat
        booking={booked}
        places="nights"
        details={[
          { label: 'Stay', value: offer.title },
          { label: 'Check-in', value: formatDate(booked.checkIn) },
          { label: 'Check-out', value: formatDate(booked.checkOut) },
          { label: 'Guests', value: booked.guests },
          { label: 'Total', value: formatPrice(booked.totalCost) },
        ]}
        doneLabel="Book another stay"
        onDone={() => {
          clearBooked();
          setForm((current) => ({ ...current, checkIn: '', checkOut: '', guests: '1' }));
        }}
      />
    );
  }

  // A refused range is said next to the dates as soon as both are chosen, not only on submit.
  const rangeMessage = takenNight ? takenNightMessage(takenNight) : null;
  const message = (problem !== rangeMessage ? problem : null) ?? error;
  return (
    <form
      ref={formRef}
      className="bk-form bk-form--flat"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${ids}-title`}
    >
      <h2 id={`${ids}-title`}>Book your stay</h2>
      <p className="bk-form__lead">
        {offer.title}: {formatPrice(offer.Price)} {STAY_PRICE_UNIT}
        {offer.Discount ? (
          <>
            {' '}
            <span className="bk-discount">{offer.Discount}% off</span>
          </>
        ) : null}
      </p>
      <BookerFields
        idPrefix={ids}
        name={form.name}
        email={form.email}
        onChange={update}
        errors={errors}
      />
      <div className="bk-dates">
        <div className="bk-form__row">
          <TextField
            id={`${ids}-check-in`}
            label="Check-in"
            name="checkIn"
            type="date"
            required
            min={today}
            value={form.checkIn}
            error={errors.checkIn}
            aria-invalid={rangeMessage ? true : undefined}
            onChange={(e) => update('checkIn', e.target.value)}
          />
          <TextField
            id={`${ids}-check-out`}
            label="Check-out"
            name="checkOut"
            type="date"
            required
            min={addDays(form.checkIn || today, 1)}
            max={form.checkIn ? addDays(form.checkIn, maxNights) : undefined}
            hint={`A stay lasts at most ${maxNights} nights.`}
            value={form.checkOut}
            error={errors.checkOut}
            aria-invalid={rangeMessage ? true : undefined}
            onChange={(e) => update('checkOut', e.target.value)}
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
          checkIn={form.checkIn}
          checkOut={form.checkOut}
          today={today}
        />
        {nightsUnknown && (
          <p className="bk-form__hint">
            Booked nights could not be loaded; your dates are checked when you book.
          </p>
        )}
      </div>
      <TextField
        id={`${ids}-guests`}
        label="Guests"
        name="guests"
        type="number"
        inputMode="numeric"
        required
        min={1}
        max={limit}
        step={1}
        error={errors.guests}
        aria-invalid={overLimit || undefined}
        value={form.guests}
        onChange={(e) => update('guests', e.target.value)}
        hint={
          <>
            <p className={overLimit ? 'bk-form__hint bk-form__hint--error' : 'bk-form__hint'}>
              Maximum {limit} guests allowed
            </p>
            {overLimit && (
              <p className="bk-form__error" role="alert">
                Number of guests cannot exceed {limit}
              </p>
            )}
          </>
        }
      />
      {quote && (
        <dl className="bk-stay-quote" aria-live="polite">
          <div>
            {/* The offer's price is per guest: say whose night this is, so $130 for 2 guests adds up. */}
            <dt>
              Per night for {guests} {guests === 1 ? 'guest' : 'guests'}
            </dt>
            <dd data-testid="stay-per-night">{formatPrice(quote.pricePerNight)}</dd>
          </div>
          <div>
            <dt>Nights</dt>
            <dd data-testid="stay-nights">{quote.nights}</dd>
          </div>
          <div>
            <dt>Total cost</dt>
            <dd data-testid="stay-total">{formatPrice(quote.totalCost)}</dd>
          </div>
          <div>
            <dt>Cost per person</dt>
            <dd data-testid="stay-per-person">{formatPrice(quote.costPerPerson)}</dd>
          </div>
        </dl>
      )}
      {message && (
        <p className="bk-form__error" role="alert">
          {message}
        </p>
      )}
      <PaymentMethodNote />
      <Button type="submit" busy={submitting} busyText="Booking..." disabled={overLimit}>
        Book stay
      </Button>
    </form>
  );
}
