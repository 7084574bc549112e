import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/transforms/trim';

export const RESELLER_NAME = 'Reseller name must be 1 to 100 characters';
export const RESELLER_EMAIL = 'Please enter a valid email';

/** A new reseller, as the admin writes it. */
export class CreateResellerDto {
  @ApiProperty({ example: 'Lisbon Tours Co.' })
  @Trim()
  @IsString({ message: RESELLER_NAME })
  @MinLength(1, { message: RESELLER_NAME })
  @MaxLength(100, { message: RESELLER_NAME })
  name: string;

  @ApiProperty({ example: 'partners@lisbontours.example' })
  @Trim()
  @IsString({ message: RESELLER_EMAIL })
  @MaxLength(254, { message: RESELLER_EMAIL })
  @IsEmail({}, { message: RESELLER_EMAIL })
  email: string;
}

/** A reseller turned off or on again. */
export class UpdateResellerDto {
  @ApiPropertyOptional({ description: 'false refuses every key of the reseller (403)' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** One API key as the admin lists it: never the key itself. */
@ApiSchema({ name: 'ResellerKey' })
export class ResellerKeyView {
  @ApiProperty({ example: 'k_3f9a2c71' })
  id: string;
  @ApiProperty({ example: 'octo_3f9a', description: "The key's first characters" })
  prefix: string;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' })
  revokedAt?: Date;
}

@ApiSchema({ name: 'Reseller' })
export class ResellerView {
  @ApiProperty({ example: '6650c0ffee0000000000abcd' })
  id: string;
  name: string;
  email: string;
  /** false: its keys are refused */
  active: boolean;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
  @ApiProperty({ type: [ResellerKeyView] })
  keys: ResellerKeyView[];
}

@ApiSchema({ name: 'ResellerList' })
export class ResellerList {
  @ApiProperty({ type: [ResellerView] })
  data: ResellerView[];
}

/** A key just issued: the only time the key itself is shown. */
@ApiSchema({ name: 'ResellerKeyIssued' })
export class ResellerKeyIssued {
  @ApiProperty({ example: 'k_3f9a2c71' })
  id: string;
  @ApiProperty({
    example: 'octo_3f9a2c71d0b54e8c9a1f6e2b7c4d8a90f1e3b5c7d9a2e4f6',
    description: 'The bearer key for the OCTO API, shown this once (only its hash is stored)',
  })
  key: string;
}

/** One booking a reseller sold, as the admin's reseller screen lists it. */
@ApiSchema({ name: 'ResellerBooking' })
export class ResellerBookingView {
  @ApiProperty({ example: 'TB-7K3Q9X' })
  reference: string;
  @ApiProperty({ example: '559aed3d-6d5b-4fe0-bfca-99f5e7218a56', description: 'The OCTO uuid' })
  uuid: string;
  @ApiPropertyOptional({ description: "The reseller's own reference" })
  resellerReference?: string;
  destinationTitle: string;
  /** YYYY-MM-DD, in the tour's zone */
  date: string;
  /** HH:mm, in the tour's zone */
  time: string;
  tickets: number;
  name: string;
  @ApiProperty({ enum: ['held', 'confirmed', 'cancelled', 'expired'], enumName: 'BookingStatus' })
  status: 'held' | 'confirmed' | 'cancelled' | 'expired';
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

@ApiSchema({ name: 'ResellerBookingList' })
export class ResellerBookingList {
  @ApiProperty({ type: [ResellerBookingView] })
  data: ResellerBookingView[];
}
