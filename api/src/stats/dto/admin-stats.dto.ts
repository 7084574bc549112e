import { ApiProperty } from '@nestjs/swagger';

export class StatsCounts {
  destinations: number;
  hotels: number;
  offers: number;
  blogPosts: number;
  /** Confirmed tour bookings (held, cancelled and expired ones left out) */
  tourBookings: number;
  /** Confirmed stays (held, cancelled and expired ones left out) */
  stayBookings: number;
  users: number;
  contactMessages: number;
  /** Tour waitlist entries waiting in line for seats to free up */
  waitlistWaiting: number;
  /** Tour waitlist entries holding offered seats, not yet claimed */
  waitlistOffered: number;
}

export class DayStats {
  /** UTC day, YYYY-MM-DD */
  day: string;
  /** Confirmed tour and stay bookings made that day (held, cancelled and expired ones left out) */
  bookings: number;
  /** The total value of those confirmed bookings, rounded to cents */
  revenue: number;
}

export class AdminStats {
  counts: StatsCounts;
  @ApiProperty({
    type: [DayStats],
    description: 'The last 30 UTC days, oldest first, every day present',
  })
  perDay: DayStats[];
}
