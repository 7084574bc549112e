import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { RATE_LIMITS, RateLimited } from '../../throttle/rate-limits';
import { BookingManagement } from './booking-management.service';
import { BookingChanged, ManageBookingLink, ManagedBooking } from './dto/manage-booking.dto';

const WRONG_LINK = "'This booking link is not valid.': unknown reference, wrong or malformed token";
const CONFLICTS =
  "'This booking was cancelled.', or 'This hold has expired and its places were released. Please book again.'";

/** The page the confirmation mail links to: no account, the reference and its token are the key. */
@ApiTags('bookings')
@Public()
@RateLimited(RATE_LIMITS.manage)
@Controller('api/bookings/manage')
export class ManageBookingsController {
  constructor(private readonly management: BookingManagement) {}

  @Get()
  @ApiOperation({
    summary: 'The booking a manage link names',
    description:
      'A tour (reference TB-...) or a stay (ST-...), in whatever state it is (a cancelled one too).',
  })
  @ApiQuery({ name: 'ref', type: String, example: 'TB-7K3Q9X' })
  @ApiQuery({ name: 'token', type: String })
  @ApiOkResponse({ type: ManagedBooking })
  @ApiNotFoundResponse({ description: WRONG_LINK })
  show(@Query('ref') ref: unknown, @Query('token') token: unknown): Promise<ManagedBooking> {
    return this.management.show(ref, token);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm a held booking',
    description: 'held -> confirmed; a booking already confirmed answers the same.',
  })
  @ApiOkResponse({ type: BookingChanged, description: "message: 'Your booking is confirmed.'" })
  @ApiNotFoundResponse({ description: WRONG_LINK })
  @ApiConflictResponse({ description: CONFLICTS })
  confirm(@Body() link: ManageBookingLink): Promise<BookingChanged> {
    return this.management.confirmByLink(link.ref, link.token);
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel a booking',
    description:
      'Frees its seats or nights at once and mails a cancellation notice. Refused (409) within CANCELLATION_CUTOFF_HOURS (24 by default) of the start: a tour starts at its date and time, a stay at 00:00 of check-in, both read as UTC.',
  })
  @ApiOkResponse({ type: BookingChanged, description: "message: 'Your booking is cancelled.'" })
  @ApiNotFoundResponse({ description: WRONG_LINK })
  @ApiConflictResponse({
    description: `${CONFLICTS}, or 'Bookings can no longer be cancelled within 24 hours of the start.' (the configured hours)`,
  })
  cancel(@Body() link: ManageBookingLink): Promise<BookingChanged> {
    return this.management.cancelByLink(link.ref, link.token);
  }
}
