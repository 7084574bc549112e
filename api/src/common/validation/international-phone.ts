import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';

/** The one message for a phone number that is not a valid international number (contact form, bookings). */
export const INVALID_PHONE = 'Please enter a valid phone number';

const PHONE_DOC = {
  example: '+12025550123',
  description: 'International format with the country code; stored in E.164 (+12025550123)',
};

/** Trimmed, and valid numbers in one canonical form (E.164) whatever spacing the visitor typed. */
export function normalizePhone(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const phone = value.trim();
  return phone.startsWith('+') && isValidPhoneNumber(phone)
    ? parsePhoneNumberWithError(phone).number
    : phone;
}

/** International numbers only: the forms send them with their country code (+1 ...). */
export function isInternationalPhone(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('+') && isValidPhoneNumber(value);
}

function IsInternationalPhone() {
  return ValidateBy({
    name: 'isInternationalPhone',
    validator: {
      validate: (value: unknown) => isInternationalPhone(value),
      defaultMessage: () => INVALID_PHONE,
    },
  });
}

/** A required phone number (the contact form's): valid, and normalized to E.164. */
export function RequiredPhone(): PropertyDecorator {
  return applyDecorators(
    ApiProperty(PHONE_DOC),
    IsNotEmpty({ message: INVALID_PHONE }),
    IsInternationalPhone(),
    Transform(({ value }: { value: unknown }) => normalizePhone(value)),
  );
}

/**
 * A phone number an edit may set or clear (an admin's change of a booking): left out is no change; null or
 * blank clears it (read as null); anything else is checked and normalized exactly as the contact form's.
 */
export function ClearablePhone(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      ...PHONE_DOC,
      type: String,
      nullable: true,
      description: `${PHONE_DOC.description}; null or blank removes the number`,
    }),
    Transform(({ value }: { value: unknown }) => {
      const phone = normalizePhone(value);
      return phone === '' ? null : phone;
    }),
    ValidateIf((_, value: unknown) => value !== null && value !== undefined),
    IsInternationalPhone(),
  );
}

/**
 * An optional phone number (the booking forms'): left out, null or blank is no number; anything else is
 * checked and normalized exactly as the contact form's.
 */
export function OptionalPhone(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional(PHONE_DOC),
    Transform(({ value }: { value: unknown }) => {
      const phone = normalizePhone(value);
      return phone === '' || phone === null ? undefined : phone;
    }),
    IsOptional(),
    IsInternationalPhone(),
  );
}
