import { useId, useState, type FormEvent } from 'react';
import { useAuthStore } from '@travel/shell/auth';
import { Button, formatPrice } from '@travel/shell/ui';
import { TextField } from '@travel/shell/forms';
import { isEmail } from '@travel/shell/forms';
import { BookerFields } from '../../../components/booker-fields';
import { BookingConfirmation } from '../../../components/booking-confirmation';
import { formatDate, isBefore, isValidIsoDate, todayIsoDate } from '../../../lib/dates';
import { useBookingSubmission } from '../../../lib/use-booking-submission';
import { useFormProblem } from '../../../lib/use-form-problem';
import { parseWholeNumber } from '../../../lib/validation';
import { createTourBooking } from '../api/create-tour-booking';
import { useTourDateAvailability } from '../api/destinations-api';
import { EXTRAS_PRICE, MAX_TICKETS, MIN_TICKETS, tourCost } from '../lib/tour-pricing';
import type { TourBooking, TourDestination, TourSlot } from '../types';
import { TourTimeChoice } from './tour-time-choice';

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

/** The API's default times, for a destination read before it carried its own. */
export const DEFAULT_TOUR_TIMES = ['09:00', '13:00', '17:00'];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The first problem with the form, in the order the fields appear, or null when it can be sent. The
 * messages are the server's; `slot` (the chosen time's seats, when known) adds its seat checks.
 */
function validate(
  form: TourForm,
  today: string,
  slot: TourSlot | undefined,
  maxTickets: number,
): string | null {
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
  if (tickets > maxTickets) return `You can book at most ${maxTickets} tickets at once`;
  if (slot && tickets > slot.left) {
    return `Only ${slot.left} ${slot.left === 1 ? 'ticket' : 'tickets'} left for this time`;
  }
  return null;
}

/** The seats of the chosen date, read once a date that can still be booked is chosen. */
function useTourAvailability(destinationId: string, date: string, today: string) {
  const bookable = isValidIsoDate(date) && !isBefore(date, today);
  const state = useTourDateAvailability(destinationId, bookable ? date : null);
  return bookable ? state : null;
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
  const ids = useId();
  const today = todayIsoDate();
  const times = destination.tourTimes?.length ? destination.tourTimes : DEFAULT_TOUR_TIMES;
  const availability = useTourAvailability(destination._id, form.date, today);
  const slots = availability?.status === 'success' ? availability.data.slots : [];
  const slotOf = (time: string) => slots.find((slot) => slot.time === time);
  // The server's cap once the chosen date's seats are read; the form's own bound until then.
  const maxTickets =
    availability?.status === 'success' ? availability.data.maxTicketsPerBooking : MAX_TICKETS;

  // A time that is sold out on the newly chosen date is no longer chosen.
  const chosenSlot = slotOf(form.time);
  const chosen: TourForm = chosenSlot && chosenSlot.left <= 0 ? { ...form, time: '' } : form;
  const { problem, check } = useFormProblem(validate(chosen, today, chosenSlot, maxTickets));
  const { error, submitting, booked, clearBooked, send } = useBookingSubmission<
    TourBooking,
    TourForm
  >(form);

  const tickets = parseWholeNumber(form.tickets);
  const ticketsValid = tickets >= MIN_TICKETS && tickets <= maxTickets;
  const cost = tourCost(destination.CostPerPerson, tickets, form.extras);
  const update = <K extends keyof TourForm>(key: K, value: TourForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check()) return;
    const sent = await send(() =>
      createTourBooking({
        destinationId: destination._id,
        date: chosen.date,
        time: chosen.time,
        tickets,
        cost,
        name: chosen.name.trim(),
        email: chosen.email.trim(),
        extras: chosen.extras,
      }),
    );
    // Refused (often: others took the seats meanwhile): show the seats as they are now.
    if (!sent) availability?.reload();
  }

  if (booked) {
    return (
      <BookingConfirmation
        booking={booked}
        places="seats"
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

  const message = problem ?? error;
  return (
    <form className="bk-form" onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Book this tour</h2>
      <BookerFields idPrefix={ids} name={form.name} email={form.email} onChange={update} />
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
      <TourTimeChoice
        idPrefix={ids}
        times={times}
        value={chosen.time}
        onChange={(time) => update('time', time)}
        availability={availability}
      />
      <TextField
        id={`${ids}-tickets`}
        label="Tickets"
        name="tickets"
        type="number"
        inputMode="numeric"
        required
        min={MIN_TICKETS}
        max={maxTickets}
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
        {ticketsValid ? (
          <>
            Total cost: <strong data-testid="tour-cost">{formatPrice(cost)}</strong>
          </>
        ) : (
          <span className="bk-form__hint">
            Enter {MIN_TICKETS} to {maxTickets} tickets to see the total.
          </span>
        )}
      </p>
      {message && (
        <p className="bk-form__error" role="alert">
          {message}
        </p>
      )}
      <Button type="submit" busy={submitting} busyText="Booking...">
        Book now
      </Button>
    </form>
  );
}
