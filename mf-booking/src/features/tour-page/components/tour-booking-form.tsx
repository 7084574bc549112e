import { useEffect, useRef, useState } from 'react';
import { zonedTime } from '@travel/shell/time';
import { Button, formatPrice } from '@travel/shell/ui';
import { TextField, useForm, useSessionDraft } from '@travel/shell/forms';
import { BookerFields } from '../../../components/booker-fields';
import { BookingConfirmation } from '../../../components/booking-confirmation';
import { formatDate, isBefore, isValidIsoDate, todayIsoDate } from '../../../lib/dates';
import { bookingRefusal } from '../../../lib/booking-refusal';
import { useSignedInBooker } from '../../../lib/use-signed-in-booker';
import { parseWholeNumber } from '../../../lib/validation';
import { createTourBooking } from '../api/create-tour-booking';
import { useTourDateAvailability } from '../api/destinations-api';
import { EXTRAS_PRICE, MAX_TICKETS, MIN_TICKETS, tourCost } from '../lib/tour-pricing';
import type { TourBooking, TourDestination } from '../types';
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
export const soldOutNotice = (time: string) =>
  `Sorry, the ${time} tour has just sold out on this date. Please choose another time.`;

/** The seats of the chosen date, read once a date that can still be booked is chosen. */
function useTourAvailability(destinationId: string, date: string, today: string) {
  const bookable = isValidIsoDate(date) && !isBefore(date, today);
  const state = useTourDateAvailability(destinationId, bookable ? date : null);
  return bookable ? state : null;
}

export function TourBookingForm({ destination }: TourBookingFormProps) {
  const booker = useSignedInBooker();
  const [booked, setBooked] = useState<TourBooking | null>(null);
  const today = todayIsoDate(destination.timeZone);
  const form = useForm<TourForm, TourBooking>({
    initial: () => ({
      ...booker,
      date: '',
      time: '',
      tickets: '1',
      extras: false,
    }),
    // The seats are read for the values' date, below; the check runs once they are known.
    check: () => validateTourBooking(chosen, today, chosenSlot, maxTickets, destination.timeZone),
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
        extras: chosen.extras,
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

  const tickets = parseWholeNumber(values.tickets);
  const ticketsValid = tickets >= MIN_TICKETS && tickets <= maxTickets;
  const cost = tourCost(destination.CostPerPerson, tickets, values.extras);

  if (booked) {
    return (
      <BookingConfirmation
        booking={booked}
        places="seats"
        details={[
          { label: 'Tour', value: destination.title ?? destination.destination ?? 'Tour' },
          {
            label: 'Date',
            value: `${formatDate(booked.date)} at ${zonedTime(booked.time, booked.timeZone)}`,
          },
          { label: 'Tickets', value: booked.tickets },
          { label: 'Total', value: formatPrice(booked.cost) },
        ]}
        doneLabel="Book another tour"
        onDone={() => {
          setBooked(null);
          form.setValues((current) => ({
            ...current,
            date: '',
            time: '',
            tickets: '1',
            extras: false,
          }));
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
        Book this tour
      </h2>
      <BookerFields
        name={form.field('name')}
        email={form.field('email')}
        phone={{ ...form.field('phone'), onValue: (phone) => form.set('phone', phone) }}
      />
      <TextField label="Date" type="date" required min={today} {...form.field('date')} />
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
      <TicketsField max={maxTickets} {...form.field('tickets')} />
      <div className="bk-form__check">
        <input
          id={form.idOf('extras')}
          name="extras"
          type="checkbox"
          checked={values.extras}
          onChange={(e) => form.set('extras', e.target.checked)}
        />
        <label htmlFor={form.idOf('extras')}>Add extra offers (+{formatPrice(EXTRAS_PRICE)})</label>
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
      <Button type="submit" busy={form.busy} busyText="Booking...">
        Book now
      </Button>
    </form>
  );
}
