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

export function TourFacts({ booking }: { booking: TourBooking }) {
  return (
    <dl className="bk-facts">
      <div>
        <dt>Date</dt>
        <dd>
          {formatDate(booking.date)} at {zonedTime(booking.time, booking.timeZone)}
        </dd>
      </div>
      <div>
        <dt>Tickets</dt>
        <dd>{booking.tickets}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{formatPrice(booking.cost)}</dd>
      </div>
    </dl>
  );
}

export function StayFacts({ booking }: { booking: StayBooking }) {
  const nights = daysBetween(booking.checkIn.slice(0, 10), booking.checkOut.slice(0, 10));
  return (
    <dl className="bk-facts">
      <div>
        <dt>Dates</dt>
        <dd>
          {formatDate(booking.checkIn)} to {formatDate(booking.checkOut)}
          {nights !== null && ` (${nights} ${nights === 1 ? 'night' : 'nights'})`},{' '}
          {zoneLabel(booking.timeZone)}
        </dd>
      </div>
      <div>
        <dt>Guests</dt>
        <dd>{booking.guests}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{formatPrice(booking.totalCost)}</dd>
      </div>
      <div>
        <dt>Per person</dt>
        <dd>{formatPrice(booking.costPerPerson)}</dd>
      </div>
    </dl>
  );
}
