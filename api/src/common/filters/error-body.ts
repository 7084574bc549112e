import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

// Classes rather than interfaces so the OpenAPI document can name this body on every 4xx and 5xx response
// (see `Endpoint`); written without the swagger compiler plugin, so every property says its type.

@ApiSchema({ name: 'FieldError', description: 'One rejected field of a validation error.' })
export class FieldError {
  @ApiProperty({ type: String, example: 'email' })
  field: string;
  @ApiProperty({ type: String, example: 'Please enter a valid email address' })
  message: string;
}

/** The one error shape of the API contract: `message` is always a sentence a client can show as is. */
@ApiSchema({
  name: 'ErrorBody',
  description:
    'Every error answer. `message` is one sentence a client shows as is; `errors` lists the rejected fields of a validation error.',
})
export class ErrorBody {
  @ApiProperty({ type: Number, example: 400 })
  statusCode: number;
  @ApiProperty({ type: String, example: 'Please enter a valid email address' })
  message: string;
  @ApiPropertyOptional({ type: [FieldError] })
  errors?: FieldError[];
  @ApiPropertyOptional({
    type: String,
    enum: ['HAS_LIVE_BOOKINGS', 'TIMES_HOLD_BOOKINGS', 'WOULD_OVERSELL', 'PRICED_BY_CATEGORY'],
    example: 'WOULD_OVERSELL',
    description:
      'Why, for a refusal a client may act on (ask to cancel the bookings too, move or cancel the bookings of a removed tour time first, confirm an oversell). Clients branch on it, never on the wording of `message`.',
  })
  code?: ErrorCode;
}

/** The refusals a client acts on, by name (ErrorBody.code). */
export type ErrorCode =
  'HAS_LIVE_BOOKINGS' | 'TIMES_HOLD_BOOKINGS' | 'WOULD_OVERSELL' | 'PRICED_BY_CATEGORY';

/** An exception's body carrying its code beside its sentence: `new ConflictException(coded(code, message))`. */
export function coded(code: ErrorCode, message: string): { message: string; code: ErrorCode } {
  return { message, code };
}
