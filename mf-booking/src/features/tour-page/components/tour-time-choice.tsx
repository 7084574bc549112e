import { t } from '@travel/shell/i18n';
import type { ApiState } from '@travel/shell/data';
import { zoneLabel } from '@travel/shell/time';
import { hasStarted } from '../lib/tour-start';
import type { TourAvailability, TourSlot } from '../types';

interface TourTimeChoiceProps {
  idPrefix: string;
  times: string[];
  value: string;
  onChange: (time: string) => void;
  /** Seats of the chosen date; null until a date that can be booked is chosen. */
  availability: ApiState<TourAvailability> | null;
  /** The chosen date: its times that have started are not offered. */
  date: string;
  /** The tour's IANA zone: its times are wall-clock times there (UTC when absent). */
  timeZone?: string;
  /** Why the chosen time was just unselected, if it was. */
  notice?: string | null;
  /** The time's message once a submit was refused ('Please choose a time'). */
  error?: string | null;
}

export function seatsText(slot: TourSlot): string {
  // An admin cancelled the whole time (weather, a broken boat): it has no waitlist either.
  if (slot.closed) return t('booking.slot.cancelled');
  if (slot.left <= 0) return t('booking.slot.soldOut');
  return t('booking.slot.seatsLeft', { count: slot.left });
}

/** Whether bookings of a time have closed: the tour's cutoff before its start has passed. */
export function bookingClosed(slot: TourSlot | undefined, now: number = Date.now()): boolean {
  return slot?.bookingClosesAt !== undefined && Date.parse(slot.bookingClosesAt) <= now;
}

function statusText(availability: ApiState<TourAvailability> | null): string | null {
  if (availability === null) return t('booking.times.chooseDate');
  if (availability.status === 'loading') return t('booking.seats.checking');
  if (availability.status === 'error') return t('booking.times.loadFailed');
  // The tour's schedule runs no time that day (a closed date, a weekday without tours).
  if (availability.data.slots.length === 0) {
    return t(availability.data.closedDate ? 'booking.times.closedDate' : 'booking.times.noTours');
  }
  return null;
}

/**
 * The tour's start times as radio buttons, each with the seats left on the chosen date. A sold-out time
 * is disabled and says 'Sold out' in words, so the state never rests on colour alone; so is a time that
 * has already started ('Already started') or whose bookings closed by the tour's cutoff ('Booking closed'),
 * which the API refuses too. The times are the chosen date's, as the tour's schedule runs them.
 */
export function TourTimeChoice({
  idPrefix,
  times,
  value,
  onChange,
  availability,
  date,
  timeZone,
  notice = null,
  error = null,
}: TourTimeChoiceProps) {
  const slots = new Map(
    availability?.status === 'success' ? availability.data.slots.map((s) => [s.time, s]) : [],
  );
  const status = notice ?? statusText(availability);
  const statusId = `${idPrefix}-times-status`;
  const errorId = `${idPrefix}-times-error`;
  return (
    <fieldset className="bk-times" aria-describedby={error ? `${errorId} ${statusId}` : statusId}>
      <legend className="bk-times__legend">{t('booking.times.legend')}</legend>
      <p className="bk-form__hint" data-testid="tour-time-zone">
        {t('booking.times.zone', { zone: zoneLabel(timeZone) })}
      </p>
      <div className="bk-times__grid">
        {times.map((time) => {
          const slot = slots.get(time);
          const started = hasStarted(date, time, timeZone);
          // Before its start, the tour's booking cutoff may have passed already.
          const closedNow = !started && bookingClosed(slot);
          const soldOut = started || closedNow || (slot !== undefined && slot.left <= 0);
          return (
            <label
              key={time}
              className={soldOut ? 'bk-time bk-time--sold-out' : 'bk-time'}
              data-testid={`tour-time-${time}`}
            >
              <input
                type="radio"
                name={`${idPrefix}-time`}
                value={time}
                checked={value === time}
                disabled={soldOut}
                // Marked, so the form's focus lands on the first time that can be chosen.
                aria-invalid={error && !soldOut ? true : undefined}
                onChange={() => onChange(time)}
              />
              <span className="bk-time__clock">{time}</span>
              {/* A real space, so the accessible name reads '09:00 12 seats left' in every browser. */}
              {(started || slot) && (
                <>
                  {' '}
                  <span className="bk-time__seats">
                    {started
                      ? t('booking.slot.started')
                      : closedNow
                        ? t('booking.slot.closed')
                        : slot && seatsText(slot)}
                  </span>
                </>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="sh-field__error">
          {error}
        </p>
      )}
      {/* Always in the page, so that screen readers announce what it changes to. */}
      <p id={statusId} className="bk-form__hint" role="status">
        {status}
      </p>
    </fieldset>
  );
}
