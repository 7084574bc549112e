import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy, ValidationArguments } from 'class-validator';
import { readTourSchedule } from './tour-schedule';
import { TourScheduleView } from './tour-schedule.dto';

const NOT_JSON =
  'Schedule must be a JSON object (see the schedule fields in the API documentation)';

/**
 * A destination form's optional `schedule`: JSON text in a multipart form (an object in a JSON body),
 * normalised when valid; `null` or blank text removes the schedule (the tour's times every day again).
 * A bad one is a 400 naming what is wrong ('Season 1: a name is required').
 */
export function ScheduleField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: TourScheduleView,
      nullable: true,
      description:
        "The tour's schedule, as JSON text in a multipart form: weekday times, seasons, closed dates, per-date seats and the booking cutoff. Blank or null removes it: the tour's tourTimes run every day with capacityPerSlot seats. Not given: unchanged.",
    }),
    Transform(({ value }: { value: unknown }) => {
      if (value === null || value === undefined) return value;
      let parsed: unknown = value;
      if (typeof value === 'string') {
        if (!value.trim() || value.trim() === 'null') return null;
        try {
          parsed = JSON.parse(value) as unknown;
        } catch {
          return value;
        }
      }
      const reading = readTourSchedule(parsed);
      return 'schedule' in reading ? reading.schedule : parsed;
    }),
    IsOptional(),
    ValidateBy({
      name: 'isTourSchedule',
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'string' && 'schedule' in readTourSchedule(value),
        defaultMessage: (args?: ValidationArguments) => {
          const value: unknown = args?.value;
          if (typeof value === 'string') return NOT_JSON;
          const reading = readTourSchedule(value);
          return 'problem' in reading ? reading.problem : NOT_JSON;
        },
      },
    }),
  );
}
