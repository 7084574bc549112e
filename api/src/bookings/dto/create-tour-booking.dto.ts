import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsOptional, IsString } from 'class-validator';
import { Trim, TrimLowerCase } from '../../common/transforms/trim';
import { REQUIRED } from '../../inventory/booking-input';

/**
 * Only the shape is checked here (a wrong type counts as not filled in); the rules run in the order the
 * spec gives them, all required fields first, in tour-booking.rules.ts.
 */
export class CreateTourBookingDto {
  @ApiProperty({ example: '6650c0ffee0000000000abcd' })
  @IsOptional()
  @IsString({ message: REQUIRED })
  destinationId?: string;

  @ApiProperty({ example: '2026-12-24', description: 'YYYY-MM-DD' })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  date?: string;

  @ApiProperty({ example: '09:30', description: 'HH:mm' })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  time?: string;

  @ApiProperty({ minimum: 1, maximum: 50 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: REQUIRED })
  tickets?: number;

  @ApiProperty({
    description: 'The total the visitor was shown; refused when it differs from the server price',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: REQUIRED })
  cost?: number;

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

  @ApiPropertyOptional({ description: 'Extra offers, +50' })
  @IsOptional()
  @IsBoolean({ message: 'extras must be true or false' })
  extras?: boolean;
}
