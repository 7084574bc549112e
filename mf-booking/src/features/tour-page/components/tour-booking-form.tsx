import { useId, useState, type FormEvent } from 'react';
import { useAuthStore } from '@travel/shell/auth';
import { Button, formatPrice } from '@travel/shell/ui';
import { TextField } from '@travel/shell/forms';
import { isEmail } from '@travel/shell/forms';
import { BookerFields } from '../../../components/booker-fields';
import { BookingConfirmation } from '../../../components/booking-confirmation';
import { formatDate, isBefore, todayIsoDate } from '../../../lib/dates';
import { useBookingSubmission } from '../../../lib/use-booking-submission';
import { parseWholeNumber } from '../../../lib/validation';
import { createTourBooking } from '../api/create-tour-booking';
import { EXTRAS_PRICE, MAX_TICKETS, MIN_TICKETS, tourCost } from '../tour-pricing';
import type { TourBooking, TourDestination } from '../types';

interface TourBookingFormProps {
  destination: TourDestination;
}

interface TourForm {
  name: string;
  email: string;
  date: string;
  time: string;
  tickets: string;
  extras: boolean;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The first problem with the form, in the order the fields appear, or null when it can be sent. */
function validate(form: TourForm, today: string): string | null {
  const tickets = parseWholeNumber(form.tickets);
  if (
    !form.name.trim() ||
    !form.email.trim() ||
    !form.date ||
    !form.time ||
    !(tickets >= MIN_TICKETS)
  ) {
    return 'Please fill in all required fields';
  }
  if (!isEmail(form.email)) return 'Please enter a valid email address';
  if (isBefore(form.date, today)) return 'Please choose today or a later date';
  if (!TIME.test(form.time)) return 'Please enter a valid time';
  if (tickets > MAX_TICKETS) return `You can book at most ${MAX_TICKETS} tickets at once`;
  return null;
}

export function TourBookingForm({ destination }: TourBookingFormProps) {
  const user = useAuthStore((state) => state.user);
  const [form, setForm] = useState<TourForm>(() => ({
    name: user?.username ?? '',
    email: user?.email ?? '',
    date: '',
    time: '',
    tickets: '1',
    extras: false,
  }));
  const { error, setError, submitting, booked, clearBooked, send } =
    useBookingSubmission<TourBooking>();
  const ids = useId();
  const today = todayIsoDate();

  const tickets = parseWholeNumber(form.tickets);
  const cost = tourCost(destination.CostPerPerson, tickets, form.extras);
  const update = <K extends keyof TourForm>(key: K, value: TourForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validate(form, today);
    setError(problem);
    if (problem) return;
    await send(() =>
      createTourBooking({
        destinationId: destination._id,
        date: form.date,
        time: form.time,
        tickets,
        cost,
        name: form.name.trim(),
        email: form.email.trim(),
        extras: form.extras,
      }),
    );
  }

  if (booked) {
    return (
      <BookingConfirmation
        reference={booked.reference}
        details={[
          { label: 'Tour', value: destination.title ?? destination.destination ?? 'Tour' },
          { label: 'Date', value: `${formatDate(booked.date)} at ${booked.time}` },
          { label: 'Tickets', value: booked.tickets },
          { label: 'Total', value: formatPrice(booked.cost) },
        ]}
        doneLabel="Book another tour"
        onDone={() => {
          clearBooked();
          setForm((current) => ({ ...current, date: '', time: '', tickets: '1', extras: false }));
        }}
      />
    );
  }

  return (
    <form className="bk-form" onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Book this tour</h2>
      <BookerFields idPrefix={ids} name={form.name} email={form.email} onChange={update} />
      <div className="bk-form__row">
        <TextField
          id={`${ids}-date`}
          label="Date"
          name="date"
          type="date"
          required
          min={today}
          value={form.date}
          onChange={(e) => update('date', e.target.value)}
        />
        <TextField
          id={`${ids}-time`}
          label="Time"
          name="time"
          type="time"
          required
          value={form.time}
          onChange={(e) => update('time', e.target.value)}
        />
      </div>
      <TextField
        id={`${ids}-tickets`}
        label="Tickets"
        name="tickets"
        type="number"
        inputMode="numeric"
        required
        min={MIN_TICKETS}
        max={MAX_TICKETS}
        step={1}
        value={form.tickets}
        onChange={(e) => update('tickets', e.target.value)}
      />
      <div className="bk-form__check">
        <input
          id={`${ids}-extras`}
          name="extras"
          type="checkbox"
          checked={form.extras}
          onChange={(e) => update('extras', e.target.checked)}
        />
        <label htmlFor={`${ids}-extras`}>Add extra offers (+{formatPrice(EXTRAS_PRICE)})</label>
      </div>
      <p className="bk-form__total" aria-live="polite">
        Total cost: <strong data-testid="tour-cost">{formatPrice(cost)}</strong>
      </p>
      {error && (
        <p className="bk-form__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" busy={submitting} busyText="Booking...">
        Book now
      </Button>
    </form>
  );
}
