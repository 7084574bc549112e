import { ApiProperty } from '@nestjs/swagger';

export class StatsCounts {
  destinations: number;
  hotels: number;
  offers: number;
  blogPosts: number;
  tourBookings: number;
  stayBookings: number;
  users: number;
  contactMessages: number;
}

export class DayStats {
  /** UTC day, YYYY-MM-DD */
  day: string;
  /** Tour and stay bookings made that day */
  bookings: number;
  /** Their total value, rounded to cents */
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
