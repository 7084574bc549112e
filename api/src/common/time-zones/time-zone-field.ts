import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import { Transform } from 'class-transformer';
import { isTimeZone, TIME_ZONE_MESSAGE } from './zoned-time';

/**
 * A form's optional `timeZone`: an IANA name in its exact spelling, else a 400 saying so. `what` names the
 * record's times for the OpenAPI document.
 */
export function TimeZoneField(what: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      example: 'Europe/Lisbon',
      description: `The IANA time zone ${what} are wall-clock times in, exactly as spelled there (e.g. Pacific/Auckland, UTC). Blank or not given: SITE_TIME_ZONE (UTC by default) for a new record, unchanged on an edit.`,
    }),
    // A blank field (a form left empty) is not given: a new record takes SITE_TIME_ZONE, an edit keeps its zone.
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim() || undefined : value,
    ),
    IsOptional(),
    ValidateBy(
      { name: 'isTimeZone', validator: { validate: isTimeZone } },
      {
        message: TIME_ZONE_MESSAGE,
      },
    ),
  );
}
