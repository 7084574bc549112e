import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Ip,
  Param,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Endpoint, STRIPE_UNREACHABLE } from '../../../common/decorators/endpoint.decorator';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { AuthUser } from '../../../common/auth/auth-user';
import { isObjectIdString } from '../../../common/object-id';
import { ParseObjectIdPipe } from '../../../common/pipes/parse-object-id.pipe';
import { parseDay } from '../../../common/query-values';
import { RATE_LIMITS, RateLimited } from '../../../throttle/rate-limits';
import { TourBookingCreated } from '../dto/tour-booking.dto';
import { TOUR_TIME } from '../tour-booking.rules';
import { JoinWaitlistDto } from './dto/join-waitlist.dto';
import {
  WaitlistConfirmed,
  WaitlistEntryList,
  WaitlistEntryRemoved,
  WaitlistJoined,
  WaitlistLeft,
  WaitlistLink,
  WaitlistOfferView,
} from './dto/waitlist.dto';
import { WaitlistClaims } from './waitlist-claims.service';
import { WaitlistService } from './waitlist.service';

const WRONG_LINK =
  "'This waitlist link is not valid.': unknown or malformed token, or a token of another destination";
const OFFER_RULES =
  "Only entries whose address is confirmed are offered seats: one joined by its signed-in owner with a verified email under that email, or one confirmed by the joined mail's link (`/waitlist/confirm?destination=&token=`); an unconfirmed entry keeps its place but is passed over. Freed seats (a cancellation, an expired hold, a deleted booking, an admin raising capacityPerSlot, a lapsed or declined offer) are offered strictly in join order: the first entry in line whose tickets fit the free seats is offered them; an entry that does not fit keeps its place and is skipped until enough seats are free for it. The offered seats are held for it (nobody else can book them) for WAITLIST_OFFER_MINUTES (30 by default) and a mail with the claim link (`/waitlist/claim?destination=&token=`) is sent; unclaimed, the offer passes and its seats go on down the line. An entry is offered at most once.";

/** The waitlist of sold-out tour times: joining, leaving and claiming by the mailed links, and the admin's view. */
@ApiTags('waitlist')
@Controller('api')
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    private readonly claims: WaitlistClaims,
  ) {}

  @Endpoint({
    operationId: 'WaitlistController_join',
    summary: 'Join the waitlist of a sold-out tour time',
    description: `Public. The time must not have \`tickets\` seats free (409 otherwise: book instead). One entry per email and time: joining again while in line answers 200 with the same entry's current position (no new entry, no mail); after leaving, a passed offer or a claim, joining again puts the address at the back of the line (201). A mail confirms the entry with a leave link (\`/waitlist/leave?destination=&token=\`) and, unless its verified owner joined signed in, a confirm link. At most WAITLIST_ENTRIES_PER_CLIENT (10) entries in line from one client and WAITLIST_ENTRIES_PER_ADDRESS (5) under one address. ${OFFER_RULES}`,
    access: 'public-or-signed-in',
    errors: {
      400: "Invalid input, with the tour booking form's messages and limits: 'Please fill in all required fields', the name and email rules, a date before today, a malformed time or one not among the destination's tourTimes ('Please choose one of the tour times'), more tickets than MAX_TICKETS_PER_BOOKING, or a time that has started",
      404: "'Destination not found'",
      409: "'Seats are available: book now.': the time has at least `tickets` seats free",
      429: "'You are on too many waitlists at once. ...' (the bounds above), or 'Too many mails to this address this hour. ...' (MAILS_PER_RECIPIENT_PER_HOUR spent: the joined mail could not be sent)",
    },
  })
  @RateLimited(RATE_LIMITS.booking)
  @Post('destination/:id/waitlist')
  @ApiCreatedResponse({ type: WaitlistJoined, description: 'A new entry' })
  @ApiOkResponse({ type: WaitlistJoined, description: 'The address was already in line' })
  async join(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: JoinWaitlistDto,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user: AuthUser | null,
    @Ip() client: string,
  ): Promise<WaitlistJoined> {
    const { position, confirmed, created } = await this.waitlist.join(id, dto, user, client);
    res.status(created ? 201 : 200);
    return { position, confirmed };
  }

  @Endpoint({
    operationId: 'WaitlistController_confirm',
    summary: "Confirm a waitlist entry's address",
    description:
      "By the joined mail's confirm link (its leave token). From then on the entry may be offered seats, and seats free now are offered at once. Confirming again answers the same.",
    access: 'public',
    errors: {
      404: WRONG_LINK,
      409: "'This waitlist entry is no longer in line.': it left, passed or was claimed",
    },
  })
  @RateLimited(RATE_LIMITS.manage)
  @Post('destination/:id/waitlist/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: WaitlistConfirmed })
  confirm(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() link: WaitlistLink,
  ): Promise<WaitlistConfirmed> {
    return this.waitlist.confirm(id, link.token);
  }

  @Endpoint({
    operationId: 'WaitlistController_leave',
    summary: 'Leave a waitlist',
    description:
      "By the joined mail's leave link or the offer mail's link (either token). Seats offered to the entry are released and offered to the next in line at once. Leaving again answers the same.",
    access: 'public',
    errors: {
      404: WRONG_LINK,
      409: "'You booked these seats from the waitlist: cancel the booking from its mail instead.'",
    },
  })
  @RateLimited(RATE_LIMITS.manage)
  @Post('destination/:id/waitlist/leave')
  @HttpCode(200)
  @ApiOkResponse({ type: WaitlistLeft })
  leave(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() link: WaitlistLink,
  ): Promise<WaitlistLeft> {
    return this.waitlist.leave(id, link.token);
  }

  @Endpoint({
    operationId: 'WaitlistController_offer',
    summary: 'The offer a claim link names',
    description:
      "By the offer mail's claim link: the tour time, the tickets, the entry's status and, once offered, until when its seats are held. Reading it changes nothing.",
    access: 'public',
    errors: { 404: WRONG_LINK },
  })
  @RateLimited(RATE_LIMITS.manage)
  @Get('destination/:id/waitlist/offer')
  @ApiQuery({ name: 'token', type: String })
  @ApiOkResponse({ type: WaitlistOfferView })
  offer(
    @Param('id', ParseObjectIdPipe) id: string,
    @Query('token') token: unknown,
  ): Promise<WaitlistOfferView> {
    return this.claims.offerByLink(id, token);
  }

  @Endpoint({
    operationId: 'WaitlistController_claim',
    summary: 'Claim the seats a waitlist offer holds',
    description:
      "By the offer mail's claim link, before the offer ends. The held seats become a tour booking (the entry's tickets, no extras, at the destination's current price) through the booking path: with payments off it is `confirmed` at once (the link proved the address) and the confirmation mail sent; with payments on it is `held` for max(HOLD_MINUTES, 31) minutes and the answer carries `payment` (Stripe Checkout), confirmed by the webhook as any paid booking. 503 when Stripe cannot be reached: nothing booked, the offer stands.",
    access: 'public',
    errors: {
      404: `${WRONG_LINK}, or 'Destination not found'`,
      409: "'This offer was already claimed: see the booking mail we sent.', 'This offer has lapsed and its seats went to the next person on the waitlist.', 'You left this waitlist, so its offer no longer stands.', or 'The seats of this offer are no longer held. ...'",
      503: STRIPE_UNREACHABLE,
    },
  })
  @RateLimited(RATE_LIMITS.manage)
  @Post('destination/:id/waitlist/claim')
  @HttpCode(201)
  @ApiCreatedResponse({ type: TourBookingCreated })
  async claim(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() link: WaitlistLink,
  ): Promise<TourBookingCreated> {
    const { booking, payment } = await this.claims.claim(id, link.token);
    return {
      message: 'Booking submitted successfully!',
      data: booking,
      ...(payment && { payment }),
    };
  }

  @Endpoint({
    operationId: 'WaitlistController_list',
    summary: "A destination's waitlists on a day",
    description:
      'Every entry of the day (or of one time), ordered by time and then join order, with its position in line (null once out of line) and status: waiting, offered, claimed, left, passed.',
    access: 'admin',
    errors: {
      400: "'destinationId must be a valid id', 'date must be a date in the form YYYY-MM-DD', or 'time must be HH:mm'",
    },
  })
  @Get('admin/waitlist')
  @ApiQuery({ name: 'destinationId', type: String })
  @ApiQuery({ name: 'date', type: String, format: 'date', description: 'YYYY-MM-DD' })
  @ApiQuery({ name: 'time', type: String, required: false, description: 'HH:mm: one time only' })
  @ApiOkResponse({ type: WaitlistEntryList })
  async list(
    @Query('destinationId') destinationId: unknown,
    @Query('date') date: unknown,
    @Query('time') time: unknown,
  ): Promise<WaitlistEntryList> {
    if (typeof destinationId !== 'string' || !isObjectIdString(destinationId)) {
      throw new BadRequestException('destinationId must be a valid id');
    }
    const day = parseDay(date, 'date');
    if (!day) throw new BadRequestException('date must be a date in the form YYYY-MM-DD');
    if (time !== undefined && (typeof time !== 'string' || !TOUR_TIME.test(time))) {
      throw new BadRequestException('time must be HH:mm');
    }
    return { data: await this.waitlist.list(destinationId, day, time) };
  }

  @Endpoint({
    operationId: 'WaitlistController_remove',
    summary: 'Remove a waitlist entry',
    description:
      'Deletes the entry. Seats offered to it are released and offered to the next in line at once; a booking it claimed stays.',
    access: 'admin',
    errors: { 400: "'Invalid id'", 404: "'Waitlist entry not found'" },
  })
  @Delete('admin/waitlist/:id')
  @ApiOkResponse({ type: WaitlistEntryRemoved })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<WaitlistEntryRemoved> {
    await this.waitlist.remove(id);
    return { message: 'Waitlist entry removed' };
  }
}
