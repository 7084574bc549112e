import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { BOOKING_STATUSES } from '../booking-status';
import { PAYMENT_STATUSES } from '../payment-state';
import {
  DEFAULT_PER_PAGE,
  LIST_DEFAULT_DAYS,
  LIST_MAX_DAYS,
  MAX_PER_PAGE,
  MAX_SEARCH_LENGTH,
} from '../booking-list-query';

const DAYS = `Without \`from\` and \`to\` the list reads ${LIST_DEFAULT_DAYS} days from today; with one of them, ${LIST_DEFAULT_DAYS} days from \`from\` or up to \`to\`; at most ${LIST_MAX_DAYS} days at once (else 400).`;

// The admin lists' query strings. Values stay as Express hands them over (`@Allow()` only keeps them past the
// whitelist): `parseBookingListQuery` checks them, with one message per parameter, in one place.

/** What both admin booking lists read; each list adds the id of what is booked. */
export class BookingListQueryDto {
  @ApiPropertyOptional({ type: Number })
  @Allow()
  page?: unknown;

  @ApiPropertyOptional({
    type: Number,
    description: `Page size, 1 to ${MAX_PER_PAGE} (default ${DEFAULT_PER_PAGE})`,
  })
  @Allow()
  limit?: unknown;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    description: `Earliest booked date (a tour's date, a stay's check-in), YYYY-MM-DD, inclusive. ${DAYS}`,
  })
  @Allow()
  from?: unknown;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    description: `Latest booked date (a tour's date, a stay's check-in), YYYY-MM-DD, inclusive. ${DAYS}`,
  })
  @Allow()
  to?: unknown;

  @ApiPropertyOptional({
    enum: BOOKING_STATUSES,
    enumName: 'BookingStatus',
    description: 'Only bookings in this state (a hold past its expiry is expired)',
  })
  @Allow()
  status?: unknown;

  @ApiPropertyOptional({
    enum: PAYMENT_STATUSES,
    enumName: 'PaymentStatus',
    description: 'Only bookings whose payment is in this state',
  })
  @Allow()
  payment?: unknown;

  @ApiPropertyOptional({
    type: String,
    maxLength: MAX_SEARCH_LENGTH,
    example: 'TB-7K3Q9X',
    description:
      "Search: the booking with this reference (any case), or bookings whose booker's name or email contains the text (case-insensitive, taken literally). Trimmed; empty means no search.",
  })
  @Allow()
  q?: unknown;
}

export class TourBookingListQueryDto extends BookingListQueryDto {
  @ApiPropertyOptional({ type: String, description: 'Only bookings of this destination' })
  @Allow()
  destinationId?: unknown;
}

export class StayBookingListQueryDto extends BookingListQueryDto {
  @ApiPropertyOptional({ type: String, description: 'Only bookings of this offer' })
  @Allow()
  offerId?: unknown;
}
