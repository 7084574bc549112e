import { ApiProperty } from '@nestjs/swagger';

export class TourSlot {
  /** HH:mm, one of the times the destination's schedule runs on the date */
  time: string;
  /** Seats per slot on this date (the schedule's seats for the date, else capacityPerSlot) */
  capacity: number;
  /** Seats not held by a booking (confirmed, held and not expired, or being booked right now); 0 means sold out */
  left: number;
  /** Present and true when an admin cancelled this time as a whole: it is not bookable (left is 0) */
  closed?: boolean;
  /** When bookings of this time close: its start less the tour's booking cutoff; absent without a cutoff (they close at the start) */
  bookingClosesAt?: Date;
}

export class TourAvailability {
  /** YYYY-MM-DD */
  date: string;
  /** The most tickets one booking may take (MAX_TICKETS_PER_BOOKING), so a form can say so before sending */
  maxTicketsPerBooking: number;
  @ApiProperty({
    type: [TourSlot],
    description:
      "One entry per time the destination's schedule runs on the date, in time order (its tourTimes every day without a schedule); empty on a closed date or a weekday without tours",
  })
  slots: TourSlot[];
  /** Present and true when the date is one of the schedule's closed dates (slots is empty) */
  closedDate?: boolean;
}

export class StayAvailability {
  /** YYYY-MM-DD, inclusive */
  from: string;
  /** YYYY-MM-DD, exclusive */
  to: string;
  /** The most nights one booking may take (MAX_NIGHTS_PER_STAY), so a form can say so before sending */
  maxNightsPerStay: number;
  @ApiProperty({
    type: [String],
    example: ['2026-12-24', '2026-12-25'],
    description:
      'Nights in [from, to) held by a booking (confirmed, or held and not expired), ascending, each named by the date it starts',
  })
  taken: string[];
}
