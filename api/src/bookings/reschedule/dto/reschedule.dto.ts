import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { Trim } from '../../../common/transforms/trim';
import { REQUIRED } from '../../shared/booking-input';
import { ManageBookingLink } from '../../dto/manage-booking.dto';

const DATE_DOC = 'The new date, YYYY-MM-DD, today or later (in the tour’s time zone)';
const TIME_DOC =
  "The new time, HH:mm, one of the tour's times (400 'Please choose one of the tour times' otherwise)";

/** Where a tour booking is moved: a date and a time of the same tour. Shape only; the rules are the service's. */
export class RescheduleTarget {
  @ApiProperty({ required: true, example: '2026-12-24', description: DATE_DOC })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  date: string;

  @ApiProperty({ required: true, example: '10:00', description: TIME_DOC })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  time: string;
}

/** The manage link (its reference and token) and where to move the booking. */
export class ManageReschedule extends IntersectionType(ManageBookingLink, RescheduleTarget) {}
