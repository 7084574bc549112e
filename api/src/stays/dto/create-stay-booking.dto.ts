import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString } from 'class-validator';
import { Trim, TrimLowerCase } from '../../common/transforms/trim';
import { REQUIRED } from '../../inventory/booking-input';

const NUMBER = { allowNaN: false, allowInfinity: false };

/**
 * Only the shape is checked here (a wrong type counts as not filled in); the rules run in the order the
 * spec gives them, all required fields first, in stay-booking.rules.ts.
 */
export class CreateStayBookingDto {
  @ApiProperty()
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  name?: string;

  @ApiProperty()
  @TrimLowerCase()
  @IsOptional()
  @IsString({ message: REQUIRED })
  email?: string;

  @ApiProperty({ example: '2026-12-24', description: 'YYYY-MM-DD' })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  checkIn?: string;

  @ApiProperty({ example: '2026-12-27', description: 'YYYY-MM-DD, after checkIn' })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  checkOut?: string;

  @ApiProperty({ minimum: 1, description: 'At most the guest limit (GET /api/limit)' })
  @IsOptional()
  @IsNumber(NUMBER, { message: REQUIRED })
  guests?: number;

  @ApiProperty({ example: '6650c0ffee0000000000abcd' })
  @IsOptional()
  @IsString({ message: REQUIRED })
  offerId?: string;

  @ApiProperty({ description: 'Offer Price x guests, as shown to the visitor' })
  @IsOptional()
  @IsNumber(NUMBER, { message: REQUIRED })
  pricePerNight?: number;

  @ApiProperty({ description: 'pricePerNight x nights, as shown to the visitor' })
  @IsOptional()
  @IsNumber(NUMBER, { message: REQUIRED })
  totalCost?: number;

  @ApiProperty({ description: 'totalCost / guests, as shown to the visitor' })
  @IsOptional()
  @IsNumber(NUMBER, { message: REQUIRED })
  costPerPerson?: number;
}
