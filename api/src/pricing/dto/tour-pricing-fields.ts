import { BadRequestException } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { HasCents } from '../../catalog/form-fields';
import { MAX_TICKETS } from '../../bookings/tours/tour-booking.limits';

const FINITE = { allowNaN: false, allowInfinity: false };
const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;
const KEY_MESSAGE = 'Each key must be 1 to 40 lower-case letters, digits or -';
/** Categories and extras a tour may have: a form, not a catalog. */
export const MAX_PRICE_ITEMS = 10;

/** A price category as the admin sends it (see PriceCategory in pricing.ts). */
@ApiSchema({ name: 'PriceCategory' })
export class PriceCategoryDto {
  @ApiProperty({ example: 'child' })
  @IsString({ message: KEY_MESSAGE })
  @Matches(KEY, { message: KEY_MESSAGE })
  key: string;

  @ApiProperty({ example: 'Child (4-11)' })
  @IsString({ message: 'Each category needs a name' })
  @MinLength(1, { message: 'Each category needs a name' })
  @MaxLength(60, { message: 'A category name must be at most 60 characters' })
  name: string;

  @ApiProperty({ example: 25, description: 'Per person, in currency units (0: free)' })
  @IsNumber(FINITE, { message: 'Each category price must be a number of at least 0' })
  @Min(0, { message: 'Each category price must be a number of at least 0' })
  @HasCents('A category price must have at most 2 decimals')
  price: number;

  @ApiProperty({ description: 'false: counted in tickets, not in the seats of the tour time' })
  @IsBoolean({ message: 'takesSeat must be true or false' })
  takesSeat: boolean;

  @ApiPropertyOptional({ example: '4 to 11 years', description: 'Shown beside the name' })
  @IsOptional()
  @IsString({ message: 'An age note must be text' })
  @MaxLength(60, { message: 'An age note must be at most 60 characters' })
  ageNote?: string;

  @ApiPropertyOptional({
    example: 4,
    description: 'At most this many of the category in one booking',
  })
  @IsOptional()
  @IsInt({ message: `maxPerBooking must be a whole number from 1 to ${MAX_TICKETS}` })
  @Min(1, { message: `maxPerBooking must be a whole number from 1 to ${MAX_TICKETS}` })
  @Max(MAX_TICKETS, { message: `maxPerBooking must be a whole number from 1 to ${MAX_TICKETS}` })
  maxPerBooking?: number;
}

/** An extra as the admin sends it (see TourExtra in pricing.ts). */
@ApiSchema({ name: 'TourExtra' })
export class TourExtraDto {
  @ApiProperty({ example: 'extra-offers' })
  @IsString({ message: KEY_MESSAGE })
  @Matches(KEY, { message: KEY_MESSAGE })
  key: string;

  @ApiProperty({ example: 'Extra offers' })
  @IsString({ message: 'Each extra needs a name' })
  @MinLength(1, { message: 'Each extra needs a name' })
  @MaxLength(60, { message: 'An extra name must be at most 60 characters' })
  name: string;

  @ApiProperty({ example: 'Add extra offers to your tour' })
  @IsString({ message: 'An extra description must be text' })
  @MaxLength(200, { message: 'An extra description must be at most 200 characters' })
  description: string;

  @ApiProperty({ example: 50, description: 'In currency units' })
  @IsNumber(FINITE, { message: 'Each extra price must be a number of at least 0' })
  @Min(0, { message: 'Each extra price must be a number of at least 0' })
  @HasCents('An extra price must have at most 2 decimals')
  price: number;

  @ApiProperty({ enum: ['booking', 'person'] })
  @IsIn(['booking', 'person'], { message: "An extra's per must be 'booking' or 'person'" })
  per: 'booking' | 'person';
}

/**
 * A list of price items sent as JSON text in a multipart form (as offers' `features`), or as a JSON array:
 * each item made an instance of `item` for the nested validators. Broken JSON or not a list is a 400.
 */
export const ToItemList = <T extends object>(item: new () => T, label: string) =>
  Transform(({ value }: { value: unknown }) => {
    let list: unknown = value;
    if (typeof value === 'string') {
      try {
        list = value.trim() === '' ? [] : JSON.parse(value);
      } catch {
        throw new BadRequestException(`${label} must be a JSON list`);
      }
    }
    if (!Array.isArray(list)) throw new BadRequestException(`${label} must be a JSON list`);
    if (list.length > MAX_PRICE_ITEMS) {
      throw new BadRequestException(`At most ${MAX_PRICE_ITEMS} ${label.toLowerCase()}`);
    }
    return list.map((entry: unknown) =>
      entry !== null && typeof entry === 'object'
        ? withoutUndefined(plainToInstance(item, entry))
        : entry,
    );
  });

/** Each item's key at most once in its list. */
export const UniqueKeys = (label: string) =>
  ValidateBy({
    name: 'uniqueKeys',
    validator: {
      validate: (value: unknown) => {
        if (!Array.isArray(value)) return true;
        const keys = value.map((entry) => (entry as { key?: unknown })?.key);
        return new Set(keys).size === keys.length;
      },
      defaultMessage: () => `${label}: each key must be used once`,
    },
  });

/** An instance without the optional fields left out (class fields start undefined, stored as null). */
function withoutUndefined<T extends object>(instance: T): T {
  for (const key of Object.keys(instance) as (keyof T)[]) {
    if (instance[key] === undefined) delete instance[key];
  }
  return instance;
}
