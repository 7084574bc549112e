import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAuthStore } from '@travel/shell/auth';
import { Button, formatPrice } from '@travel/shell/ui';
import { TextField, useFirstInvalidFocus, useSessionDraft } from '@travel/shell/forms';
import { BookerFields } from '../../../components/booker-fields';
import { BookingConfirmation } from '../../../components/booking-confirmation';
import { formatDate, isBefore, isValidIsoDate, todayIsoDate } from '../../../lib/dates';
import { useBookingSubmission } from '../../../lib/use-booking-submission';
import { useFormProblem } from '../../../lib/use-form-problem';
import { parseWholeNumber } from '../../../lib/validation';
import { createTourBooking } from '../api/create-tour-booking';
import { useTourDateAvailability } from '../api/destinations-api';
import { EXTRAS_PRICE, MAX_TICKETS, MIN_TICKETS, tourCost } from '../lib/tour-pricing';
import type { TourBooking, TourDestination } from '../types';
import { hasStarted } from '../lib/tour-start';
import { TourTimeChoice } from './tour-time-choice';
import { WaitlistJoinForm } from './waitlist-join-form';
import { PaymentMethodNote } from '../../../components/payment-method-note';
import { validateTourBooking, type TourForm } from '../lib/validate-tour-booking';

interface TourBookingFormProps {
  destination: TourDestination;
}

/** The API's default times, for a destination read before it carried its own. */
export const DEFAULT_TOUR_TIMES = ['09:00', '13:00', '17:00'];

/** Said when the time the visitor chose sells out while they fill in the form (or on the date they pick). */
export const soldOutNotice = (time: string) =>
  `Sorry, the ${time} tour has just sold out on this date. Please choose another time.`;

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
  // A half-filled form survives leaving the page and coming back (Back, Forward) within the tab.
  const draft = useSessionDraft(`booking-draft:tour:${destination._id}`, form, setForm);
  const { ref: formRef, focusFirstInvalid } = useFirstInvalidFocus();
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
  // A time that cannot be booked (sold out, or started today since it was chosen) is no longer chosen; a past
  // date keeps its time, so that the date is what the message names.
  const soldOut = chosenSlot !== undefined && chosenSlot.left <= 0;
  const started = !isBefore(form.date, today) && hasStarted(form.date, form.time);
  const chosen: TourForm = soldOut || started ? { ...form, time: '' } : form;
  const { errors, problem, check } = useFormProblem(
    validateTourBooking(chosen, today, chosenSlot, maxTickets),
  );
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
    return slot !== undefined && slot.left <= 0 && !slot.closed && !hasStarted(form.date, time);
  });
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
    if (!check()) {
      focusFirstInvalid();
      return;
    }
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
    if (sent) draft.clear();
    // Refused (often: others took the seats meanwhile): show the seats as they are now.
    else availability?.reload();
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

  if (waitlistTime !== null) {
    return (
      <WaitlistJoinForm
        destinationId={destination._id}
        date={form.date}
        time={waitlistTime}
        initial={{ name: form.name, email: form.email, tickets: form.tickets }}
        maxTickets={maxTickets}
        onBack={(typed, bookTime) => {
          setForm((current) => ({ ...current, ...typed, time: bookTime ?? current.time }));
          setWaitlistTime(null);
        }}
      />
    );
  }

  const message = problem ?? error;
  return (
    <form
      ref={formRef}
      className="bk-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${ids}-title`}
    >
      <h2 id={`${ids}-title`} ref={headingRef} tabIndex={-1}>
        Book this tour
      </h2>
      <BookerFields
        idPrefix={ids}
        name={form.name}
        email={form.email}
        onChange={update}
        errors={errors}
      />
      <TextField
        id={`${ids}-date`}
        label="Date"
        name="date"
        type="date"
        required
        min={today}
        value={form.date}
        error={errors.date}
        onChange={(e) => update('date', e.target.value)}
      />
      <TourTimeChoice
        idPrefix={ids}
        times={times}
        value={chosen.time}
        onChange={(time) => update('time', time)}
        availability={availability}
        date={form.date}
        notice={soldOut ? soldOutNotice(form.time) : null}
        error={errors.time}
      />
      {waitlistTimes.length > 0 && (
        <div className="bk-waitlist-offer" data-testid="waitlist-offer">
          <p className="bk-form__hint">
            Sold out? Join the waitlist and we will mail you when seats free up.
          </p>
          {waitlistTimes.map((time) => (
            <Button key={time} variant="secondary" onClick={() => setWaitlistTime(time)}>
              Join the waitlist for {time}
            </Button>
          ))}
        </div>
      )}
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
        error={errors.tickets}
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
      <PaymentMethodNote />
      <Button type="submit" busy={submitting} busyText="Booking...">
        Book now
      </Button>
    </form>
  );
}
