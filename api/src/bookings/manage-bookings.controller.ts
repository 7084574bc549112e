import { BOOKING_BUSY_DOC } from './shared/booking-locks';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { Endpoint, STRIPE_UNREACHABLE } from '../common/decorators/endpoint.decorator';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RATE_LIMITS, RateLimited } from '../throttle/rate-limits';
import { BookingManagement } from './booking-management.service';
import { BookingChanged, ManageBookingLink, ManagedBooking } from './dto/manage-booking.dto';
import { CheckoutView } from './shared/dto/payment.dto';
import { ManageReschedule } from './reschedule/dto/reschedule.dto';
import { RESCHEDULE_DESCRIPTION, RESCHEDULE_REFUSALS } from './reschedule/reschedule.docs';

const WRONG_LINK = "'This booking link is not valid.': unknown reference, wrong or malformed token";
const CONFLICTS =
  "'This booking was cancelled.', or 'This hold has expired and its places were released. Please book again.'";
const WITHDRAWN =
  "'This tour was withdrawn and is no longer offered, so this booking cannot be confirmed or paid for.' (a stay: 'This stay was withdrawn ...'): the tour or offer was deleted";

/** The page the confirmation mail links to: no account, the reference and its token are the key. */
@ApiTags('bookings')
@RateLimited(RATE_LIMITS.manage)
@Controller('api/bookings/manage')
export class ManageBookingsController {
  constructor(private readonly management: BookingManagement) {}

  @Get()
  @Endpoint({
    operationId: 'ManageBookingsController_show',
    summary: 'The booking a manage link names',
    description:
      'A tour (reference TB-...) or a stay (ST-...), in whatever state it is (a cancelled one too).',
    access: 'public',
    errors: { 404: WRONG_LINK },
  })
  @ApiQuery({ name: 'ref', type: String, example: 'TB-7K3Q9X' })
  @ApiQuery({ name: 'token', type: String })
  @ApiOkResponse({ type: ManagedBooking })
  show(@Query('ref') ref: unknown, @Query('token') token: unknown): Promise<ManagedBooking> {
    return this.management.show(ref, token);
  }

  @Post('confirm')
  @HttpCode(200)
  @Endpoint({
    operationId: 'ManageBookingsController_confirm',
    summary: 'Confirm a held booking',
    description:
      'held -> confirmed, and the confirmation (voucher) mailed once; a booking already confirmed answers the same.',
    access: 'public',
    errors: { 404: WRONG_LINK, 409: `${CONFLICTS}, ${WITHDRAWN}, or ${BOOKING_BUSY_DOC}` },
  })
  @ApiOkResponse({ type: BookingChanged, description: "message: 'Your booking is confirmed.'" })
  confirm(@Body() link: ManageBookingLink): Promise<BookingChanged> {
    return this.management.confirmByLink(link.ref, link.token);
  }

  @Post('checkout')
  @HttpCode(200)
  @Endpoint({
    operationId: 'ManageBookingsController_checkout',
    summary: 'Pay again for a held booking',
    description:
      "With payments on: a new Stripe Checkout Session for a booking still held and not paid (the visitor left Stripe's page). The earlier session's expiry then releases nothing. 503 when Stripe cannot be reached.",
    access: 'public',
    errors: {
      404: WRONG_LINK,
      409: `'This hold has expired and its places were released. Please book again.', 'This booking has nothing left to pay.' (paid, or another pay-again of it came first), ${WITHDRAWN}, or ${BOOKING_BUSY_DOC}`,
      503: STRIPE_UNREACHABLE,
    },
  })
  @ApiOkResponse({ type: CheckoutView })
  checkout(@Body() link: ManageBookingLink): Promise<CheckoutView> {
    return this.management.payAgainByLink(link.ref, link.token);
  }

  @Post('cancel')
  @HttpCode(200)
  @Endpoint({
    operationId: 'ManageBookingsController_cancel',
    summary: 'Cancel a booking',
    description:
      'Frees its seats or nights at once, refunds a card payment in full (503 and nothing changed when Stripe cannot be reached) and mails a cancellation notice saying how much comes back. Refused (409) within CANCELLATION_CUTOFF_HOURS (24 by default) of the start: a tour starts at its date and time, a stay at 00:00 of check-in, each in the time zone of its tour or offer (the booking timeZone).',
    access: 'public',
    errors: {
      404: WRONG_LINK,
      409: `${CONFLICTS}, 'Bookings can no longer be cancelled within 24 hours of the start.' (the configured hours), or ${BOOKING_BUSY_DOC}`,
      503: STRIPE_UNREACHABLE,
    },
  })
  @ApiOkResponse({ type: BookingChanged, description: "message: 'Your booking is cancelled.'" })
  cancel(@Body() link: ManageBookingLink): Promise<BookingChanged> {
    return this.management.cancelByLink(link.ref, link.token);
  }

  @Post('reschedule')
  @HttpCode(200)
  @Endpoint({
    operationId: 'ManageBookingsController_reschedule',
    summary: 'Move a tour booking to another date or time',
    description: `${RESCHEDULE_DESCRIPTION} The mail carries the same link, which keeps working.`,
    access: 'public',
    errors: {
      400: RESCHEDULE_REFUSALS[400],
      404: WRONG_LINK,
      409: `${RESCHEDULE_REFUSALS[409]}, or ${BOOKING_BUSY_DOC}`,
    },
  })
  @ApiOkResponse({
    type: BookingChanged,
    description: "message: 'Your booking is moved to DATE at TIME.'",
  })
  reschedule(@Body() request: ManageReschedule): Promise<BookingChanged> {
    return this.management.rescheduleByLink(request);
  }
}
