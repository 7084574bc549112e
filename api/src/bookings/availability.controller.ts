import { Controller, Get, Param, Query } from '@nestjs/common';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { NightWindowQuery, TourDayQuery } from './shared/dto/availability-queries';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicCached } from '../cache/public-cache.decorator';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { AVAILABILITY_CACHE_TAG } from '../cache/cache-tags';
import {
  AVAILABILITY_TTL_MS,
  MAX_AVAILABILITY_DAYS,
  parseNightWindow,
  parseTourDay,
} from './shared/availability';
import { earliestToday } from '../common/calendar';
import { StayNights } from './stays/stay-nights.service';
import { TourSeats } from './tours/tour-seats.service';
import { StayAvailability, TourAvailability } from './shared/dto/availability.dto';

const CACHED = `Cached for up to ${AVAILABILITY_TTL_MS / 1000} s, and dropped at once by bookings, cancellations, expired holds and catalog edits on this instance (on every instance with REDIS_URL).`;

/** What can still be booked, read before the booking form is sent. */
@ApiTags('availability')
@Controller('api')
export class AvailabilityController {
  constructor(
    private readonly tours: TourSeats,
    private readonly stays: StayNights,
  ) {}

  @Get('destination/:id/availability')
  @PublicCached(AVAILABILITY_CACHE_TAG, { query: ['date'], ttlMs: AVAILABILITY_TTL_MS })
  @Endpoint({
    operationId: 'AvailabilityController_destination',
    summary: "Seats left at each of a destination's tour times on a day",
    description: CACHED,
    access: 'public',
    errors: {
      400: "A malformed id, 'date must be a date in the form YYYY-MM-DD', or 'Please choose today or a later date'",
      404: "'Destination not found'",
    },
  })
  @TourDayQuery()
  @ApiOkResponse({ type: TourAvailability })
  destination(
    @Param('id', ParseObjectIdPipe) id: string,
    @Query('date') date: unknown,
  ): Promise<TourAvailability> {
    return this.tours.availability(id, parseTourDay(date, earliestToday()));
  }

  @Get('offer/:id/availability')
  @PublicCached(AVAILABILITY_CACHE_TAG, { query: ['from', 'to'], ttlMs: AVAILABILITY_TTL_MS })
  @Endpoint({
    operationId: 'AvailabilityController_offer',
    summary: "An offer's nights already taken",
    description: CACHED,
    access: 'public',
    errors: {
      400: `A malformed id or date, to not after from, or a window longer than ${MAX_AVAILABILITY_DAYS} days`,
      404: "'Offer not found'",
    },
  })
  @NightWindowQuery()
  @ApiOkResponse({ type: StayAvailability })
  offer(
    @Param('id', ParseObjectIdPipe) id: string,
    @Query('from') from: unknown,
    @Query('to') to: unknown,
  ): Promise<StayAvailability> {
    const window = parseNightWindow(from, to, earliestToday());
    return this.stays.availability(id, window.from, window.to);
  }
}
