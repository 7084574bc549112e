import { useId, useState } from 'react';
import { apiErrorMessage } from '@travel/shell/http';
import { zoneLabel } from '@travel/shell/time';
import { Button } from '@travel/shell/ui';
import { useSlotAvailability } from '../api/slot-availability';
import { formatDate, formatDateTime, isValidIsoDate, todayIsoDate } from '../lib/dates';
import { timeChoices, type MovingBooking } from '../lib/reschedule-choices';
import './reschedule-step.css';

export interface RescheduleTarget {
  date: string;
  time: string;
}

interface RescheduleStepProps {
  booking: MovingBooking & { destinationId: string; reference: string };
  /** Until when it can be moved (the cancellation deadline), when the page knows it. */
  moveBefore?: string;
  /** Sends the move; a refusal is thrown (the API's message is shown). */
  move: (target: RescheduleTarget) => Promise<void>;
  onClose: () => void;
}

/**
 * 'Change date or time': a date, then the tour's times on it with the seats left (live, as the tour page
 * shows them), then one button naming the new date and time. Times that cannot take the booking are
 * shown, disabled, with the reason in words.
 */
export function RescheduleStep({ booking, moveBefore, move, onClose }: RescheduleStepProps) {
  const id = useId();
  const [date, setDate] = useState(booking.date.slice(0, 10));
  const [time, setTime] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const validDate = isValidIsoDate(date) ? date : null;
  const availability = useSlotAvailability(booking.destinationId, validDate);
  const choices =
    validDate && availability.status === 'success'
      ? timeChoices(availability.data.slots, validDate, booking)
      : [];
  // A time taken meanwhile (the live seats) is no longer chosen.
  const chosen = choices.some((c) => c.open && c.time === time) ? time : null;

  let status = '';
  if (!validDate) status = 'Choose a date to see its times.';
  else if (availability.status === 'loading') status = 'Checking the seats left...';
  else if (availability.status === 'error') status = 'The seats left could not be loaded.';
  else if (choices.length === 0) status = 'This tour has no times on that date.';
  else if (!choices.some((c) => c.open)) status = 'No time on this date has room for your booking.';

  async function confirm() {
    if (!validDate || !chosen) return;
    setBusy(true);
    setFailure(null);
    try {
      await move({ date: validDate, time: chosen });
    } catch (error) {
      setFailure(apiErrorMessage(error, 'The booking could not be moved. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <section className="bk-move" aria-labelledby={`${id}-title`} data-testid="reschedule-step">
      <h3 id={`${id}-title`}>Change date or time</h3>
      <p className="bk-move__intro">
        Move your {booking.tickets} {booking.tickets === 1 ? 'ticket' : 'tickets'} to another date
        or time of this tour, at the same total
        {moveBefore ? `, until ${formatDateTime(moveBefore, booking.timeZone)}` : ''}. Times are{' '}
        {zoneLabel(booking.timeZone)}.
      </p>
      <label className="bk-move__date" htmlFor={`${id}-date`}>
        New date
        <input
          id={`${id}-date`}
          type="date"
          min={todayIsoDate()}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setFailure(null);
          }}
        />
      </label>
      <fieldset className="bk-move__times" aria-describedby={`${id}-status`}>
        <legend>New time</legend>
        {choices.length > 0 && (
          <div className="bk-move__grid">
            {choices.map((choice) => (
              <label
                key={choice.time}
                className={choice.open ? 'bk-move__time' : 'bk-move__time bk-move__time--closed'}
                data-testid={`move-time-${choice.time}`}
              >
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={choice.time}
                  checked={chosen === choice.time}
                  disabled={!choice.open}
                  onChange={() => {
                    setTime(choice.time);
                    setFailure(null);
                  }}
                />
                <span className="bk-move__clock">{choice.time}</span>{' '}
                <span className="bk-move__seats">{choice.note}</span>
              </label>
            ))}
          </div>
        )}
        <p id={`${id}-status`} className="bk-form__hint" role="status">
          {status}
        </p>
      </fieldset>
      {failure && (
        <p className="bk-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="bk-move__actions">
        <Button onClick={() => void confirm()} disabled={!chosen} busy={busy} busyText="Moving...">
          {validDate && chosen
            ? `Move to ${formatDate(validDate)} at ${chosen}`
            : 'Choose a new time'}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep current time
        </Button>
      </div>
    </section>
  );
}
