import { Body, Controller, Inject, Delete, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Public } from '../common/decorators/public.decorator';
import { checkTicketCap } from '../throttle/booking-caps';
import { RATE_LIMITS, RateLimited } from '../throttle/rate-limits';
import { Roles } from '../common/decorators/roles.decorator';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { ApiBookingListQuery, parseBookingListQuery } from '../inventory/booking-list-query';
import { BookingsService } from './bookings.service';
import { CreateTourBookingDto } from './dto/create-tour-booking.dto';
import { TourBookingDeleted, TourBookingCreated, TourBookingPage } from './dto/tour-booking.dto';

@ApiTags('bookings')
@Controller('api')
export class BookingsController {
  constructor(
    private readonly bookings: BookingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @RateLimited(RATE_LIMITS.booking)
  @Post('booking')
  @ApiCreatedResponse({ type: TourBookingCreated })
  @ApiBadRequestResponse({
    description:
      'Invalid input, more tickets than MAX_TICKETS_PER_BOOKING (10 by default), or a client price that differs from the server price',
  })
  @ApiNotFoundResponse({ description: 'What is booked does not exist' })
  @ApiConflictResponse({ description: 'Sold out, or the dates are taken' })
  async create(@Body() dto: CreateTourBookingDto): Promise<TourBookingCreated> {
    checkTicketCap(dto, this.config.maxTicketsPerBooking);
    return { message: 'Booking submitted successfully!', data: await this.bookings.create(dto) };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Get('booking')
  @ApiBookingListQuery('destinationId')
  @ApiOkResponse({ type: TourBookingPage })
  list(
    @Query('page') page?: string,
    @Query('limit') limit?: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('destinationId') itemId?: string,
  ): Promise<TourBookingPage> {
    return this.bookings.list(
      parseBookingListQuery({ page, limit, from, to, itemId }, 'destinationId'),
    );
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Delete('deleteBooking/:id')
  @ApiOkResponse({ type: TourBookingDeleted })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<TourBookingDeleted> {
    await this.bookings.remove(id);
    return { message: 'Booking deleted successfully' };
  }
}
