import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { MAX_AVAILABILITY_DAYS } from '../availability';

/** The tour day query of a destination's availability, read once or as a stream. */
export const TourDayQuery = () =>
  ApiQuery({ name: 'date', type: String, format: 'date', description: 'YYYY-MM-DD' });

/** The night window of an offer's availability, read once or as a stream. */
export const NightWindowQuery = () =>
  applyDecorators(
    ApiQuery({
      name: 'from',
      required: false,
      type: String,
      format: 'date',
      description: 'YYYY-MM-DD, inclusive; today by default',
    }),
    ApiQuery({
      name: 'to',
      required: false,
      type: String,
      format: 'date',
      description: `YYYY-MM-DD, exclusive; from + ${MAX_AVAILABILITY_DAYS} days by default, at most that far`,
    }),
  );
