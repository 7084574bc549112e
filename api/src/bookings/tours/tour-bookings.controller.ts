import { Body, Controller, Inject, Delete, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { Public } from '../../common/decorators/public.decorator';
import { BOOKING_STATES } from '../shared/booking-status';
import { checkTicketCap } from '../../throttle/booking-caps';
import { RATE_LIMITS, RateLimited } from '../../throttle/rate-limits';
import { AdminOnly } from '../../common/decorators/admin-only.decorator';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { ApiBookingListQuery, parseBookingListQuery } from '../shared/booking-list-query';
import { TourBookingsService } from './tour-bookings.service';
import { CreateTourBookingDto } from './dto/create-tour-booking.dto';
import { TourBookingDeleted, TourBookingCreated, TourBookingPage } from './dto/tour-booking.dto';

// The class keeps its first name: it makes the OpenAPI operation ids (BookingsController_create, ...) that the
// frontends' generated API types are keyed by.
@ApiTags('bookings')
@Controller('api')
export class BookingsController {
  constructor(
    private readonly bookings: TourBookingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @RateLimited(RATE_LIMITS.booking)
  @Post('booking')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Book a tour',
    description: BOOKING_STATES,
  })
  @ApiCreatedResponse({ type: TourBookingCreated })
  @ApiBadRequestResponse({
    description:
      "Invalid input, more tickets than MAX_TICKETS_PER_BOOKING (10 by default), a time not among the destination's tourTimes ('Please choose one of the tour times'), or a client price that differs from the server price",
  })
  @ApiNotFoundResponse({ description: 'What is booked does not exist' })
  @ApiConflictResponse({ description: 'Sold out, or the dates are taken' })
  async create(
    @Body() dto: CreateTourBookingDto,
    @CurrentUser() user: AuthUser | null,
  ): Promise<TourBookingCreated> {
    checkTicketCap(dto, this.config.maxTicketsPerBooking);
    return {
      message: 'Booking submitted successfully!',
      data: await this.bookings.create(dto, user),
    };
  }

  @AdminOnly()
  @Get('booking')
  @ApiBookingListQuery('destinationId')
  @ApiOkResponse({ type: TourBookingPage })
  list(
    @Query('page') page?: string,
    @Query('limit') limit?: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('destinationId') itemId?: string,
    @Query('status') status?: string,
  ): Promise<TourBookingPage> {
    return this.bookings.list(
      parseBookingListQuery({ page, limit, from, to, itemId, status }, 'destinationId'),
    );
  }

  @AdminOnly()
  @Delete('deleteBooking/:id')
  @ApiOkResponse({ type: TourBookingDeleted })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<TourBookingDeleted> {
    await this.bookings.remove(id);
    return { message: 'Booking deleted successfully' };
  }
}
