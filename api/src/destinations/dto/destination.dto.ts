import { ApiProperty, ApiPropertyOptional, ApiSchema, PartialType } from '@nestjs/swagger';
import { DEFAULT_TOUR_TIMES, IsTourTimes, MAX_TOUR_TIMES, ToTourTimes } from '../tour-times';
import {
  ArrayMaxSize,
  IsArray,
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
  ValidateNested,
} from 'class-validator';
import { HTTP_URL, HasCents, ToNumber, ToStringList, TrimOrNull } from '../../catalog/form-fields';
import { gallery, ImageField, ImageFieldsForm, mainImage } from '../../catalog/image-fields';
import { documentTranslations, TranslationsField } from '../../catalog/translation-fields';
import { list, text, Translations } from '../../catalog/translations';
import { Trim } from '../../common/transforms/trim';
import { TimeZoneField } from '../../common/time-zones/time-zone-field';
import { MessageWithData, MessageWithDataResponse } from '../../common/responses/envelopes';
import { Destination } from '../schemas/destination.schema';
import {
  ACCESSIBILITY_MAX,
  CANCELLATION_POLICY_MAX,
  CONTENT_ITEM_MAX,
  CONTENT_LIST_MAX,
  DURATION_MESSAGE,
  IsMeetingPoint,
  LANGUAGE_MAX,
  LANGUAGES_MAX,
  MAX_DURATION_MINUTES,
  MAX_REMINDER_HOURS,
  MeetingPoint,
  REMINDER_HOURS_MESSAGE,
  ToMeetingPoint,
  ToNumberOrNull,
} from '../tour-content';
import { ScheduleField } from '../schedule/schedule-field';
import type { TourSchedule } from '../schedule/tour-schedule';
import { TourScheduleView } from '../schedule/tour-schedule.dto';
import {
  PriceCategoryDto,
  ToItemList,
  TourExtraDto,
  UniqueKeys,
} from '../../pricing/dto/tour-pricing-fields';

export const DESTINATION_IMAGES: ImageField<Destination>[] = [
  mainImage('image'),
  gallery('gallary'),
];

/** What visitors read as prose, translated per language: a tour's name and place names stay as entered. */
export const DESTINATION_TEXTS = {
  title: text('Title', 100),
  description: text('Description', 500),
  included: list('Included', CONTENT_LIST_MAX, CONTENT_ITEM_MAX),
  notIncluded: list('Not included', CONTENT_LIST_MAX, CONTENT_ITEM_MAX),
  whatToBring: list('What to bring', CONTENT_LIST_MAX, CONTENT_ITEM_MAX),
  accessibilityNotes: text('Accessibility notes', ACCESSIBILITY_MAX),
  languages: list('Languages', LANGUAGES_MAX, LANGUAGE_MAX),
  cancellationPolicy: text('Cancellation policy', CANCELLATION_POLICY_MAX),
};

const PRICES = 'Please enter valid price and cost per person';
/** Far above any real tour group, far below what the seat claims could ever hold. */
export const MAX_CAPACITY_PER_SLOT = 1000;
const FINITE = { allowNaN: false, allowInfinity: false };

/** A list field of tour content: JSON text (`["Lunch","Guide"]`) or comma-separated; blank clears it. */
function ContentList(
  label: string,
  example: string[],
  max = CONTENT_LIST_MAX,
  each = CONTENT_ITEM_MAX,
): PropertyDecorator {
  const decorators = [
    ApiProperty({
      type: String,
      required: false,
      example: JSON.stringify(example),
      description: `${label}: a JSON list of text or text separated by commas, at most ${max} items of ${each} characters; blank: none.`,
    }),
    ToStringList(label),
    IsOptional(),
    IsArray({ message: `${label} must be a list of text` }),
    ArrayMaxSize(max, { message: `${label} may have at most ${max} items` }),
    IsString({ each: true, message: `${label} must be a list of text` }),
    MaxLength(each, {
      each: true,
      message: `Each item of ${label} must be at most ${each} characters`,
    }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

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

  // The tour's published content (tour-content.ts): optional; sent blank, a field is cleared.

  @ApiProperty({
    type: String,
    required: false,
    example: '{"address":"Praça do Comércio, Lisbon","lat":38.7075,"lng":-9.1364}',
    description:
      'Where the group meets: JSON text of {address, lat?, lng?} (address up to 200 characters; lat and lng both or neither); blank: none.',
  })
  @ToMeetingPoint()
  @IsOptional()
  @IsMeetingPoint()
  meetingPoint?: MeetingPoint | null;

  /** How long the tour lasts, in minutes (1 to 10080); blank: none, shown as the spec's "1 day". */
  @ToNumberOrNull()
  @IsOptional()
  @IsInt({ message: DURATION_MESSAGE })
  @Min(1, { message: DURATION_MESSAGE })
  @Max(MAX_DURATION_MINUTES, { message: DURATION_MESSAGE })
  durationMinutes?: number | null;

  @ContentList('Included', ['Licensed guide', 'Lunch'])
  included?: string[];

  @ContentList('Not included', ['Hotel pick-up'])
  notIncluded?: string[];

  @ContentList('What to bring', ['Comfortable shoes', 'Water'])
  whatToBring?: string[];

  @TrimOrNull()
  @IsOptional()
  @IsString({ message: 'Accessibility notes must be text' })
  @MaxLength(ACCESSIBILITY_MAX, {
    message: `Accessibility notes must be at most ${ACCESSIBILITY_MAX} characters`,
  })
  accessibilityNotes?: string | null;

  @ContentList('Languages', ['English', 'Portuguese'], LANGUAGES_MAX, LANGUAGE_MAX)
  languages?: string[];

  @TrimOrNull()
  @IsOptional()
  @IsString({ message: 'Cancellation policy must be text' })
  @MaxLength(CANCELLATION_POLICY_MAX, {
    message: `Cancellation policy must be at most ${CANCELLATION_POLICY_MAX} characters`,
  })
  cancellationPolicy?: string | null;

  /** Hours before each tour time its reminder mail goes out, 0 to 168; 0: no reminders; 24 when not given. */
  @ToNumber()
  @IsOptional()
  @IsInt({ message: REMINDER_HOURS_MESSAGE })
  @Min(0, { message: REMINDER_HOURS_MESSAGE })
  @Max(MAX_REMINDER_HOURS, { message: REMINDER_HOURS_MESSAGE })
  reminderHours?: number;
  @ScheduleField()
  schedule?: TourSchedule | null;
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

  @TranslationsField(DESTINATION_TEXTS)
  translations?: Translations;
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

@ApiSchema({ name: 'MeetingPoint' })
export class MeetingPointView {
  @ApiProperty({ example: 'Praça do Comércio, Lisbon' })
  address: string;
  /** The map pin (with lng), WGS 84 degrees */
  @ApiPropertyOptional({ example: 38.7075 })
  lat?: number;
  @ApiPropertyOptional({ example: -9.1364 })
  lng?: number;
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
  /** Where the group meets; absent or null: not published */
  @ApiPropertyOptional({ type: () => MeetingPointView, nullable: true })
  meetingPoint?: MeetingPointView | null;
  /** How long the tour lasts, in minutes; absent or null: the spec's "1 day" */
  @ApiPropertyOptional({ type: Number, nullable: true, example: 210 })
  durationMinutes?: number | null;
  /** What the price includes (absent on records stored before tour content) */
  included?: string[];
  notIncluded?: string[];
  whatToBring?: string[];
  @ApiPropertyOptional({ type: String, nullable: true })
  accessibilityNotes?: string | null;
  /** Languages the tour is given in, e.g. English, Portuguese */
  languages?: string[];
  @ApiPropertyOptional({ type: String, nullable: true })
  cancellationPolicy?: string | null;
  /** Hours before each tour time its reminder mail goes out; 0: none (24 on records stored before it) */
  reminderHours?: number;
  @ApiPropertyOptional({
    type: TourScheduleView,
    description:
      'Weekday times, seasons, closed dates, per-date seats and the booking cutoff; absent: tourTimes every day with capacityPerSlot seats',
  })
  schedule?: TourScheduleView;
  /** Prices per kind of person; empty: CostPerPerson for everyone */
  @ApiProperty({ type: [PriceCategoryDto] })
  priceCategories: PriceCategoryDto[];
  /** Extras sold with the tour; empty: no extras checkbox */
  @ApiProperty({ type: [TourExtraDto] })
  extras: TourExtraDto[];
  createdAt: Date;
  updatedAt: Date;
}

documentTranslations(DestinationView, 'Destination', DESTINATION_TEXTS);

export const DestinationSaved = MessageWithDataResponse('DestinationSaved', DestinationView);
export type DestinationSaved = MessageWithData<DestinationView>;
