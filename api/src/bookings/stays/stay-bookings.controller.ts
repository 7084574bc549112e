import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Query } from '@nestjs/common';
import { PricePreview, StayPriceQueryDto } from '../../pricing/dto/price.dto';
import { Endpoint, STRIPE_UNREACHABLE } from '../../common/decorators/endpoint.decorator';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { BOOKING_STATES } from '../shared/booking-status';
import { BOOKING_BUSY_DOC } from '../shared/booking-locks';
import { RATE_LIMITS, RateLimited } from '../../throttle/rate-limits';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { parseBookingListQuery } from '../shared/booking-list-query';
import { StayBookingListQueryDto } from '../shared/dto/booking-list-query.dto';
import { CreateStayBookingDto } from './dto/create-stay-booking.dto';
import { StayBookingCreated, StayBookingDeleted, StayBookingPage } from './dto/stay-booking.dto';
import { StayBookingsService } from './stay-bookings.service';

// The operation ids keep the class's first name (StaysController_...): the frontends' generated API types
// are keyed by them.
@ApiTags('stays')
@Controller('api/bookingapartment')
export class StayBookingsController {
  constructor(private readonly stays: StayBookingsService) {}

  @Endpoint({
    operationId: 'StaysController_price',
    summary: "A stay's price before booking",
    description:
      "The spec's total for guests and nights with a promo code applied and checked, as the booking would be charged. Nothing is claimed.",
    access: 'public',
    errors: {
      400: "A choice the tour does not sell, or a promo code that does not apply: 'This promo code does not exist', 'This promo code is no longer active', 'This promo code is not valid yet', 'This promo code has expired', 'This promo code does not apply to this stay', 'This promo code needs an order of at least $X'",
      404: 'The offer does not exist',
      409: "'This promo code has been used up', 'This promo code was already used with this email address'",
    },
  })
  @RateLimited(RATE_LIMITS.booking)
  @Post('price')
  @HttpCode(200)
  @ApiOkResponse({ type: PricePreview })
  price(@Body() query: StayPriceQueryDto): Promise<PricePreview> {
    return this.stays.preview(query);
  }

  @Endpoint({
    operationId: 'StaysController_create',
    summary: 'Book a stay',
    description: BOOKING_STATES,
    access: 'public-or-signed-in',
    errors: {
      400: 'Invalid input, more guests than the guest limit, a stay longer than MAX_NIGHTS_PER_STAY (30 nights by default), or a client price that differs from the server price',
      404: 'What is booked does not exist',
      409: 'Some of the nights are taken',
      503: STRIPE_UNREACHABLE,
    },
  })
  @RateLimited(RATE_LIMITS.booking)
  @Post()
  @ApiCreatedResponse({ type: StayBookingCreated })
  async create(
    @Body() dto: CreateStayBookingDto,
    @CurrentUser() user: AuthUser | null,
    @Ip() client: string,
  ): Promise<StayBookingCreated> {
    const { booking, payment } = await this.stays.create(dto, user, client);
    return {
      message: 'Booking submitted successfully!',
      data: booking,
      ...(payment && { payment }),
    };
  }

  @Endpoint({
    operationId: 'StaysController_list',
    summary: 'List stay bookings',
    description: 'By check-in, soonest first (the newest booking first within a date).',
    access: 'admin',
    errors: {
      400: 'A malformed page, limit, date, id or status, from after to, from and to more than 92 days apart, or a search text (q) over 100 characters',
    },
  })
  @Get()
  @ApiOkResponse({ type: StayBookingPage })
  list(@Query() query: StayBookingListQueryDto): Promise<StayBookingPage> {
    return this.stays.list(parseBookingListQuery({ ...query, itemId: query.offerId }, 'offerId'));
  }

  @Endpoint({
    operationId: 'StaysController_remove',
    summary: 'Delete a stay booking',
    description: 'Frees its nights at once.',
    access: 'admin',
    errors: { 400: "'Invalid id'", 404: "'Booking not found'", 409: BOOKING_BUSY_DOC },
  })
  @Delete(':id')
  @ApiOkResponse({ type: StayBookingDeleted })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<StayBookingDeleted> {
    await this.stays.remove(id);
    return { message: 'Booking deleted successfully' };
  }
}
