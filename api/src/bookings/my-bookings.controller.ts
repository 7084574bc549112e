import { BOOKING_BUSY_DOC } from './shared/booking-locks';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthUser } from '../common/auth/auth-user';
import { StayBookingsService } from './stays/stay-bookings.service';
import { BookingManagement } from './booking-management.service';
import { TourBookingsService } from './tours/tour-bookings.service';
import { BookingChanged } from './dto/manage-booking.dto';
import { MyBookings } from './dto/my-bookings.dto';
import { RescheduleTarget } from './reschedule/dto/reschedule.dto';
import { RESCHEDULE_DESCRIPTION, RESCHEDULE_REFUSALS } from './reschedule/reschedule.docs';

@ApiTags('bookings')
@Controller('api/bookings/mine')
export class MyBookingsController {
  constructor(
    private readonly tours: TourBookingsService,
    private readonly stays: StayBookingsService,
    private readonly management: BookingManagement,
  ) {}

  /** Bookings are made without an account; the account's (verified) email is what ties them to the caller. */
  @Get()
  @Endpoint({
    operationId: 'MyBookingsController_mine',
    summary: 'My bookings',
    description: "The tours and stays booked under the account's email.",
    access: 'signed-in',
  })
  @ApiOkResponse({ type: MyBookings })
  async mine(@CurrentUser() user: AuthUser): Promise<MyBookings> {
    const [tours, stays] = await Promise.all([
      this.tours.mine(user.email),
      this.stays.mine(user.email),
    ]);
    return { tours, stays };
  }

  @Post(':reference/cancel')
  @HttpCode(200)
  @Endpoint({
    operationId: 'MyBookingsController_cancel',
    summary: 'Cancel one of my bookings',
    description:
      "A tour (TB-...) or stay (ST-...) booked under the account's email. Frees its seats or nights at once and mails a cancellation notice. Refused (409) within CANCELLATION_CUTOFF_HOURS (24 by default) of the start: a tour starts at its date and time, a stay at 00:00 of check-in, each in the time zone of its tour or offer (the booking timeZone).",
    access: 'signed-in',
    errors: {
      404: "'Booking not found': no such booking under your email",
      409: `'This booking was cancelled.', 'This hold has expired and its places were released. Please book again.', 'Bookings can no longer be cancelled within 24 hours of the start.' (the configured hours), or ${BOOKING_BUSY_DOC}`,
    },
  })
  @ApiOkResponse({ type: BookingChanged, description: "message: 'Your booking is cancelled.'" })
  cancel(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
  ): Promise<BookingChanged> {
    return this.management.cancelMine(user, reference);
  }

  @Post(':reference/reschedule')
  @HttpCode(200)
  @Endpoint({
    operationId: 'MyBookingsController_reschedule',
    summary: 'Move one of my tour bookings to another date or time',
    description: `A tour (TB-...) booked under the account's email. ${RESCHEDULE_DESCRIPTION} The mail carries a new booking link (the one in earlier mails stops working).`,
    access: 'signed-in',
    errors: {
      400: RESCHEDULE_REFUSALS[400],
      404: "'Booking not found': no such booking under your email",
      409: `${RESCHEDULE_REFUSALS[409]}, or ${BOOKING_BUSY_DOC}`,
    },
  })
  @ApiOkResponse({
    type: BookingChanged,
    description: "message: 'Your booking is moved to DATE at TIME.'",
  })
  reschedule(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() target: RescheduleTarget,
  ): Promise<BookingChanged> {
    return this.management.rescheduleMine(user, reference, target);
  }
}
