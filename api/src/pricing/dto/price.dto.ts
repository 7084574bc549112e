import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Trim } from '../../common/transforms/trim';
import { fromMinorUnits, PriceBreakdown, PriceView } from '../pricing';
import { PriceRecord } from '../schemas/price-record.schema';

/** How many of one price category are booked. */
export class UnitCountDto {
  @ApiProperty({ example: 'adult', description: "A key of the tour's priceCategories" })
  @IsString({ message: 'Each unit needs a category' })
  @MaxLength(40, { message: 'Each unit needs a category' })
  category: string;

  @ApiProperty({ example: 2 })
  @IsInt({ message: 'Each count must be a whole number of at least 0' })
  @Min(0, { message: 'Each count must be a whole number of at least 0' })
  count: number;
}

/** A promo code, as the tour and stay forms and their previews send it. */
export class PromoFields {
  @ApiPropertyOptional({ description: 'A promo code (any case)', example: 'SUMMER10' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'promoCode must be text' })
  @MaxLength(40, { message: 'This promo code does not exist' })
  promoCode?: string;
}

/** A gift card code, as the tour and stay booking forms send it (never the previews: its balance is read
 * through the rate-limited GET /api/gift-cards/{code}). */
export class GiftCardFields {
  @ApiPropertyOptional({
    description: 'A gift card code (any case, dashes or not): it pays what it can of the total',
    example: 'ABCD-EFGH-JKLM-NPQR',
  })
  @IsOptional()
  @IsString({ message: 'giftCardCode must be text' })
  @MaxLength(40, { message: 'This gift card does not exist' })
  giftCardCode?: string;
}

/** What a tour booking and its preview choose beside the spec's `tickets` and `extras`. */
export class TourChoiceFields extends PromoFields {
  @ApiPropertyOptional({
    type: [UnitCountDto],
    description: 'A count per price category of the tour; tickets is their sum (sent or not)',
  })
  @IsOptional()
  @IsArray({ message: 'units must be a list of { category, count }' })
  @ArrayMaxSize(20, { message: 'At most 20 units' })
  @ValidateNested({ each: true })
  @Type(() => UnitCountDto)
  units?: UnitCountDto[];

  @ApiPropertyOptional({ type: [String], description: "Keys of the tour's extras to add" })
  @IsOptional()
  @IsArray({ message: 'extraKeys must be a list of extra keys' })
  @ArrayMaxSize(20, { message: 'At most 20 extras' })
  @IsString({ each: true, message: 'extraKeys must be a list of extra keys' })
  extraKeys?: string[];
}

/** The price a visitor is asked to pay, in the catalog's unit with two decimals. */
@ApiSchema({ name: 'Price' })
export class PriceViewDto implements PriceView {
  @ApiProperty({ example: 115 })
  subtotal: number;
  @ApiProperty({ example: 11.5 })
  discount: number;
  @ApiProperty({ example: 0, description: 'Paid by gift card' })
  giftCard: number;
  @ApiProperty({ example: 103.5, description: 'What is charged: subtotal - discount - giftCard' })
  total: number;
  @ApiProperty({ example: 'usd' })
  currency: string;
}

/** One line of a price: a category (or the plain tickets) x count, or an extra. */
@ApiSchema({ name: 'PriceLine' })
export class PriceLineView {
  @ApiProperty({ enum: ['ticket', 'category', 'extra'] })
  kind: 'ticket' | 'category' | 'extra';
  key: string;
  name: string;
  unitPrice: number;
  count: number;
  amount: number;
}

export function priceLinesView(breakdown: PriceBreakdown | PriceRecord): PriceLineView[] {
  return breakdown.lines.map((line) => ({
    kind: line.kind,
    key: line.key,
    name: line.name,
    unitPrice: fromMinorUnits(line.unitPrice),
    count: line.count,
    amount: fromMinorUnits(line.amount),
  }));
}

/** A tour's price before booking: what the booking form sends of its choice. */
export class TourPriceQueryDto extends TourChoiceFields {
  @ApiProperty({ example: '6650c0ffee0000000000abcd' })
  @IsString({ message: 'Please choose a tour' })
  destinationId: string;

  @ApiPropertyOptional({ description: 'For a tour without categories (or with units left out)' })
  @IsOptional()
  @IsInt({ message: 'Tickets must be a whole number' })
  @Min(0, { message: 'Tickets must be a whole number' })
  @Max(1000, { message: 'Tickets must be a whole number' })
  tickets?: number;

  @ApiPropertyOptional({ description: "The spec's extra offers: the tour's default extra" })
  @IsOptional()
  @IsBoolean({ message: 'extras must be true or false' })
  extras?: boolean;

  @ApiPropertyOptional({ description: "The booker's email, to check the code's uses per address" })
  @IsOptional()
  @Trim()
  @IsString({ message: 'email must be text' })
  @MaxLength(254, { message: 'email must be text' })
  email?: string;
}

/** A stay's price before booking. */
export class StayPriceQueryDto extends PromoFields {
  @ApiProperty({ example: '6650c0ffee0000000000abcd' })
  @IsString({ message: 'Please choose an offer' })
  offerId: string;

  @ApiProperty({ example: 2 })
  @IsInt({ message: 'Guests must be a whole number of at least 1' })
  @Min(1, { message: 'Guests must be a whole number of at least 1' })
  @Max(100, { message: 'Guests must be at most 100' })
  guests: number;

  @ApiProperty({ example: 3 })
  @IsInt({ message: 'Nights must be a whole number of at least 1' })
  @Min(1, { message: 'Nights must be a whole number of at least 1' })
  @Max(366, { message: 'Nights must be at most 366' })
  nights: number;

  @ApiPropertyOptional({ description: "The booker's email, to check the code's uses per address" })
  @IsOptional()
  @Trim()
  @IsString({ message: 'email must be text' })
  @MaxLength(254, { message: 'email must be text' })
  email?: string;
}

/** A price before booking: the totals, its lines, and for a tour the tickets and seats it books. */
@ApiSchema({ name: 'PricePreview' })
export class PricePreview {
  @ApiProperty({ type: PriceViewDto })
  price: PriceViewDto;
  @ApiProperty({ type: [PriceLineView] })
  lines: PriceLineView[];
  /** The code as the admin wrote it, when one was applied */
  promoCode?: string;
  /** Tours: everyone booked */
  tickets?: number;
  /** Tours: those who take a seat */
  seats?: number;
}
