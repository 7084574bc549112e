import { ApiSchema, PartialType } from '@nestjs/swagger';
import {
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  IsUrl,
  MaxLength,
} from 'class-validator';
import { HTTP_URL, HasCents, ToNumber, TrimOrNull } from '../../catalog/form-fields';
import { gallery, ImageField, ImageFieldsForm, mainImage } from '../../catalog/image-fields';
import { documentTranslations, TranslationsField } from '../../catalog/translation-fields';
import { text, Translations } from '../../catalog/translations';
import { Trim } from '../../common/transforms/trim';
import { MessageWithData, MessageWithDataResponse } from '../../common/responses/envelopes';
import { Hotel } from '../schemas/hotel.schema';

/** The spec keeps a hotel's `image` as a list; clients send it as one or more `image` files. */
export const HOTEL_IMAGES: ImageField<Hotel>[] = [
  mainImage('image', true),
  gallery('gallery', 'repeated'),
];

/** Translated per language: the description (a hotel's name and place stay as entered). */
export const HOTEL_TEXTS = { description: text('Description', 500) };

const PRICE = 'Please enter a valid price per night';

export class CreateHotelDto {
  @Trim()
  @IsNotEmpty({ message: 'Hotel name is required' })
  @IsString({ message: 'Hotel name must be text' })
  @MaxLength(100, { message: 'Hotel name must be at most 100 characters' })
  hotelName: string;

  @Trim()
  @IsNotEmpty({ message: 'Location is required' })
  @IsString({ message: 'Location must be text' })
  @MaxLength(100, { message: 'Location must be at most 100 characters' })
  location: string;

  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PRICE })
  @IsPositive({ message: PRICE })
  @HasCents('Price per night must have at most 2 decimals')
  pricePerNight: number;

  @Trim()
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  description?: string;

  @TrimOrNull()
  @IsOptional()
  @IsUrl(HTTP_URL, { message: 'Please enter a valid affiliate link (http or https)' })
  affiliateLink?: string | null;

  @TranslationsField(HOTEL_TEXTS)
  translations?: Translations;
}

export class UpdateHotelDto extends PartialType(CreateHotelDto) {}

export class HotelForm extends ImageFieldsForm(CreateHotelDto, HOTEL_IMAGES) {}

@ApiSchema({ name: 'Hotel' })
export class HotelView {
  _id: string;
  hotelName: string;
  location: string;
  pricePerNight: number;
  description: string;
  affiliateLink?: string;
  /** The first is the hotel's picture in lists */
  image: string[];
  gallery: string[];
  createdAt: Date;
  updatedAt: Date;
}

documentTranslations(HotelView, 'Hotel', HOTEL_TEXTS);

export const HotelSaved = MessageWithDataResponse('HotelSaved', HotelView);
export type HotelSaved = MessageWithData<HotelView>;
