import { ApiProperty, ApiPropertyOptional, ApiSchema, PartialType } from '@nestjs/swagger';
import { DEFAULT_TOUR_TIMES, IsTourTimes, MAX_TOUR_TIMES, ToTourTimes } from '../tour-times';
import {
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  IsUrl,
  MaxLength,
  Max,
  Min,
} from 'class-validator';
import { HTTP_URL, HasCents, ToNumber, TrimOrNull } from '../../catalog/form-fields';
import { gallery, ImageField, ImageFieldsForm, mainImage } from '../../catalog/image-fields';
import { Trim } from '../../common/transforms/trim';
import { TimeZoneField } from '../../common/time-zones/time-zone-field';
import { MessageWithData, MessageWithDataResponse } from '../../common/responses/envelopes';
import { Destination } from '../schemas/destination.schema';
import {
  PriceCategoryDto,
  ToItemList,
  TourExtraDto,
  UniqueKeys,
} from '../../pricing/dto/tour-pricing-fields';
import { ArrayMaxSize, IsArray, ValidateNested } from 'class-validator';

export const DESTINATION_IMAGES: ImageField<Destination>[] = [
  mainImage('image'),
  gallery('gallary'),
];

const PRICES = 'Please enter valid price and cost per person';
/** Far above any real tour group, far below what the seat claims could ever hold. */
export const MAX_CAPACITY_PER_SLOT = 1000;
const FINITE = { allowNaN: false, allowInfinity: false };

/** The multipart text fields, in the order the spec checks them. */
export class CreateDestinationDto {
  @Trim()
  @IsNotEmpty({ message: 'Destination is required' })
  @IsString({ message: 'Destination must be text' })
  @MaxLength(100, { message: 'Destination must be at most 100 characters' })
  destination: string;

  @Trim()
  @IsNotEmpty({ message: 'Location is required' })
  @IsString({ message: 'Location must be text' })
  @MaxLength(100, { message: 'Location must be at most 100 characters' })
  location: string;

  @Trim()
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title must be text' })
  @MaxLength(100, { message: 'Title must be at most 100 characters' })
  title: string;

  @Trim()
  @IsNotEmpty({ message: 'Description is required' })
  @IsString({ message: 'Description must be text' })
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  description: string;

  @ToNumber()
  @IsNumber(FINITE, { message: PRICES })
  @IsPositive({ message: PRICES })
  @HasCents('Price must have at most 2 decimals')
  price: number;

  @ToNumber()
  @IsNumber(FINITE, { message: PRICES })
  @IsPositive({ message: PRICES })
  @HasCents('Cost per person must have at most 2 decimals')
  CostPerPerson: number;

  @TrimOrNull()
  @IsOptional()
  @IsUrl(HTTP_URL, { message: 'Please enter a valid affiliate link (http or https)' })
  affiliateLink?: string | null;

  /** Seats per tour date and time; 20 when not given. */
  @ToNumber()
  @IsOptional()
  @IsInt({ message: 'Capacity per slot must be a whole number of at least 1' })
  @Min(1, { message: 'Capacity per slot must be a whole number of at least 1' })
  @Max(MAX_CAPACITY_PER_SLOT, {
    message: `Capacity per slot must be at most ${MAX_CAPACITY_PER_SLOT}`,
  })
  capacityPerSlot?: number;

  @ApiPropertyOptional({
    type: [String],
    example: ['09:00', '13:00', '17:00'],
    description: `When tours start, 'HH:mm' wall-clock time in the tour's timeZone: comma-separated text or a JSON array, 1 to ${MAX_TOUR_TIMES} times, stored sorted without repeats. ${DEFAULT_TOUR_TIMES.join(', ')} when not given.`,
  })
  @ToTourTimes()
  @IsOptional()
  @IsTourTimes()
  tourTimes?: string[];

  @TimeZoneField("the tour's times and dates")
  timeZone?: string;

  @ApiPropertyOptional({
    type: String,
    example: '[{"key":"adult","name":"Adult","price":45,"takesSeat":true}]',
    description:
      'JSON text of [{ key, name, price, takesSeat, ageNote?, maxPerBooking? }]: a price per kind of person; empty: CostPerPerson for everyone',
  })
  @ToItemList(PriceCategoryDto, 'Price categories')
  @IsOptional()
  @IsArray({ message: 'Price categories must be a JSON list' })
  @ArrayMaxSize(10, { message: 'At most 10 price categories' })
  @ValidateNested({ each: true })
  @UniqueKeys('Price categories')
  priceCategories?: PriceCategoryDto[];

  @ApiPropertyOptional({
    type: String,
    example:
      '[{"key":"extra-offers","name":"Extra offers","description":"","price":50,"per":"booking"}]',
    description:
      "JSON text of [{ key, name, description, price, per: 'booking' | 'person' }]; the first is what the spec's extras=true selects. Not given on create: the spec's Extra offers (+50 per booking)",
  })
  @ToItemList(TourExtraDto, 'Extras')
  @IsOptional()
  @IsArray({ message: 'Extras must be a JSON list' })
  @ArrayMaxSize(10, { message: 'At most 10 extras' })
  @ValidateNested({ each: true })
  @UniqueKeys('Extras')
  extras?: TourExtraDto[];
}

export class UpdateDestinationDto extends PartialType(CreateDestinationDto) {}

/** The multipart form, files included, as documented for clients. */
export class DestinationForm extends ImageFieldsForm(CreateDestinationDto, DESTINATION_IMAGES) {}

/** The edit's form: the same fields, and the admin's go-ahead for a cut of seats below what is sold. */
export class DestinationUpdateForm extends DestinationForm {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description:
      'true: save a capacityPerSlot below the seats a future tour time already holds (nothing is cancelled; the time shows sold out and is listed as oversold). Never saves the removal of a booked tour time.',
  })
  confirmOversell?: 'true' | 'false';
}

@ApiSchema({ name: 'Destination' })
export class DestinationView {
  _id: string;
  destination: string;
  location: string;
  price: number;
  title: string;
  description: string;
  CostPerPerson: number;
  affiliateLink?: string;
  /** `/api/images/{id}` (add `?w=480`, `?w=800` or `?w=1200` for a WebP rendition) */
  image: string;
  gallary: string[];
  capacityPerSlot: number;
  /** When tours start, 'HH:mm' in the tour's timeZone, sorted: the only times a tour can be booked at */
  tourTimes: string[];
  /** The IANA time zone the tour's dates and times are wall-clock times in, e.g. Europe/Lisbon */
  @ApiProperty({ example: 'Europe/Lisbon' })
  timeZone: string;
  /** Prices per kind of person; empty: CostPerPerson for everyone */
  @ApiProperty({ type: [PriceCategoryDto] })
  priceCategories: PriceCategoryDto[];
  /** Extras sold with the tour; empty: no extras checkbox */
  @ApiProperty({ type: [TourExtraDto] })
  extras: TourExtraDto[];
  createdAt: Date;
  updatedAt: Date;
}

export const DestinationSaved = MessageWithDataResponse('DestinationSaved', DestinationView);
export type DestinationSaved = MessageWithData<DestinationView>;
