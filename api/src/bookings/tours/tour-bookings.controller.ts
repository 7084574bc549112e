import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Query } from '@nestjs/common';
import { PricePreview, TourPriceQueryDto } from '../../pricing/dto/price.dto';
import { Endpoint, STRIPE_UNREACHABLE } from '../../common/decorators/endpoint.decorator';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { BOOKING_STATES } from '../shared/booking-status';
import { BOOKING_BUSY_DOC } from '../shared/booking-locks';
import { RATE_LIMITS, RateLimited } from '../../throttle/rate-limits';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { parseBookingListQuery } from '../shared/booking-list-query';
import { TourBookingListQueryDto } from '../shared/dto/booking-list-query.dto';
import { TourBookingsService } from './tour-bookings.service';
import { CreateTourBookingDto } from './dto/create-tour-booking.dto';
import { TourBookingDeleted, TourBookingCreated, TourBookingPage } from './dto/tour-booking.dto';

// The operation ids keep the class's first name (BookingsController_...): the frontends' generated API types
// are keyed by them.
@ApiTags('bookings')
@Controller('api')
export class TourBookingsController {
  constructor(private readonly bookings: TourBookingsService) {}

  @Endpoint({
    operationId: 'BookingsController_create',
    summary: 'Book a tour',
    description: BOOKING_STATES,
    access: 'public-or-signed-in',
    errors: {
      400: "Invalid input, more tickets than MAX_TICKETS_PER_BOOKING (10 by default), a time not among the destination's tourTimes ('Please choose one of the tour times'), or a client price that differs from the server price",
      404: 'What is booked does not exist',
      409: 'Sold out, only fewer tickets left, unconfirmed holds have their share of the time, or many visitors booking this time at once',
      503: STRIPE_UNREACHABLE,
    },
  })
  @RateLimited(RATE_LIMITS.booking)
  @Post('booking')
  @ApiCreatedResponse({ type: TourBookingCreated })
  async create(
    @Body() dto: CreateTourBookingDto,
    @CurrentUser() user: AuthUser | null,
    @Ip() client: string,
  ): Promise<TourBookingCreated> {
    const { booking, payment } = await this.bookings.create(dto, user, client);
    return {
      message: 'Booking submitted successfully!',
      data: booking,
      ...(payment && { payment }),
    };
  }

  @Endpoint({
    operationId: 'BookingsController_price',
    summary: "A tour's price before booking",
    description:
      'The price the booking would be charged (the same computation), with a promo code applied and checked: the booking form shows it before booking. Nothing is claimed.',
    access: 'public',
    errors: {
      400: "A choice the tour does not sell, or a promo code that does not apply: 'This promo code does not exist', 'This promo code is no longer active', 'This promo code is not valid yet', 'This promo code has expired', 'This promo code does not apply to this tour', 'This promo code needs an order of at least $X'",
      404: 'The tour does not exist',
      409: "'This promo code has been used up', 'This promo code was already used with this email address'",
    },
  })
  @RateLimited(RATE_LIMITS.booking)
  @Post('booking/price')
  @HttpCode(200)
  @ApiOkResponse({ type: PricePreview })
  price(@Body() query: TourPriceQueryDto): Promise<PricePreview> {
    return this.bookings.preview(query);
  }

  @Endpoint({
    operationId: 'BookingsController_list',
    summary: 'List tour bookings',
    description: 'By tour date, soonest first (the newest booking first within a date).',
    access: 'admin',
    errors: {
      400: 'A malformed page, limit, date, id or status, from after to, from and to more than 92 days apart, or a search text (q) over 100 characters',
    },
  })
  @Get('booking')
  @ApiOkResponse({ type: TourBookingPage })
  list(@Query() query: TourBookingListQueryDto): Promise<TourBookingPage> {
    return this.bookings.list(
      parseBookingListQuery({ ...query, itemId: query.destinationId }, 'destinationId'),
    );
  }

  @Endpoint({
    operationId: 'BookingsController_remove',
    summary: 'Delete a tour booking',
    description: 'Frees its seats at once.',
    access: 'admin',
    errors: { 400: "'Invalid id'", 404: "'Booking not found'", 409: BOOKING_BUSY_DOC },
  })
  @Delete('deleteBooking/:id')
  @ApiOkResponse({ type: TourBookingDeleted })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<TourBookingDeleted> {
    await this.bookings.remove(id);
    return { message: 'Booking deleted successfully' };
  }
}
