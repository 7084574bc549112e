import type { Destination, TourAvailability } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { SelectField, TextField } from '@travel/shell/forms';
import { t } from '@travel/shell/i18n';

/** Times of a destination stored without tour times (the API's default). */
const DEFAULT_TIMES = ['09:00', '13:00', '17:00'];

export interface TourChoice {
  value: string;
  label: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The times a tour's schedule runs on `date` (its weekday's, its season's, none on a closed date), as the
 * availability read answers them; null until read, or when there is no tour or date to read them for.
 */
export function useScheduledTimes(destinationId: string, date: string): string[] | null {
  const day = useApiGet<TourAvailability>(
    destinationId && ISO_DATE.test(date)
      ? `/api/destination/${encodeURIComponent(destinationId)}/availability?date=${date}`
      : null,
  );
  return day.status === 'success' ? day.data.slots.map((slot) => slot.time) : null;
}

/**
 * The destinations to choose a tour from (by title, A to Z) and the tour times of the chosen one, for the
 * screens that work on one tour time (waitlists, cancelling or moving a time).
 */
export function useTourChoices(
  destinationId: string,
  /** Also offer the times that hold bookings though no longer on the tour (to move or cancel them). */
  {
    withBookedTimes = false,
    date = '',
  }: {
    withBookedTimes?: boolean;
    /** The tour date chosen: its times are those the schedule runs that day. */
    date?: string;
  } = {},
): {
  options: TourChoice[];
  /** The tour's times, and with `withBookedTimes` those holding bookings off the tour. */
  times: string[];
  /** The tour's own times only: where bookings can go. */
  tourTimes: string[];
  /** The destinations could not be loaded. */
  failed: boolean;
} {
  const destinations = useApiGet<Destination[]>('/api/destination');
  const booked = useApiGet<{ data: string[] }>(
    withBookedTimes && destinationId
      ? `/api/admin/tour-times/booked-times?destinationId=${encodeURIComponent(destinationId)}`
      : null,
  );
  const loaded = destinations.status === 'success' ? destinations.data : [];
  const options = loaded
    .map((d) => ({ value: d._id, label: d.title || d.destination, times: d.tourTimes }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const chosen = options.find((option) => option.value === destinationId);
  const scheduled = useScheduledTimes(destinationId, date);
  const tourTimes = scheduled ?? (chosen?.times?.length ? chosen.times : DEFAULT_TIMES);
  const bookedTimes = booked.status === 'success' ? booked.data.data : [];
  return {
    options: options.map(({ value, label }) => ({ value, label })),
    // None before a destination is chosen: no tour has times of its own until then.
    times: chosen ? [...new Set([...tourTimes, ...bookedTimes])].sort() : [],
    tourTimes: chosen ? tourTimes : [],
    failed: destinations.status === 'error',
  };
}

/** The alert of a tour-time screen whose destinations could not be loaded; nothing while they load or did. */
export function TourChoicesFailure({ choices }: { choices: ReturnType<typeof useTourChoices> }) {
  return choices.failed ? (
    <p className="adm-screen__note" role="alert">
      {t('admin.tourChoice.failed')}
    </p>
  ) : null;
}

export interface TimeSelectProps {
  label: string;
  name: string;
  value: string;
  times: string[];
  /** The first option, meaning no time chosen ('All times', 'Choose a time'). */
  none: string;
  required?: boolean;
  /** Until there is a tour to pick a time of. */
  disabled?: boolean;
  /** What an option says, when more than its time ('09:30 (4 seats left)'). */
  optionLabel?: (time: string) => string;
  /** Times shown but not choosable (sold out). */
  unavailable?: readonly string[];
  onChange: (time: string) => void;
}

/** A select of the tour's times. */
export function TimeSelect({
  label,
  name,
  value,
  times,
  none,
  required,
  disabled,
  optionLabel,
  unavailable = [],
  onChange,
}: TimeSelectProps) {
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      required={required}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{none}</option>
      {times.map((time) => (
        <option key={time} value={time} disabled={unavailable.includes(time)}>
          {optionLabel ? optionLabel(time) : time}
        </option>
      ))}
    </SelectField>
  );
}

export interface TourTime {
  destinationId: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, or '' */
  time: string;
}

/**
 * The destination, tour date and time fields of a form that works on one tour time (the caller's `adm-filter`
 * form holds them); a new destination clears the time.
 */
export function TourTimeFields({
  choices,
  value,
  onChange,
  noTime,
}: {
  choices: ReturnType<typeof useTourChoices>;
  value: TourTime;
  onChange: (patch: Partial<TourTime>) => void;
  noTime: string;
}) {
  return (
    <>
      <div className="adm-filter__item">
        <SelectField
          label={t('admin.col.destination')}
          name="destinationId"
          value={value.destinationId}
          onChange={(event) => onChange({ destinationId: event.target.value, time: '' })}
        >
          <option value="">{t('admin.tourChoice.chooseDestination')}</option>
          {choices.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={t('admin.col.tourDate')}
        name="date"
        type="date"
        value={value.date}
        onChange={(event) => onChange({ date: event.target.value })}
      />
      <TimeSelect
        label={t('admin.detail.time')}
        name="time"
        value={value.time}
        times={choices.times}
        none={noTime}
        // Disabled until a destination is chosen: the times are that tour's own.
        disabled={!value.destinationId}
        onChange={(time) => onChange({ time })}
      />
    </>
  );
}
