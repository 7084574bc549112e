import { HttpException } from '@nestjs/common';

/** The error codes of the OCTO specification this API answers with. */
export type OctoErrorCode =
  | 'INVALID_PRODUCT_ID'
  | 'INVALID_OPTION_ID'
  | 'INVALID_UNIT_ID'
  | 'INVALID_AVAILABILITY_ID'
  | 'INVALID_BOOKING_UUID'
  | 'BAD_REQUEST'
  | 'UNPROCESSABLE_ENTITY'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

/** The specification's error body: its code, a sentence, and the id it is about (`productId`, ...). */
export interface OctoErrorBody {
  error: OctoErrorCode;
  errorMessage: string;
  [id: string]: string;
}

/**
 * An OCTO error. The specification's document answers every client error with 400 (a sold-out time is an
 * UNPROCESSABLE_ENTITY 400); a missing or revoked key is 401 and a reseller turned off 403, as HTTP has them.
 */
export class OctoError extends HttpException {
  constructor(
    code: OctoErrorCode,
    message: string,
    ids: Record<string, string> = {},
    status = 400,
  ) {
    super({ error: code, errorMessage: message, ...ids } satisfies OctoErrorBody, status);
  }
}

export const invalidProduct = (productId: string) =>
  new OctoError('INVALID_PRODUCT_ID', 'The productId was missing or invalid', { productId });
export const invalidOption = (optionId: string) =>
  new OctoError('INVALID_OPTION_ID', 'The optionId was missing or invalid', { optionId });
export const invalidUnit = (unitId: string) =>
  new OctoError('INVALID_UNIT_ID', 'The unitId was missing or invalid', { unitId });
export const invalidAvailability = (availabilityId: string) =>
  new OctoError('INVALID_AVAILABILITY_ID', 'The availabilityId was missing or invalid', {
    availabilityId,
  });
export const invalidBooking = (uuid: string) =>
  new OctoError('INVALID_BOOKING_UUID', 'The booking uuid was invalid or not found', { uuid });
export const badRequest = (message: string) => new OctoError('BAD_REQUEST', message);
export const unprocessable = (message: string) => new OctoError('UNPROCESSABLE_ENTITY', message);
