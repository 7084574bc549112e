import { Body, Controller, Delete, Inject, Get, Param, Post, Query } from '@nestjs/common';
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
import { checkNightCap } from '../../throttle/booking-caps';
import { RATE_LIMITS, RateLimited } from '../../throttle/rate-limits';
import { AdminOnly } from '../../common/decorators/admin-only.decorator';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { ApiBookingListQuery, parseBookingListQuery } from '../shared/booking-list-query';
import { CreateStayBookingDto } from './dto/create-stay-booking.dto';
import { StayBookingCreated, StayBookingDeleted, StayBookingPage } from './dto/stay-booking.dto';
import { StayBookingsService } from './stay-bookings.service';

// The class keeps its first name: it makes the OpenAPI operation ids (StaysController_create, ...) that the
// frontends' generated API types are keyed by.
@ApiTags('stays')
@Controller('api/bookingapartment')
export class StaysController {
  constructor(
    private readonly stays: StayBookingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @RateLimited(RATE_LIMITS.booking)
  @Post()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Book a stay', description: BOOKING_STATES })
  @ApiCreatedResponse({ type: StayBookingCreated })
  @ApiBadRequestResponse({
    description:
      'Invalid input, a stay longer than MAX_NIGHTS_PER_STAY (30 nights by default), or a client price that differs from the server price',
  })
  @ApiNotFoundResponse({ description: 'What is booked does not exist' })
  @ApiConflictResponse({ description: 'Sold out, or the dates are taken' })
  async create(
    @Body() dto: CreateStayBookingDto,
    @CurrentUser() user: AuthUser | null,
  ): Promise<StayBookingCreated> {
    checkNightCap(dto, this.config.maxNightsPerStay);
    return { message: 'Booking submitted successfully!', data: await this.stays.create(dto, user) };
  }

  @AdminOnly()
  @Get()
  @ApiBookingListQuery('offerId')
  @ApiOkResponse({ type: StayBookingPage })
  list(
    @Query('page') page?: string,
    @Query('limit') limit?: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('offerId') itemId?: string,
    @Query('status') status?: string,
  ): Promise<StayBookingPage> {
    return this.stays.list(
      parseBookingListQuery({ page, limit, from, to, itemId, status }, 'offerId'),
    );
  }

  @AdminOnly()
  @Delete(':id')
  @ApiOkResponse({ type: StayBookingDeleted })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<StayBookingDeleted> {
    await this.stays.remove(id);
    return { message: 'Booking deleted successfully' };
  }
}
