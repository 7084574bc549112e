import { applyDecorators, Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiProduces,
  ApiServiceUnavailableResponse,
  getSchemaPath,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorBody } from '../common/filters/error-body';
import type { Request, Response } from 'express';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { NightWindowQuery, TourDayQuery } from './shared/dto/availability-queries';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { earliestToday } from '../common/calendar';
import { MAX_AVAILABILITY_DAYS, parseNightWindow, parseTourDay } from './shared/availability';
import { LiveStreams, STREAMS_FULL, TOO_MANY_STREAMS } from './live/live-streams.service';
import { StayNights } from './stays/stay-nights.service';
import { TourSeats } from './tours/tour-seats.service';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthUser } from '../common/auth/auth-user';
import { UsersService } from '../users/users.service';
import { adminStillSignedIn } from './live/admin-stream-guard';

const STREAM = `Server-Sent Events, never cached. The first \`availability\` event comes at once, then one after every change (a booking, hold, expiry, cancellation or capacity change, on any instance when REDIS_URL is set) within a second, each with the same body as the plain read; a comment line every STREAM_HEARTBEAT_SECONDS keeps it open. At most STREAMS_PER_CLIENT open streams per client address.`;

const EventStream = () =>
  applyDecorators(
    ApiProduces('text/event-stream'),
    // The refusal is JSON, whatever the stream would have been.
    ApiServiceUnavailableResponse({
      description: STREAMS_FULL,
      content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorBody) } } },
    }),
  );

/** The live side of the availability reads: what an open page shows, pushed as it changes. */
@ApiTags('availability')
@Controller('api')
export class AvailabilityStreamController {
  constructor(
    private readonly streams: LiveStreams,
    private readonly tours: TourSeats,
    private readonly stays: StayNights,
    private readonly users: UsersService,
  ) {}

  @Get('destination/:id/availability/stream')
  @Endpoint({
    operationId: 'AvailabilityStreamController_destination',
    summary: "Seats left at a destination's tour times on a day, live",
    description: STREAM,
    access: 'public',
    errors: {
      400: "A malformed id, 'date must be a date in the form YYYY-MM-DD', or 'Please choose today or a later date'",
      404: "'Destination not found'",
      429: TOO_MANY_STREAMS,
    },
  })
  @TourDayQuery()
  @ApiOkResponse({ description: '`availability` events, each a TourAvailability' })
  @EventStream()
  destination(
    @Param('id', ParseObjectIdPipe) id: string,
    @Query('date') rawDate: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const date = parseTourDay(rawDate, earliestToday());
    return this.streams.attach(
      `destination|${id}|${date}`,
      {
        event: 'availability',
        read: () => this.tours.availability(id, date),
        nextChange: () => this.tours.nextLapse(id, date),
      },
      req,
      res,
    );
  }

  @Get('offer/:id/availability/stream')
  @Endpoint({
    operationId: 'AvailabilityStreamController_offer',
    summary: "An offer's nights already taken, live",
    description: STREAM,
    access: 'public',
    errors: {
      400: `A malformed id or date, to not after from, or a window longer than ${MAX_AVAILABILITY_DAYS} days`,
      404: "'Offer not found'",
      429: TOO_MANY_STREAMS,
    },
  })
  @NightWindowQuery()
  @ApiOkResponse({ description: '`availability` events, each a StayAvailability' })
  @EventStream()
  offer(
    @Param('id', ParseObjectIdPipe) id: string,
    @Query('from') from: unknown,
    @Query('to') to: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const window = parseNightWindow(from, to, earliestToday());
    return this.streams.attach(
      `offer|${id}|${window.from}|${window.to}`,
      {
        event: 'availability',
        read: () => this.stays.availability(id, window.from, window.to),
        nextChange: () => this.stays.nextLapse(id, window.from, window.to),
      },
      req,
      res,
    );
  }

  @Get('bookings/stream')
  @Endpoint({
    operationId: 'AvailabilityStreamController_bookings',
    summary: 'A signal to read the admin booking lists again',
    description:
      'Server-Sent Events: a `bookings` event `{ changedAt }` at once and after every booking, hold, expiry, cancellation or delete (on any instance when REDIS_URL is set), within a second. The lists themselves are read as before. The stream ends at its next event or heartbeat once the account is no longer an admin or was signed out everywhere.',
    access: 'admin',
    errors: { 429: TOO_MANY_STREAMS },
  })
  @ApiOkResponse({ description: '`bookings` events' })
  @EventStream()
  async bookings(
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    return this.streams.attach(
      'bookings',
      {
        event: 'bookings',
        read: () => Promise.resolve({ changedAt: this.streams.lastChange.toISOString() }),
      },
      req,
      res,
      await adminStillSignedIn(this.users, user.id),
    );
  }
}
