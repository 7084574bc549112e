import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString } from 'class-validator';
import { Trim, TrimLowerCase } from '../../common/transforms/trim';
import { REQUIRED } from '../../inventory/booking-input';

const NUMBER = { allowNaN: false, allowInfinity: false };

/**
 * Every field is required (but `extras`), yet only the shape is checked here, a wrong type counting as
 * not filled in: the rules run in the spec's order, all required fields first, in the domain's rules file.
 * `@IsOptional` lets missing fields through to those rules.
 */
export class CreateStayBookingDto {
  @ApiProperty({ required: true })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  name: string;

  @ApiProperty({ required: true })
  @TrimLowerCase()
  @IsOptional()
  @IsString({ message: REQUIRED })
  email: string;

  @ApiProperty({ required: true, example: '2026-12-24', description: 'YYYY-MM-DD' })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  checkIn: string;

  @ApiProperty({
    required: true,
    example: '2026-12-27',
    description: 'YYYY-MM-DD, after checkIn, at most MAX_NIGHTS_PER_STAY nights later (30 by default): 400 beyond',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  checkOut: string;

  @ApiProperty({
    required: true,
    minimum: 1,
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

  @ApiProperty({ required: true, description: 'pricePerNight x nights, as shown to the visitor' })
  @IsOptional()
  @IsNumber(NUMBER, { message: REQUIRED })
  totalCost: number;

  @ApiProperty({ required: true, description: 'totalCost / guests, as shown to the visitor' })
  @IsOptional()
  @IsNumber(NUMBER, { message: REQUIRED })
  costPerPerson: number;
}
