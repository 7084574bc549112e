import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { Trim, TrimLowerCase } from '../../../common/transforms/trim';
import { REQUIRED } from '../booking-input';
import { OptionalPhone } from '../../../common/validation/international-phone';

/**
 * Who books, as both booking forms take it. Like the forms, it checks only the shape (a wrong type counts as
 * not filled in); `assertContact` in `booking-input.ts` holds the rules.
 */
export class BookerFields {
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

  /** Optional: a number to call the guest on (checked exactly as the contact form's). */
  @OptionalPhone()
  phone?: string;
}
