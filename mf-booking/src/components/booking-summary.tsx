import type { ReactNode } from 'react';
import type { StayBooking, TourBooking } from '@travel/shell/api-types';
import { zonedTime, zoneLabel } from '@travel/shell/time';
import { formatPrice, formatTotal } from '@travel/shell/ui';
import { daysBetween, formatDate } from '../lib/dates';
import { statusLabel, statusOf, type BookingState } from '../lib/booking-status';
import { t } from '@travel/shell/i18n';
import './booking-summary.css';

export function StatusBadge({ booking }: { booking: BookingState }) {
  const status = statusOf(booking);
  return (
    <span className={`bk-status-badge bk-status-badge--${status}`} data-testid="booking-status">
      {statusLabel(status)}
    </span>
  );
}

/** One line of the facts: what it is, and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function TourFacts({ booking }: { booking: TourBooking }) {
  return (
    <dl className="bk-facts">
      <Fact term={t('booking.facts.date')}>
        {t('booking.when.dateAt', {
          date: formatDate(booking.date),
          time: zonedTime(booking.time, booking.timeZone),
        })}
      </Fact>
      <Fact term={t('booking.facts.tickets')}>{booking.tickets}</Fact>
      <Fact term={t('booking.facts.total')}>{formatTotal(booking.cost)}</Fact>
    </dl>
  );
}

export function StayFacts({ booking }: { booking: StayBooking }) {
  const nights = daysBetween(booking.checkIn.slice(0, 10), booking.checkOut.slice(0, 10));
  return (
    <dl className="bk-facts">
      <Fact term={t('booking.facts.dates')}>
        {t('booking.when.range', {
          from: formatDate(booking.checkIn),
          to: formatDate(booking.checkOut),
        })}
        {nights !== null && ` (${t('booking.facts.nights', { count: nights })})`},{' '}
        {zoneLabel(booking.timeZone)}
      </Fact>
      <Fact term={t('booking.facts.guests')}>{booking.guests}</Fact>
      <Fact term={t('booking.facts.total')}>{formatTotal(booking.totalCost)}</Fact>
      <Fact term={t('booking.facts.perPerson')}>{formatPrice(booking.costPerPerson)}</Fact>
    </dl>
  );
}
