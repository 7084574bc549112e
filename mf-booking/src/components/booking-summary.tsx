import type { ReactNode } from 'react';
import type { StayBooking, TourBooking } from '@travel/shell/api-types';
import { zonedTime, zoneLabel } from '@travel/shell/time';
import { formatPrice } from '@travel/shell/ui';
import { daysBetween, formatDate } from '../lib/dates';
import { STATUS_LABELS, statusOf, type BookingState } from '../lib/booking-status';
import './booking-summary.css';

export function StatusBadge({ booking }: { booking: BookingState }) {
  const status = statusOf(booking);
  return (
    <span className={`bk-status-badge bk-status-badge--${status}`} data-testid="booking-status">
      {STATUS_LABELS[status]}
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
      <Fact term="Date">
        {formatDate(booking.date)} at {zonedTime(booking.time, booking.timeZone)}
      </Fact>
      <Fact term="Tickets">{booking.tickets}</Fact>
      <Fact term="Total">{formatPrice(booking.cost)}</Fact>
    </dl>
  );
}

export function StayFacts({ booking }: { booking: StayBooking }) {
  const nights = daysBetween(booking.checkIn.slice(0, 10), booking.checkOut.slice(0, 10));
  return (
    <dl className="bk-facts">
      <Fact term="Dates">
        {formatDate(booking.checkIn)} to {formatDate(booking.checkOut)}
        {nights !== null && ` (${nights} ${nights === 1 ? 'night' : 'nights'})`},{' '}
        {zoneLabel(booking.timeZone)}
      </Fact>
      <Fact term="Guests">{booking.guests}</Fact>
      <Fact term="Total">{formatPrice(booking.totalCost)}</Fact>
      <Fact term="Per person">{formatPrice(booking.costPerPerson)}</Fact>
    </dl>
  );
}
