import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { IsPlainEmail } from '../../common/validation/plain-email';
import { RequiredPhone } from '../../common/validation/international-phone';
import { Trim, TrimLowerCase } from '../../common/transforms/trim';
import { GeoPoint } from '../schemas/contact-message.schema';

const INVALID_LOCATION = 'Location must be a place name or a {lat, lng} position';

export class GeoPointDto implements GeoPoint {
  @ApiProperty({ minimum: -90, maximum: 90 })
  lat: number;
  @ApiProperty({ minimum: -180, maximum: 180 })
  lng: number;
}

function isGeoPoint(value: unknown): value is GeoPoint {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { lat, lng } = value as Record<string, unknown>;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** A place name or a map position; nothing else (an object with other keys could smuggle operators). */
function IsLocation() {
  return ValidateBy({
    name: 'isLocation',
    validator: {
      validate: (value: unknown) =>
        (typeof value === 'string' && value.length <= 200) || isGeoPoint(value),
      defaultMessage: () => INVALID_LOCATION,
    },
  });
}

export class CreateContactMessageDto {
  @Trim()
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  @MaxLength(100, { message: 'Name must be at most 100 characters long' })
  name: string;

  @TrimLowerCase()
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Please enter a valid email address' })
  @IsPlainEmail()
  email: string;

  @RequiredPhone()
  phone: string;

  @Trim()
  @IsNotEmpty({ message: 'Message is required' })
  @IsString({ message: 'Message is required' })
  @MaxLength(5000, { message: 'Message must be at most 5000 characters long' })
  message: string;

  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { $ref: getSchemaPath(GeoPointDto) }] })
  @Trim()
  @Transform(({ value }: { value: unknown }) =>
    isGeoPoint(value) ? { lat: value.lat, lng: value.lng } : value,
  )
  @IsOptional()
  @IsLocation()
  location?: string | GeoPointDto;
}
