import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsOptional, IsString } from 'class-validator';
import { TourSeatsFields } from './tour-seats-fields.dto';
import { GiftCardFields, TourChoiceFields } from '../../../pricing/dto/price.dto';
import { REQUIRED } from '../../shared/booking-input';
import { EXTRAS_PRICE } from '../tour-booking.limits';

/**
 * The tour booking form. Its rules are not here: they are `checkTourRequest` in
 * `bookings/tours/tour-booking.rules.ts` (run by `TourBookingsService.create`, and before it by the
 * controller's ticket cap), in the spec's order: every required field (all but `extras`, at least one
 * ticket), then the email, the date, the time, the ticket count and the cost, each with the spec's message.
 *
 * The decorators below check only the shape, a wrong type counting as not filled in; `@IsOptional` lets a
 * missing field through to the rules, so that the first message is always the one the spec's order gives.
 */
export class CreateTourBookingDto extends IntersectionType(
  TourSeatsFields,
  TourChoiceFields,
  GiftCardFields,
) {
  @ApiProperty({ required: true, example: '6650c0ffee0000000000abcd' })
  @IsOptional()
  @IsString({ message: REQUIRED })
  destinationId: string;

  @ApiProperty({
    required: true,
    description:
      "The total the visitor was shown and is asked to pay (the answer's price.total); refused when it differs from the server price",
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: REQUIRED })
  cost: number;

  @ApiPropertyOptional({
    description: `The spec's extra offers: true selects the tour's default (first) extra, seeded as Extra offers, +${EXTRAS_PRICE} per booking`,
  })
  @IsOptional()
  @IsBoolean({ message: 'extras must be true or false' })
  extras?: boolean;
}
