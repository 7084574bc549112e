import { currentLang, formatDate, t } from '@travel/shell/i18n';
import { useState } from 'react';
import { isBefore } from '../../../lib/dates';
import { pickedRange } from '../lib/nights';

interface NightsCalendarProps {
  /** Nights already booked, 'YYYY-MM-DD'. */
  taken: ReadonlySet<string>;
  checkIn: string;
  checkOut: string;
  today: string;
  /** The longest stay: a check-out further than this from the check-in starts a new stay instead. */
  maxNights: number;
  /** A day was clicked: the stay's dates as they are now (a new check-in clears the check-out). */
  onPick: (range: { checkIn: string; checkOut: string }) => void;
  /** How many months ahead of this one can be shown. */
  monthsAhead?: number;
}

const WEEKDAYS: string[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const WEEKDAY_NAMES: string[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

// Written out rather than asked of toLocaleDateString: the first Intl call a page makes loads the browser's
// locale data, 40-70 ms of main thread in one piece, as the form first renders. Other languages pay it.
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Monday to Sunday (2024-01-01 was a Monday), for the languages whose names Intl gives. */
const MONDAYS_WEEK = Array.from({ length: 7 }, (_, i) => Date.UTC(2024, 0, 1 + i));

/** The weekdays from Monday, 'Mon' or 'Monday', in the page's language. */
function weekdays(weekday: 'short' | 'long'): string[] {
  if (currentLang() === 'en') {
    return weekday === 'long' ? WEEKDAY_NAMES : WEEKDAYS;
  }
  return MONDAYS_WEEK.map((day) => formatDate(day, { weekday, timeZone: 'UTC' }));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM' of a date, or of today when the date is not set. */
const monthOf = (isoDate: string) => isoDate.slice(0, 7);

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** The month's days in weeks from Monday, with nulls before the 1st and after the last day. */
function weeksOf(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** '2026-11' -> 'November 2026' */
function monthTitle(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  if (currentLang() === 'en') return `${MONTH_NAMES[m - 1]} ${y}`;
  return formatDate(Date.UTC(y, m - 1, 1), { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** '2026-11-24' -> 'Tuesday, November 24' */
function dayLabel(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (currentLang() !== 'en') {
    return formatDate(date, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  }
  const weekday = WEEKDAY_NAMES[(date.getUTCDay() + 6) % 7];
  return `${weekday}, ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/**
 * One month of the offer's nights: booked ones greyed and struck through, the visitor's stay marked. Each
 * day is a button: click (or Enter) the check-in, then the check-out. The native date inputs above stay
 * in step and remain the other way to pick dates.
 */
export function NightsCalendar({
  taken,
  checkIn,
  checkOut,
  today,
  maxNights,
  onPick,
  monthsAhead = 12,
}: NightsCalendarProps) {
  // The month follows the check-in date until the visitor pages away from it.
  const anchor = checkIn || today;
  const [view, setView] = useState<{ anchor: string; month: string } | null>(null);
  const month = view && view.anchor === anchor ? view.month : monthOf(anchor);
  const first = monthOf(today);
  const last = shiftMonth(first, monthsAhead);
  const go = (by: number) => setView({ anchor, month: shiftMonth(month, by) });
  const stayEnd = checkIn && checkOut && isBefore(checkIn, checkOut) ? checkOut : null;
  const inStay = (day: string) =>
    stayEnd !== null && !isBefore(day, checkIn) && isBefore(day, stayEnd);
  const title = monthTitle(month);
  // While a check-out is being chosen a booked day can still end the stay (its night is not slept).
  const choosingCheckOut = Boolean(checkIn) && !checkOut;
  const shortDays = weekdays('short');
  const longDays = weekdays('long');

  return (
    <div className="bk-nights" data-testid="nights-calendar">
      <div className="bk-nights__bar">
        <button
          type="button"
          className="bk-nights__nav"
          onClick={() => go(-1)}
          disabled={month <= first}
          aria-label={t('booking.calendar.previous')}
        >
          ‹
        </button>
        <p className="bk-nights__title" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className="bk-nights__nav"
          onClick={() => go(1)}
          disabled={month >= last}
          aria-label={t('booking.calendar.next')}
        >
          ›
        </button>
      </div>
      <table className="bk-nights__grid">
        <caption className="sh-visually-hidden">
          {t('booking.calendar.caption', { month: title })}
        </caption>
        <thead>
          <tr>
            {shortDays.map((day, index) => (
              <th key={day} scope="col" abbr={longDays[index]}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((day, index) => {
                if (!day) return <td key={`empty-${index}`} />;
                const booked = taken.has(day);
                const past = isBefore(day, today);
                const mine = inStay(day);
                const classes = [
                  'bk-nights__day',
                  past && 'bk-nights__day--past',
                  booked && 'bk-nights__day--taken',
                  mine && 'bk-nights__day--stay',
                ].filter(Boolean);
                // 'arrival' and 'departure', not 'check-in' and 'check-out': the date fields above carry those
                // names, and a day button named like them would answer to their labels too.
                const states = [
                  booked && t('booking.calendar.booked'),
                  mine && t('booking.calendar.yourStay'),
                  day === checkIn && t('booking.calendar.arrival'),
                  day === checkOut && t('booking.calendar.departure'),
                ].filter(Boolean);
                const unavailable =
                  past || (booked && !(choosingCheckOut && isBefore(checkIn, day)));
                return (
                  <td key={day} className={classes.join(' ')} data-date={day}>
                    <button
                      type="button"
                      className="bk-nights__pick"
                      disabled={unavailable}
                      aria-pressed={day === checkIn || day === checkOut}
                      aria-label={[dayLabel(day), ...states].join(', ')}
                      onClick={() => onPick(pickedRange(day, checkIn, checkOut, maxNights))}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="bk-nights__legend">
        <li>
          <span className="bk-nights__swatch bk-nights__swatch--taken" aria-hidden="true" />
          {t('booking.calendar.legendBooked')}
        </li>
        <li>
          <span className="bk-nights__swatch bk-nights__swatch--stay" aria-hidden="true" />
          {t('booking.calendar.legendStay')}
        </li>
      </ul>
    </div>
  );
}
