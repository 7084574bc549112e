import { useId, useState } from 'react';
import { apiErrorMessage } from '@travel/shell/http';
import { zoneLabel } from '@travel/shell/time';
import { Button } from '@travel/shell/ui';
import { t } from '@travel/shell/i18n';
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
  if (!validDate) status = t('booking.move.chooseDate');
  else if (availability.status === 'loading') status = t('booking.seats.checking');
  else if (availability.status === 'error') status = t('booking.move.loadFailed');
  else if (choices.length === 0) status = t('booking.move.noTimes');
  else if (!choices.some((c) => c.open)) status = t('booking.move.noRoom');

  async function confirm() {
    if (!validDate || !chosen) return;
    setBusy(true);
    setFailure(null);
    try {
      await move({ date: validDate, time: chosen });
    } catch (error) {
      setFailure(apiErrorMessage(error, t('booking.move.failed')));
      setBusy(false);
    }
  }

  return (
    <section className="bk-move" aria-labelledby={`${id}-title`} data-testid="reschedule-step">
      <h3 id={`${id}-title`}>{t('booking.move.title')}</h3>
      <p className="bk-move__intro">
        {moveBefore
          ? t('booking.move.introUntil', {
              count: booking.tickets,
              deadline: formatDateTime(moveBefore, booking.timeZone),
            })
          : t('booking.move.intro', { count: booking.tickets })}{' '}
        {t('booking.move.timesIn', { zone: zoneLabel(booking.timeZone) })}
      </p>
      <label className="bk-move__date" htmlFor={`${id}-date`}>
        {t('booking.move.newDate')}
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
        <legend>{t('booking.move.newTime')}</legend>
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
        <Button
          onClick={() => void confirm()}
          disabled={!chosen}
          busy={busy}
          busyText={t('booking.move.moving')}
        >
          {validDate && chosen
            ? t('booking.move.moveTo', { date: formatDate(validDate), time: chosen })
            : t('booking.move.chooseTime')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('booking.move.keep')}
        </Button>
      </div>
    </section>
  );
}
