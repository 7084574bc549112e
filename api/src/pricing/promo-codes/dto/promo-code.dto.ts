import { ApiProperty, ApiPropertyOptional, ApiSchema, PartialType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { HasCents } from '../../../catalog/form-fields';
import { Trim } from '../../../common/transforms/trim';
import {
  DataResponse,
  DataBody,
  MessageWithData,
  MessageWithDataResponse,
} from '../../../common/responses/envelopes';
import { PROMO_KINDS, PromoKind } from '../schemas/promo-code.schema';

/** Uses in total a code may have: each use is one claim document, taken by trying the free ones in turn. */
export const MAX_PROMO_USES = 1000;
const FINITE = { allowNaN: false, allowInfinity: false };
const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** A promo code as the admin writes it. Nullable fields are cleared by null in an edit. */
export class CreatePromoCodeDto {
  @ApiProperty({
    example: 'SUMMER10',
    description: 'Letters, digits, - and _; matched case-insensitively',
  })
  @Trim()
  @IsString({ message: 'Code is required' })
  @MinLength(3, { message: 'Code must be 3 to 40 letters, digits, - or _' })
  @MaxLength(40, { message: 'Code must be 3 to 40 letters, digits, - or _' })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'Code must be 3 to 40 letters, digits, - or _' })
  code: string;

  @ApiProperty({ enum: PROMO_KINDS })
  @IsIn(PROMO_KINDS, { message: "Kind must be 'percent' or 'amount'" })
  kind: PromoKind;

  @ApiProperty({
    description: 'A percentage (above 0, at most 100) or currency units off',
    example: 10,
  })
  @IsNumber(FINITE, { message: 'Value must be a number above 0' })
  @Min(0.01, { message: 'Value must be a number above 0' })
  @HasCents('Value must have at most 2 decimals')
  value: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-01T00:00:00Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'validFrom must be a date and time (ISO 8601)' })
  validFrom?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2027-01-31T23:59:59Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'validUntil must be a date and time (ISO 8601)' })
  validUntil?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: `Uses in total, 1 to ${MAX_PROMO_USES}; none: unlimited`,
  })
  @IsOptional()
  @IsInt({ message: `maxUses must be a whole number from 1 to ${MAX_PROMO_USES}` })
  @Min(1, { message: `maxUses must be a whole number from 1 to ${MAX_PROMO_USES}` })
  @Max(MAX_PROMO_USES, { message: `maxUses must be a whole number from 1 to ${MAX_PROMO_USES}` })
  maxUses?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Uses per email address, 1 to 100; none: unlimited',
  })
  @IsOptional()
  @IsInt({ message: 'maxUsesPerEmail must be a whole number from 1 to 100' })
  @Min(1, { message: 'maxUsesPerEmail must be a whole number from 1 to 100' })
  @Max(100, { message: 'maxUsesPerEmail must be a whole number from 1 to 100' })
  maxUsesPerEmail?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'The least subtotal it applies to, in currency units',
  })
  @IsOptional()
  @IsNumber(FINITE, { message: 'minTotal must be a number of at least 0' })
  @Min(0, { message: 'minTotal must be a number of at least 0' })
  @HasCents('minTotal must have at most 2 decimals')
  minTotal?: number | null;

  @ApiPropertyOptional({
    type: [String],
    description: 'Tours it applies to; with offerIds both empty: everything',
  })
  @IsOptional()
  @IsArray({ message: 'destinationIds must be a list of ids' })
  @ArrayMaxSize(200, { message: 'At most 200 tours' })
  @Matches(OBJECT_ID, { each: true, message: 'destinationIds must be a list of ids' })
  destinationIds?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Stays (offers) it applies to' })
  @IsOptional()
  @IsArray({ message: 'offerIds must be a list of ids' })
  @ArrayMaxSize(200, { message: 'At most 200 offers' })
  @Matches(OBJECT_ID, { each: true, message: 'offerIds must be a list of ids' })
  offerIds?: string[];

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

export class UpdatePromoCodeDto extends PartialType(CreatePromoCodeDto) {}

@ApiSchema({ name: 'PromoCode' })
export class PromoCodeView {
  _id: string;
  code: string;
  @ApiProperty({ enum: PROMO_KINDS })
  kind: PromoKind;
  value: number;
  validFrom?: Date;
  validUntil?: Date;
  maxUses?: number;
  maxUsesPerEmail?: number;
  minTotal?: number;
  destinationIds: string[];
  offerIds: string[];
  active: boolean;
  /** Uses claimed now (bookings cancelled or lapsed give theirs back) */
  uses: number;
  createdAt: Date;
  updatedAt: Date;
}

@ApiSchema({ name: 'PromoCodeUse' })
export class PromoCodeUseView {
  /** The use's claim: `<codeId>:<n>`, or `<codeId>:b:<bookingId>` for a code without a limit */
  _id: string;
  @ApiProperty({ enum: ['tour', 'stay'] })
  bookingKind: 'tour' | 'stay';
  bookingId: string;
  /** The booking's reference, once it was written */
  reference?: string;
  email: string;
  /** Taken off, in currency units */
  discount: number;
  at: Date;
}

export const PromoCodeList = DataResponse('PromoCodeList', [PromoCodeView]);
export type PromoCodeList = DataBody<PromoCodeView[]>;
export const PromoCodeUseList = DataResponse('PromoCodeUseList', [PromoCodeUseView]);
export type PromoCodeUseList = DataBody<PromoCodeUseView[]>;
export const PromoCodeSaved = MessageWithDataResponse('PromoCodeSaved', PromoCodeView);
export type PromoCodeSaved = MessageWithData<PromoCodeView>;
