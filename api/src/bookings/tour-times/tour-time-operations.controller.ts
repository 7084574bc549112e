import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiQuery, ApiSchema, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { CatalogWithdrawals } from '../withdrawals/catalog-withdrawals.service';
import { OversoldTime } from '../withdrawals/oversold-time.dto';
import { Endpoint } from '../../common/decorators/endpoint.decorator';
import { BOOKING_BUSY } from '../shared/booking-locks';
import { TOUR_TIME_CANCELLED } from '../tours/tour-time-closures';
import {
  TourTimeOperationDone,
  TourTimePreviewBody,
  TourTimeRequestDto,
} from './dto/tour-time.dto';
import {
  NOTHING_TO_MOVE,
  TARGET_CANCELLED,
  TourTimeOperations,
} from './tour-time-operations.service';
import { CHOOSE_TOUR_TIME, SAME_TIME } from './tour-time.rules';

const BAD_REQUEST = `'${CHOOSE_TOUR_TIME}', a malformed id, date or time, a date before today, a time not among the tour's times or already started, a reason of more than one line or 200 characters`;
const NOT_FOUND = "'Destination not found'";
const STRIPE_OUT_MIDWAY =
  'Payments are on and Stripe cannot be reached: the run stopped there; send it again to carry it on';
const RETRY =
  'When Stripe cannot be reached the run stops there (503: send it again). A run cut off halfway (a crash, Stripe out of reach) is carried on by sending the same request again, or by the API itself within minutes; nothing is done twice.';

@ApiSchema({ name: 'TourTimesBooked' })
export class TourTimesBooked {
  @ApiProperty({
    type: [String],
    example: ['09:30', '10:30'],
    description:
      "The times ('HH:mm', sorted) at which live bookings (held or confirmed) are still ahead, on any date: a time no longer on the tour among them",
  })
  data: string[];
}

@ApiSchema({ name: 'OversoldTourTimes' })
export class OversoldTourTimes {
  @ApiProperty({ type: [OversoldTime] })
  data: OversoldTime[];
}

/** A whole tour time cancelled or moved (weather, a broken boat), with a dry run first. Admins only. */
@ApiTags('tour-times')
@Controller('api/admin/tour-times')
export class TourTimeOperationsController {
  constructor(
    private readonly operations: TourTimeOperations,
    private readonly withdrawals: CatalogWithdrawals,
  ) {}

  @Get('oversold')
  @Endpoint({
    operationId: 'TourTimesController_oversold',
    summary: 'Tour times holding more seats than their tour has',
    description:
      'Future times whose live bookings (held or confirmed) hold more tickets than the seats per time, after a cut saved with confirmOversell=true; listed until resolved (bookings cancelled or moved, or seats raised). Sorted by date and time.',
    access: 'admin',
  })
  @ApiOkResponse({ type: OversoldTourTimes })
  async oversold(): Promise<OversoldTourTimes> {
    return { data: await this.withdrawals.oversold() };
  }

  @Get('booked-times')
  @Endpoint({
    operationId: 'TourTimesController_bookedTimes',
    summary: 'The times of a tour that hold bookings',
    description:
      'So that the screen offers every time with bookings, including one no longer on the tour (its bookings can then be moved or cancelled).',
    access: 'admin',
    errors: { 400: "'Invalid id': destinationId is not an ObjectId" },
  })
  @ApiQuery({ name: 'destinationId', required: true, type: String })
  @ApiOkResponse({ type: TourTimesBooked })
  async bookedTimes(
    @Query('destinationId', ParseObjectIdPipe) destinationId: string,
  ): Promise<TourTimesBooked> {
    const live = await this.withdrawals.liveTours(destinationId);
    return { data: [...new Set(live.map((b) => b.time))].sort() };
  }

  @Post('preview')
  @HttpCode(200)
  @Endpoint({
    operationId: 'TourTimesController_preview',
    summary: 'Dry run of cancelling or moving a tour time',
    description:
      'The bookings holding seats at the time (held and running, or confirmed) with their contacts, tickets and card payments, and their sums. With `toDate` and/or `toTime`, also the seats free there. Changes nothing.',
    access: 'admin',
    errors: { 400: `${BAD_REQUEST}, '${SAME_TIME}'`, 404: NOT_FOUND },
  })
  @ApiOkResponse({ type: TourTimePreviewBody })
  async preview(@Body() dto: TourTimeRequestDto): Promise<TourTimePreviewBody> {
    return { data: await this.operations.preview(dto) };
  }

  @Post('cancel')
  @HttpCode(200)
  @Endpoint({
    operationId: 'TourTimesController_cancel',
    summary: 'Cancel a whole tour time',
    description: `Closes the time (no booking or waitlist join after it; availability shows it closed), tells its waitlist by mail and ends it, then cancels every booking holding seats there, refunding card payments in full, and mails each visitor with their manage link. One audit entry (kind \`tour-time\`). Sent again for a time already cancelled, it answers that operation. ${RETRY}`,
    access: 'admin',
    errors: {
      400: BAD_REQUEST,
      404: NOT_FOUND,
      409: `'${BOOKING_BUSY}' (another cancel or move of this time still under way)`,
      503: STRIPE_OUT_MIDWAY,
    },
  })
  @ApiOkResponse({ type: TourTimeOperationDone })
  async cancel(@Body() dto: TourTimeRequestDto): Promise<TourTimeOperationDone> {
    const data = await this.operations.cancel(dto);
    return {
      message: `Cancelled ${data.totals.cancelled} of ${data.totals.bookings} bookings.`,
      data,
    };
  }

  @Post('move')
  @HttpCode(200)
  @Endpoint({
    operationId: 'TourTimesController_move',
    summary: 'Move a whole tour time to another date or time',
    description: `Claims seats at the target for every booking holding seats at the time, and only when all fit moves them (409 and nothing moved otherwise), freeing the old seats (offered to that time's waitlist) and mailing each visitor the new date and time with a new manage link. One audit entry (kind \`tour-time\`). ${RETRY}`,
    access: 'admin',
    errors: {
      400: `${BAD_REQUEST}, '${SAME_TIME}'`,
      404: NOT_FOUND,
      409: `'Only N seats are free on DATE at TIME; these bookings need M. Nothing was moved.', '${NOTHING_TO_MOVE}', '${TOUR_TIME_CANCELLED}', '${TARGET_CANCELLED}', '${BOOKING_BUSY}'`,
      503: STRIPE_OUT_MIDWAY,
    },
  })
  @ApiOkResponse({ type: TourTimeOperationDone })
  async move(@Body() dto: TourTimeRequestDto): Promise<TourTimeOperationDone> {
    const data = await this.operations.move(dto);
    return { message: `Moved ${data.totals.moved} of ${data.totals.bookings} bookings.`, data };
  }
}
