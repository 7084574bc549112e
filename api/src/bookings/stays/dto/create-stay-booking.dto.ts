import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { GiftCardFields, PromoFields } from '../../../pricing/dto/price.dto';
import { IsNumber, IsOptional, IsString } from 'class-validator';
import { Trim } from '../../../common/transforms/trim';
import { BookerFields } from '../../shared/dto/booker-fields.dto';
import { REQUIRED } from '../../shared/booking-input';
import { MAX_NIGHTS, MIN_GUESTS } from '../stay-booking.limits';

const NUMBER = { allowNaN: false, allowInfinity: false };

/**
 * The stay booking form. Its rules are not here: they are `checkStayRequest` in
 * `bookings/stays/stay-booking.rules.ts` (run by `StayBookingsService.create`, and before it by the
 * controller's night cap), in the spec's order: every required field (at least one guest), then the email,
 * the guest limit and the dates, each with the spec's message; the service then compares the prices.
 *
 * The decorators below check only the shape, a wrong type counting as not filled in; `@IsOptional` lets a
 * missing field through to the rules, so that the first message is always the one the spec's order gives.
 */
export class CreateStayBookingDto extends IntersectionType(
  BookerFields,
  PromoFields,
  GiftCardFields,
) {
  @ApiProperty({ required: true, example: '2026-12-24', description: 'YYYY-MM-DD' })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  checkIn: string;

  @ApiProperty({
    required: true,
    example: '2026-12-27',
    description: `YYYY-MM-DD, after checkIn, at most MAX_NIGHTS_PER_STAY nights later (30 by default; never above ${MAX_NIGHTS}): 400 beyond`,
  })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  checkOut: string;

  @ApiProperty({
    required: true,
    minimum: MIN_GUESTS,
    description: 'At most the guest limit (GET /api/limit)',
  })
  @IsOptional()
  @IsNumber(NUMBER, { message: REQUIRED })
  guests: number;

  @ApiProperty({ required: true, example: '6650c0ffee0000000000abcd' })
  @IsOptional()
  @IsString({ message: REQUIRED })
  offerId: string;

  @ApiProperty({ required: true, description: 'Offer Price x guests, as shown to the visitor' })
  @IsOptional()
  @IsNumber(NUMBER, { message: REQUIRED })
  pricePerNight: number;

  @ApiProperty({
    required: true,
    description:
      "pricePerNight x nights, as shown to the visitor: the stay's price before a promo code (what is charged is the answer's price.total)",
  })
  @IsOptional()
  @IsNumber(NUMBER, { message: REQUIRED })
  totalCost: number;

  @ApiProperty({ required: true, description: 'totalCost / guests, as shown to the visitor' })
  @IsOptional()
  @IsNumber(NUMBER, { message: REQUIRED })
  costPerPerson: number;
}
