import { ApiProperty, ApiSchema, PartialType } from '@nestjs/swagger';
import { TimeZoneField } from '../../common/time-zones/time-zone-field';
import {
  ArrayMaxSize,
  IsArray,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { HasCents, ToNumber, ToStringList } from '../../catalog/form-fields';
import { gallery, ImageField, ImageFieldsForm, mainImage } from '../../catalog/image-fields';
import { documentTranslations, TranslationsField } from '../../catalog/translation-fields';
import { list, text, Translations } from '../../catalog/translations';
import { Trim } from '../../common/transforms/trim';
import {
  DataBody,
  DataResponse,
  MessageWithData,
  MessageWithDataResponse,
} from '../../common/responses/envelopes';
import { Offer } from '../schemas/offer.schema';

export const OFFER_IMAGES: ImageField<Offer>[] = [mainImage('Image'), gallery('gallary')];

/** What visitors read as prose, translated per language: the hotel's name and the place stay as entered. */
export const OFFER_TEXTS = {
  title: text('Title', 100),
  RoomType: text('Room type', 100),
  TrendingOffers: text('Trending offers', 100),
  description: text('Description', 500),
  features: list('Features', 30, 100),
};

const DISCOUNT = 'Discount must be between 0 and 100';
const PRICE = 'Price must be greater than zero';
const FINITE = { allowNaN: false, allowInfinity: false };

/** The multipart text fields; every text field is required (spec 5 "Offer form"). */
export class CreateOfferDto {
  @Trim()
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title must be text' })
  @MaxLength(100, { message: 'Title must be at most 100 characters' })
  title: string;

  @Trim()
  @IsNotEmpty({ message: 'Hotel is required' })
  @IsString({ message: 'Hotel must be text' })
  @MaxLength(100, { message: 'Hotel must be at most 100 characters' })
  Hotel: string;

  @Trim()
  @IsNotEmpty({ message: 'Location is required' })
  @IsString({ message: 'Location must be text' })
  @MaxLength(100, { message: 'Location must be at most 100 characters' })
  Location: string;

  @Trim()
  @IsNotEmpty({ message: 'Room type is required' })
  @IsString({ message: 'Room type must be text' })
  @MaxLength(100, { message: 'Room type must be at most 100 characters' })
  RoomType: string;

  @ToNumber()
  @IsNumber(FINITE, { message: DISCOUNT })
  @Min(0, { message: DISCOUNT })
  @Max(100, { message: DISCOUNT })
  Discount: number;

  @ToNumber()
  @IsNumber(FINITE, { message: PRICE })
  @Min(0.01, { message: PRICE })
  @HasCents('Price must have at most 2 decimals')
  Price: number;

  @Trim()
  @IsNotEmpty({ message: 'Trending offers is required' })
  @IsString({ message: 'Trending offers must be text' })
  @MaxLength(100, { message: 'Trending offers must be at most 100 characters' })
  TrendingOffers: string;

  @Trim()
  @IsNotEmpty({ message: 'Description is required' })
  @IsString({ message: 'Description must be text' })
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  description: string;

  /** JSON text (`["Wifi","Pool"]`) or comma-separated. */
  @ApiProperty({ type: String, required: false, example: '["Free Wifi","Breakfast"]' })
  @ToStringList()
  @IsOptional()
  @IsArray({ message: 'Features must be a list of text' })
  @ArrayMaxSize(30, { message: 'At most 30 features are allowed' })
  @IsString({ each: true, message: 'Features must be a list of text' })
  @MaxLength(100, { each: true, message: 'Each feature must be at most 100 characters' })
  features?: string[];

  @TimeZoneField("the stay's check-in and check-out dates")
  timeZone?: string;

  @TranslationsField(OFFER_TEXTS)
  translations?: Translations;
}

export class UpdateOfferDto extends PartialType(CreateOfferDto) {}

export class OfferForm extends ImageFieldsForm(CreateOfferDto, OFFER_IMAGES) {}

@ApiSchema({ name: 'Offer' })
export class OfferView {
  _id: string;
  title: string;
  Hotel: string;
  Location: string;
  RoomType: string;
  Discount: number;
  /** Per guest and night */
  Price: number;
  TrendingOffers: string;
  description: string;
  features: string[];
  Image: string;
  gallary: string[];
  /** The IANA time zone stays check in (00:00) and out in, e.g. Europe/Lisbon */
  @ApiProperty({ example: 'Europe/Lisbon' })
  timeZone: string;
  createdAt: Date;
  updatedAt: Date;
}

documentTranslations(OfferView, 'Offer', OFFER_TEXTS);

export const OfferList = DataResponse('OfferList', [OfferView]);
export type OfferList = DataBody<OfferView[]>;

export const OfferOne = DataResponse('OfferOne', OfferView);
export type OfferOne = DataBody<OfferView>;

export const OfferSaved = MessageWithDataResponse('OfferSaved', OfferView);
export type OfferSaved = MessageWithData<OfferView>;
