import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString } from 'class-validator';
import { Trim } from '../../../common/transforms/trim';
import { BookerFields } from '../../shared/dto/booker-fields.dto';
import { REQUIRED } from '../../shared/booking-input';
import { MAX_TICKETS, MIN_TICKETS } from '../tour-booking.limits';

/**
 * Who, which day, which time and how many seats: what booking a tour and joining its waitlist both ask. As
 * in every booking form, the decorators check only the shape (a wrong type counts as not filled in); the
 * rules, in the form's order and with its messages, are the callers' (tour-booking.rules.ts,
 * waitlist.rules.ts).
 */
export class TourSeatsFields extends BookerFields {
  @ApiProperty({ required: true, example: '2026-12-24', description: 'YYYY-MM-DD, today or later' })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  date: string;

  @ApiProperty({
    required: true,
    example: '09:30',
    description:
      "HH:mm, one of the destination's tourTimes (400 'Please choose one of the tour times' otherwise)",
  })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  time: string;

  @ApiProperty({
    required: true,
    minimum: MIN_TICKETS,
    maximum: MAX_TICKETS,
    description: `At most MAX_TICKETS_PER_BOOKING (10 by default; never above ${MAX_TICKETS}): 400 beyond`,
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: REQUIRED })
  tickets: number;
}
