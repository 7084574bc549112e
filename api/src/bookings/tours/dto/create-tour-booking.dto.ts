import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsOptional, IsString } from 'class-validator';
import { Trim } from '../../../common/transforms/trim';
import { BookerFields } from '../../shared/dto/booker-fields.dto';
import { REQUIRED } from '../../shared/booking-input';
import { EXTRAS_PRICE, MAX_TICKETS, MIN_TICKETS } from '../tour-booking.limits';

/**
 * The tour booking form. Its rules are not here: they are `checkTourRequest` in
 * `bookings/tours/tour-booking.rules.ts` (run by `TourBookingsService.create`, and before it by the
 * controller's ticket cap), in the spec's order: every required field (all but `extras`, at least one
 * ticket), then the email, the date, the time, the ticket count and the cost, each with the spec's message.
 *
 * The decorators below check only the shape, a wrong type counting as not filled in; `@IsOptional` lets a
 * missing field through to the rules, so that the first message is always the one the spec's order gives.
 */
export class CreateTourBookingDto extends BookerFields {
  @ApiProperty({ required: true, example: '6650c0ffee0000000000abcd' })
  @IsOptional()
  @IsString({ message: REQUIRED })
  destinationId: string;

  @ApiProperty({ required: true, example: '2026-12-24', description: 'YYYY-MM-DD' })
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

  @ApiProperty({
    required: true,
    description: 'The total the visitor was shown; refused when it differs from the server price',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: REQUIRED })
  cost: number;

  @ApiPropertyOptional({ description: `Extra offers, +${EXTRAS_PRICE}` })
  @IsOptional()
  @IsBoolean({ message: 'extras must be true or false' })
  extras?: boolean;
}
