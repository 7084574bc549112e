import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { BOOKING_STATUSES, BookingStatus } from '../../shared/booking-status';
import { PAYMENT_STATUSES, PaymentStatus } from '../../shared/payment-state';
import { CHECK_IN_PARAM, CHECK_IN_STATUSES, CheckInStatus } from '../../tours/check-in-status';

/** One booking of a tour time as the guide reads it. */
@ApiSchema({ name: 'ManifestBooking' })
export class ManifestBooking {
  @ApiProperty({ example: 'TB-7K3Q9X' })
  reference: string;
  name: string;
  email: string;
  @ApiPropertyOptional({ example: '+12025550123', description: 'E.164, when the guest gave one' })
  phone?: string;
  tickets: number;
  /** Live bookings only: held (not confirmed yet) or confirmed */
  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' })
  status: BookingStatus;
  @ApiProperty({ enum: CHECK_IN_STATUSES, enumName: 'CheckInStatus' })
  checkIn: CheckInStatus;
  /** The extra offers were booked */
  extras: boolean;
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' })
  payment: PaymentStatus;
  /** The booking's total */
  cost: number;
  @ApiPropertyOptional({
    example: 'Lisbon Tours Co.',
    description: 'The reseller that sold it through the OCTO API (channel octo); absent otherwise',
  })
  reseller?: string;
  @ApiPropertyOptional({
    description:
      "The booking's internal note, when it has one; in an admin's manifest only (a guide's leaves it out, as notes are for admins)",
  })
  note?: string;
}

/** What the manifest adds up. */
@ApiSchema({ name: 'ManifestTotals' })
export class ManifestTotals {
  /** Live bookings of the tour time */
  bookings: number;
  /** Their tickets (guests expected) */
  tickets: number;
  /** Tickets of the bookings marked arrived */
  checkedIn: number;
}

/** The destination a manifest is of. */
@ApiSchema({ name: 'ManifestDestination' })
export class ManifestDestination {
  _id: string;
  title: string;
}

/** Who is on one tour time: its live bookings (held or confirmed), sorted by name, and their totals. */
@ApiSchema({ name: 'Manifest' })
export class ManifestView {
  destination: ManifestDestination;
  /** YYYY-MM-DD, in the tour's zone */
  date: string;
  /** HH:mm, in the tour's zone */
  time: string;
  @ApiProperty({
    example: 'Europe/Lisbon',
    description: 'The IANA zone the date and time are read in',
  })
  timeZone: string;
  @ApiProperty({ type: [ManifestBooking] })
  bookings: ManifestBooking[];
  totals: ManifestTotals;
}

/** The body of PATCH /api/admin/bookings/{reference}/check-in. */
export class CheckInDto {
  @ApiProperty({ enum: CHECK_IN_STATUSES, enumName: 'CheckInStatus' })
  @IsIn(CHECK_IN_STATUSES, { message: CHECK_IN_PARAM })
  status: CheckInStatus;
}

@ApiSchema({ name: 'CheckInSaved' })
export class CheckInSaved {
  @ApiProperty({ example: 'Check-in saved' })
  message: string;
  data: ManifestBooking;
}
