import { ApiProperty, ApiSchema, PartialType } from '@nestjs/swagger';
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
import { Trim } from '../../common/transforms/trim';
import { MessageWithData, MessageWithDataResponse } from '../../common/responses/envelopes';

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
}

export class UpdateHotelDto extends PartialType(CreateHotelDto) {}

export class HotelForm extends CreateHotelDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'Required when adding',
  })
  image: unknown;

  @ApiProperty({
    description: 'Repeated',
    type: 'array',
    items: { type: 'string', format: 'binary' },
    required: false,
  })
  gallery?: unknown;
}

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

export const HotelSaved = MessageWithDataResponse('HotelSaved', HotelView);
export type HotelSaved = MessageWithData<HotelView>;
