import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldError } from '../filters/error-body';

/** Thrown for failed validation so the filter can keep the per-field list. */
export class InputValidationException extends BadRequestException {
  constructor(readonly errors: FieldError[]) {
    super(errors[0]?.message ?? 'Invalid input');
  }
}

// "Required" problems are reported before shape problems of the same field, so a missing email says
// 'Email is required' rather than 'Please enter a valid email address' (spec 5 order).
const PRIORITY = [
  'isDefined',
  'isNotEmpty',
  'whitelistValidation',
  'isString',
  'isNumber',
  'isInt',
  // A NUL or a bidi override is named as such, not as a malformed address.
  'hasNoInvisibleCharacters',
];
/** Checked last: only text that is otherwise valid is judged on its alphabets. */
const LAST = ['isSingleScript'];

function rank(constraint: string): number {
  if (LAST.includes(constraint)) return PRIORITY.length + 1;
  const index = PRIORITY.indexOf(constraint);
  return index === -1 ? PRIORITY.length : index;
}

export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {}).sort(
      ([a], [b]) => rank(a) - rank(b),
    );
    const own = constraints[0] ? [{ field, message: constraints[0][1] }] : [];
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    // Values are never coerced implicitly: `{"email": {"$gt": ""}}` must fail as "not a string".
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new InputValidationException(flattenValidationErrors(errors)),
  });
}
