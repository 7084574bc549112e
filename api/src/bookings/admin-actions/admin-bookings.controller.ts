import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Endpoint, STRIPE_UNREACHABLE } from '../../common/decorators/endpoint.decorator';
import { BOOKING_BUSY_DOC } from '../shared/booking-locks';
import { AdminBookingActions } from './admin-booking-actions.service';
import {
  AdminBookingChanged,
  AdminBookingShown,
  BackOfficeStayBookingDto,
  BackOfficeTourBookingDto,
  BookingNoteDto,
  ChangeBookingDto,
  MoveBookingDto,
} from './dto/booking-action.dto';
import {
  ALREADY_CONFIRMED,
  ALREADY_MARKED_PAID,
  CARD_PAYMENT,
  MARK_CONFIRMED_ONLY,
  NOTHING_TO_CHANGE,
  PRICED_BY_CATEGORY,
  PAID_BY_CARD,
  WAITS_FOR_CARD,
} from './booking-action.rules';

const REFERENCE = () =>
  ApiParam({
    name: 'reference',
    example: 'TB-7K3Q9X',
    description: 'The booking reference (any case)',
  });
const BAD_REFERENCE =
  "A malformed reference ('A booking reference looks like TB-7K3Q9X or ST-7K3Q9X')";
const NOT_FOUND = "'Booking not found'";
const NOT_LIVE = "'This booking was cancelled.' or 'This hold expired unconfirmed.'";
const WITHDRAWN = 'the tour or stay was withdrawn (deleted)';

/**
 * What an admin does to one booking of either kind (its reference says which), and back-office bookings.
 * Admins only; every change audited, each run in turn with the booking's other changes.
 */
@ApiTags('admin-bookings')
@Controller('api/admin/bookings')
export class AdminBookingsController {
  constructor(private readonly actions: AdminBookingActions) {}

  @Endpoint({
    operationId: 'AdminBookingsController_bookTour',
    summary: 'Book a tour for a phone or walk-in customer',
    description:
      "The site's rules, price check and seats; confirmed at once, channel back-office, never sent to card payment; the confirmation mailed unless sendMail is false.",
    access: 'admin',
    errors: {
      400: 'As POST /api/booking, or sendMail not a boolean',
      404: 'What is booked does not exist',
      409: 'Sold out, fewer tickets left, or the time was cancelled',
    },
  })
  @Post('tours')
  @ApiCreatedResponse({ type: AdminBookingShown })
  async bookTour(@Body() dto: BackOfficeTourBookingDto): Promise<AdminBookingShown> {
    return { data: await this.actions.bookTour(dto) };
  }

  @Endpoint({
    operationId: 'AdminBookingsController_bookStay',
    summary: 'Book a stay for a phone or walk-in customer',
    description:
      "The site's rules, price check and nights; confirmed at once, channel back-office, never sent to card payment; the confirmation mailed unless sendMail is false.",
    access: 'admin',
    errors: {
      400: 'As POST /api/bookingapartment, or sendMail not a boolean',
      404: 'What is booked does not exist',
      409: 'Those nights are taken',
    },
  })
  @Post('stays')
  @ApiCreatedResponse({ type: AdminBookingShown })
  async bookStay(@Body() dto: BackOfficeStayBookingDto): Promise<AdminBookingShown> {
    return { data: await this.actions.bookStay(dto) };
  }

  @Endpoint({
    operationId: 'AdminBookingsController_show',
    summary: 'One booking, everything about it',
    description:
      'The booking (either kind), its internal note, the cancellation deadline, whether what it books was withdrawn, and its mails. Its history: GET /api/admin/audit?record=<booking _id>.',
    access: 'admin',
    errors: { 400: BAD_REFERENCE, 404: NOT_FOUND },
  })
  @Get(':reference')
  @REFERENCE()
  @ApiOkResponse({ type: AdminBookingShown })
  async show(@Param('reference') reference: string): Promise<AdminBookingShown> {
    return { data: await this.actions.detail(reference) };
  }

  @Endpoint({
    operationId: 'AdminBookingsController_change',
    summary: 'Change the name, phone, tickets (tour) or guests (stay)',
    description:
      'Only the fields sent change (a null or blank phone removes it). Seats are claimed (or freed) at once, the total recomputed on the server at the price the booking was made at (its price per person, extras and promo code), the change audited and mailed to the booker with a new manage link.',
    access: 'admin',
    errors: {
      400: `'${NOTHING_TO_CHANGE}', a bad name, phone, tickets or guests (whole, at least 1, within MAX_TICKETS_PER_BOOKING or the guest limit), tickets of a stay or guests of a tour, or a tour that has started`,
      404: NOT_FOUND,
      409: `${NOT_LIVE}, not enough seats ('Only 1 ticket left for this time'), '${PAID_BY_CARD}', '${PRICED_BY_CATEGORY}', ${WITHDRAWN}, or ${BOOKING_BUSY_DOC}`,
    },
  })
  @Patch(':reference')
  @REFERENCE()
  @ApiOkResponse({ type: AdminBookingChanged })
  async change(
    @Param('reference') reference: string,
    @Body() dto: ChangeBookingDto,
  ): Promise<AdminBookingChanged> {
    return { message: 'Booking changed.', data: await this.actions.change(reference, dto) };
  }

  @Endpoint({
    operationId: 'AdminBookingsController_cancel',
    summary: "Cancel a booking on the visitor's behalf",
    description:
      'As the visitor cancels it, without the cutoff: a card payment refunded in full, its places freed, the notice mailed, audited.',
    access: 'admin',
    errors: {
      400: BAD_REFERENCE,
      404: NOT_FOUND,
      409: `${NOT_LIVE}, or ${BOOKING_BUSY_DOC}`,
      503: STRIPE_UNREACHABLE,
    },
  })
  @Post(':reference/cancel')
  @HttpCode(200)
  @REFERENCE()
  @ApiOkResponse({ type: AdminBookingChanged })
  async cancel(@Param('reference') reference: string): Promise<AdminBookingChanged> {
    return { message: 'Booking cancelled.', data: await this.actions.cancel(reference) };
  }

  @Endpoint({
    operationId: 'AdminBookingsController_confirm',
    summary: 'Confirm a held booking',
    description:
      'After a phone call, say: the hold is confirmed (its places stop lapsing), audited, and the confirmation mailed with a new manage link.',
    access: 'admin',
    errors: {
      400: BAD_REFERENCE,
      404: NOT_FOUND,
      409: `'${ALREADY_CONFIRMED}', ${NOT_LIVE}, '${WAITS_FOR_CARD}', ${WITHDRAWN}, or ${BOOKING_BUSY_DOC}`,
    },
  })
  @Post(':reference/confirm')
  @HttpCode(200)
  @REFERENCE()
  @ApiOkResponse({ type: AdminBookingChanged })
  async confirm(@Param('reference') reference: string): Promise<AdminBookingChanged> {
    return { message: 'Booking confirmed.', data: await this.actions.confirm(reference) };
  }

  @Endpoint({
    operationId: 'AdminBookingsController_move',
    summary: 'Move a tour booking to another date or time',
    description:
      "To a time of the same tour with room: its seats claimed there first, then the booking moved and its old seats released (offered to the old time's waitlist), so they are never held at neither time; audited (moved) and mailed with a new manage link. A missing date or time is the booking's own.",
    access: 'admin',
    errors: {
      400: "A stay booking, a malformed or past date, a date beyond 2 years, a malformed time, a time not among the tour's times ('Please choose one of the tour times') or already started, or the booking's own time",
      404: NOT_FOUND,
      409: `${NOT_LIVE}, not enough seats ('Only 1 seat is free on 2026-12-24 at 10:30; this booking needs 2.'), the time was cancelled, ${WITHDRAWN}, or ${BOOKING_BUSY_DOC}`,
    },
  })
  @Post(':reference/move')
  @HttpCode(200)
  @REFERENCE()
  @ApiOkResponse({ type: AdminBookingChanged })
  async move(
    @Param('reference') reference: string,
    @Body() dto: MoveBookingDto,
  ): Promise<AdminBookingChanged> {
    return { message: 'Booking moved.', data: await this.actions.move(reference, dto) };
  }

  @Endpoint({
    operationId: 'AdminBookingsController_resend',
    summary: 'Send the booking its mail again',
    description:
      'The mail of its present state: the confirmation (a hold: with its confirm link and the minutes left) with a new manage link (the old one stops working), or the cancellation notice. Audited (mailed).',
    access: 'admin',
    errors: { 400: BAD_REFERENCE, 404: NOT_FOUND, 409: `An expired hold, or ${BOOKING_BUSY_DOC}` },
  })
  @Post(':reference/resend')
  @HttpCode(200)
  @REFERENCE()
  @ApiOkResponse({ type: AdminBookingChanged })
  async resend(@Param('reference') reference: string): Promise<AdminBookingChanged> {
    return { message: 'Mail sent again.', data: await this.actions.resend(reference) };
  }

  @Endpoint({
    operationId: 'AdminBookingsController_markPaid',
    summary: 'Mark a booking paid on the day',
    description:
      'A confirmed booking without a card payment: payment.paidAt is set (its status stays on_the_day). Audited (paid).',
    access: 'admin',
    errors: {
      400: BAD_REFERENCE,
      404: NOT_FOUND,
      409: `'${MARK_CONFIRMED_ONLY}', '${CARD_PAYMENT}', '${ALREADY_MARKED_PAID}', or ${BOOKING_BUSY_DOC}`,
    },
  })
  @Post(':reference/mark-paid')
  @HttpCode(200)
  @REFERENCE()
  @ApiOkResponse({ type: AdminBookingChanged })
  async markPaid(@Param('reference') reference: string): Promise<AdminBookingChanged> {
    return { message: 'Marked paid.', data: await this.actions.markPaid(reference) };
  }

  @Endpoint({
    operationId: 'AdminBookingsController_note',
    summary: "Set the booking's internal note",
    description:
      'Admins only, never shown to the visitor (not in any visitor view or mail); an empty note removes it. Audited (updated).',
    access: 'admin',
    errors: {
      400: 'A malformed reference, or a note that is not text, over 1000 characters or with control characters',
      404: NOT_FOUND,
      409: BOOKING_BUSY_DOC,
    },
  })
  @Put(':reference/note')
  @REFERENCE()
  @ApiOkResponse({ type: AdminBookingChanged })
  async note(
    @Param('reference') reference: string,
    @Body() dto: BookingNoteDto,
  ): Promise<AdminBookingChanged> {
    return { message: 'Note saved.', data: await this.actions.setNote(reference, dto.note) };
  }
}
