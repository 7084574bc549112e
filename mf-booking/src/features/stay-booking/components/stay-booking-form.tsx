import { useId, useState, type FormEvent } from 'react';
import { useAuthStore } from '@travel/shell/auth';
import { Button, formatPrice } from '@travel/shell/ui';
import { TextField } from '@travel/shell/forms';
import { isEmail } from '@travel/shell/forms';
import { BookerFields } from '../../../components/booker-fields';
import { BookingConfirmation } from '../../../components/booking-confirmation';
import { addDays, formatDate, isBefore, todayIsoDate } from '../../../lib/dates';
import { useBookingSubmission } from '../../../lib/use-booking-submission';
import { parseWholeNumber } from '../../../lib/validation';
import { createStayBooking } from '../api/stay-booking-api';
import { useGuestLimit } from '../hooks/use-guest-limit';
import { stayQuote } from '../stay-pricing';
import type { StayBooking, StayOffer } from '../types';
import '../../../styles/common.css';
import './stay-booking-form.css';

export interface StayBookingFormProps {
  offer: StayOffer;
}

interface StayForm {
  name: string;
  email: string;
  checkIn: string;
  checkOut: string;
  guests: string;
}

function validate(form: StayForm, guests: number, today: string): string | null {
  if (
    !form.name.trim() ||
    !form.email.trim() ||
    !form.checkIn ||
    !form.checkOut ||
    !(guests >= 1)
  ) {
    return 'Please fill in all required fields';
  }
  if (!isEmail(form.email)) return 'Please enter a valid email address';
  if (isBefore(form.checkIn, today)) return 'Please choose a check-in date from today on';
  if (!isBefore(form.checkIn, form.checkOut)) return 'Check-out must be after check-in';
  return null;
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
  const { error, setError, submitting, booked, clearBooked, send } =
    useBookingSubmission<StayBooking>();
  const ids = useId();
  const today = todayIsoDate();

  const guests = parseWholeNumber(form.guests);
  const overLimit = guests > limit;
  const quote = stayQuote(offer.Price, guests, form.checkIn, form.checkOut);
  const update = (key: keyof StayForm, value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (overLimit) return;
    const problem = validate(form, guests, today);
    setError(problem);
    if (problem || !quote) return;
    await send(() =>
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
  }

  if (booked) {
    return (
      <BookingConfirmation
        reference={booked.reference}
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

  return (
    <form className="bk-form" onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Book your stay</h2>
      <p className="bk-form__lead">
        {offer.title}: {formatPrice(offer.Price)} per guest per night
      </p>
      <BookerFields idPrefix={ids} name={form.name} email={form.email} onChange={update} />
      <div className="bk-form__row">
        <TextField
          id={`${ids}-check-in`}
          label="Check-in"
          name="checkIn"
          type="date"
          required
          min={today}
          value={form.checkIn}
          onChange={(e) => update('checkIn', e.target.value)}
        />
        <TextField
          id={`${ids}-check-out`}
          label="Check-out"
          name="checkOut"
          type="date"
          required
          min={addDays(form.checkIn || today, 1)}
          value={form.checkOut}
          onChange={(e) => update('checkOut', e.target.value)}
        />
      </div>
      <TextField
        id={`${ids}-guests`}
        label="Guests"
        name="guests"
        type="number"
        inputMode="numeric"
        required
        min={1}
        step={1}
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
            <dt>Price per night</dt>
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
      {error && (
        <p className="bk-form__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" busy={submitting} busyText="Booking..." disabled={overLimit}>
        Book stay
      </Button>
    </form>
  );
}
