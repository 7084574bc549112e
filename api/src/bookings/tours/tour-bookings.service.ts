import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { Types } from 'mongoose';
import { performance } from 'node:perf_hooks';
import { AuthUser } from '../../common/auth/auth-user';
import { earliestToday, utcDay } from '../../common/calendar';
import { PRICE_CHANGED, samePrice } from '../../common/money';
import { PricingService } from '../../pricing/pricing.service';
import { GiftCardsService } from '../../gift-cards/gift-cards.service';
import { fromMinorUnits, priceTourBooking, priceView, withGiftCard } from '../../pricing/pricing';
import { PricePreview, priceLinesView, TourPriceQueryDto } from '../../pricing/dto/price.dto';
import { assertObjectId } from '../shared/booking-input';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Mail, mailKey, MailService } from '../../mail/mail.service';
import { ManageLinkMail, tourConfirmationMail } from '../../mail/templates/booking-mails';
import type { TourContent } from '../../destinations/tour-content';
import { BookingKind, InjectBookingKind } from '../shared/booking-kind';
import { manageLinkPath } from '../shared/booking-lifecycle';
import { BackOffice } from '../shared/back-office';
import { ResellerSale } from '../shared/reseller-sale';
import { RELEASE_MARGIN_MS, statusFilter } from '../shared/booking-status';
import { KindBookings } from '../shared/kind-bookings';
import { CheckoutView } from '../shared/dto/payment.dto';
import { HoldPolicy } from '../shared/hold-policy.service';
import { BookingMaker } from '../shared/booking-maker';
import { QuotaTokens } from '../../quotas/quota-tokens.service';
import { newManageToken } from '../shared/manage-token';
import { CreateTourBookingDto } from './dto/create-tour-booking.dto';
import { TourBookingView } from './dto/tour-booking.dto';
import { TourBooking, TourBookingDocument } from './schemas/tour-booking.schema';
import { tourStart } from '../shared/booking-start';
import { assertNotStarted, checkTourRequest, withUnitTickets } from './tour-booking.rules';
import { BookedDestination, TourSeats } from './tour-seats.service';
import { TourSlot, tourSlotKey } from './tour-slot';
import { TOUR_TIME_CANCELLED } from './tour-time-closures';
import { assertScheduled } from './scheduled-time';
import { currentLanguage } from '../../common/i18n/language-context';

export { NOT_A_TOUR_TIME } from './scheduled-time';
export const NO_SEAT_TAKEN = 'Please book at least one person who takes a seat';

/** A waitlist offer being claimed: its seats are claimed under `bookingId`, which the booking takes. */
export interface ClaimedOffer {
  bookingId: Types.ObjectId;
  destinationId: string;
  date: string;
  time: string;
  tickets: number;
  name: string;
  email: string;
}

export const OFFER_CLAIMED = 'This offer was already claimed: see the booking mail we sent.';
export const OFFER_GONE =
  'The seats of this offer are no longer held. Please join the waitlist again or choose another time.';

/**
 * Tour bookings: made (by the booking form or a waitlist offer's claim) and moved between times; listed and
 * read back as both kinds are (KindBookings). Their seats are TourSeats'.
 */
@Injectable()
export class TourBookingsService extends KindBookings<TourBooking, TourBookingView> {
  private readonly maker: BookingMaker<TourBooking>;

  constructor(
    @InjectBookingKind(TourBooking.name) kind: BookingKind<TourBooking>,
    private readonly seats: TourSeats,
    holds: HoldPolicy,
    private readonly mail: MailService,
    private readonly pricing: PricingService,
    private readonly giftCards: GiftCardsService,
    quotas: QuotaTokens,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(kind, config, {
      listBy: { date: 'date', record: 'destinationId' },
      view: (booking, now) => TourBookingView.of(booking, now),
      startsAt: tourStart,
    });
    this.maker = new BookingMaker(kind, holds, mail, pricing, giftCards, quotas, 'tour');
  }

  /**
   * `user` is the signed-in caller, if any (see newBookingState for when a booking is confirmed at once);
   * `client` its address, which unconfirmed holds are bounded by (HoldPolicy).
   */
  async create(
    dto: CreateTourBookingDto,
    user: AuthUser | null,
    client: string,
    /** An admin booking for a caller (see back-office.ts): confirmed at once, no card, a mail if asked. */
    backOffice?: BackOffice,
    /** A reseller's reservation through the OCTO API (see reseller-sale.ts): held, no card, no mail. */
    resellerSale?: ResellerSale,
  ): Promise<{ booking: TourBookingView; payment?: CheckoutView }> {
    const { booking, payment } = await this.make(dto, user, client, backOffice, resellerSale);
    return { booking: TourBookingView.of(booking), payment };
  }

  /** A reseller's reservation (see create): the stored booking, which the OCTO API shows its own way. */
  reserve(
    dto: CreateTourBookingDto,
    sale: ResellerSale,
  ): Promise<{ booking: TourBookingDocument }> {
    return this.make(dto, null, '', undefined, sale);
  }

  private async make(
    dto: CreateTourBookingDto,
    user: AuthUser | null,
    client: string,
    backOffice: BackOffice | undefined,
    resellerSale: ResellerSale | undefined,
  ): Promise<{ booking: TourBookingDocument; payment?: CheckoutView }> {
    const request = checkTourRequest(
      withUnitTickets(dto),
      earliestToday(),
      this.config.maxTicketsPerBooking,
    );
    const details = await this.seats.tourDetails(request.destinationId);
    const now = new Date();
    assertNotStarted(request, details.timeZone, now);
    // The date's seats per time: the schedule's for that date, else capacityPerSlot.
    const destination = { ...details, capacity: assertScheduled(details, request, now) };
    const { price, promo } = await this.pricing.tour(
      request.destinationId,
      destination,
      {
        tickets: request.tickets,
        units: dto.units,
        extras: request.extras,
        extraKeys: dto.extraKeys,
      },
      dto.promoCode,
    );
    // A gift card pays what it can of the total; `cost` is what is left to pay by card (or on the day).
    const giftCard =
      dto.giftCardCode && price.breakdown.total > 0
        ? await this.giftCards.forBooking(dto.giftCardCode, price.breakdown.total)
        : undefined;
    if (giftCard) price.breakdown = withGiftCard(price.breakdown, giftCard.amount);
    const cost = fromMinorUnits(price.breakdown.total);
    if (!samePrice(request.cost, cost)) throw new BadRequestException(PRICE_CHANGED);
    const seats = price.seats;
    if (seats < 1) throw new BadRequestException(NO_SEAT_TAKEN);
    // Only to answer early: any read of the last second will do (the check that counts comes after the write).
    await this.seats.assertOpen(request, performance.now() - 1000);
    this.seats.assertNotKnownFull(request, destination.capacity, seats);
    const { booking, payment } = await this.maker.make({
      user,
      client,
      backOffice,
      resellerSale,
      charged: cost,
      title: destination.title,
      places: { kind: 'seats', count: seats },
      slot: { key: tourSlotKey(request), capacity: destination.capacity },
      promo: promo && { checked: promo, discount: price.breakdown.discount },
      giftCard,
      record: {
        destinationId: new Types.ObjectId(request.destinationId),
        destinationTitle: destination.title,
        costPerPerson: destination.CostPerPerson,
        timeZone: destination.timeZone,
        date: request.date,
        time: request.time,
        tickets: price.tickets,
        ...(seats !== price.tickets && { seats }),
        ...(price.units.length > 0 && { units: price.units }),
        extras: price.extraKeys.length > 0,
        extraKeys: price.extraKeys,
        cost,
        price: price.breakdown,
        name: request.name,
        email: request.email,
        ...(dto.phone ? { phone: dto.phone } : {}),
      },
      claim: (bookingId, state) =>
        this.seats.claim(request, destination.capacity, seats, bookingId, state.claimsExpireAt),
      releaseAll: (bookingId) => this.seats.releaseAll(bookingId),
      // Cancelled as a whole while this booking was being made: the cancellation may have listed the time's
      // bookings before this one was written, so this one takes itself back (see TourTimeClosures).
      written: async (booking) => {
        if (await this.seats.isClosedSince(request, performance.now())) {
          await this.ledger.remove(booking._id);
          throw new ConflictException(TOUR_TIME_CANCELLED);
        }
      },
      confirmationMail: (booking, manage) =>
        tourConfirmationMail(booking, manage, destination.content),
    });
    return { booking, payment };
  }

  /**
   * Books the seats of a waitlist offer being claimed: the booking takes the offer's id, and with it the
   * seats already claimed under it, so no seat is claimed again and none is free meanwhile. The claim link
   * proved the address, so with payments off it is confirmed at once; with payments on it is held while
   * Stripe takes the money, as every paid booking is. Throws 409 (OFFER_GONE, nothing booked) when the
   * offer's seats were released meanwhile.
   */
  async bookOffer(
    offer: ClaimedOffer,
  ): Promise<{ booking: TourBookingView; payment?: CheckoutView }> {
    const destination = await this.seats.tourDetails(offer.destinationId);
    // A waitlist entry counts tickets: priced as the spec's tickets are (the tour's first category, if any).
    const price = priceTourBooking(destination, { tickets: offer.tickets }, this.pricing.currency);
    const cost = fromMinorUnits(price.breakdown.total);
    // A free tour has nothing to pay: confirmed at once, as with payments off.
    const payNow = cost > 0 ? this.checkout.payNow() : undefined;
    const holdMinutes = payNow ? Math.max(this.config.holdMinutes, payNow.minMinutes) : 0;
    const holdExpiresAt = payNow ? new Date(Date.now() + holdMinutes * 60_000) : undefined;
    const { token, hash } = newManageToken();
    let booking: TourBookingDocument;
    try {
      booking = await this.ledger.insert({
        _id: offer.bookingId,
        lang: currentLanguage(),
        destinationId: new Types.ObjectId(offer.destinationId),
        destinationTitle: destination.title,
        costPerPerson: destination.CostPerPerson,
        timeZone: destination.timeZone,
        date: offer.date,
        time: offer.time,
        tickets: offer.tickets,
        ...(price.units.length > 0 && { units: price.units }),
        extras: false,
        cost,
        price: price.breakdown,
        name: offer.name,
        email: offer.email,
        day: utcDay(),
        status: payNow ? 'held' : 'confirmed',
        holdExpiresAt,
        manageTokenHash: hash,
      });
    } catch (error) {
      // The offer's id is the booking's: a booking of it already there is the same claim sent twice.
      if (await this.ledger.model.exists({ _id: offer.bookingId }).exec()) {
        throw new ConflictException(OFFER_CLAIMED);
      }
      throw error;
    }
    // Stripe out of reach: the booking is removed again (503), the seats stay the offer's to claim again.
    const payment = payNow && (await this.checkout.open(booking, cost, destination.title, token));
    const kept = await this.seats.retime(
      offer.bookingId,
      holdExpiresAt && new Date(holdExpiresAt.getTime() + RELEASE_MARGIN_MS),
    );
    if (kept < offer.tickets) {
      // Released under the claim (a leave or a lapse racing it): nothing is booked. A payment already
      // started for it is refunded when it arrives, as for any deleted booking.
      await this.ledger.remove(offer.bookingId);
      await this.seats.releaseAll(offer.bookingId);
      throw new ConflictException(OFFER_GONE);
    }
    await this.lifecycle.created(booking);
    if (!payment) {
      await this.mail.send(
        tourConfirmationMail(
          booking,
          {
            status: 'confirmed',
            link: this.mail.siteLink(manageLinkPath(booking.reference, token)),
            holdMinutes,
          },
          destination.content,
        ),
        { key: mailKey('booking-confirmed', booking.reference), essential: true },
      );
    }
    return { booking: TourBookingView.of(booking), payment };
  }

  /**
   * A booking's confirmation with its tour's published content (meeting point, what to bring, ...), for a
   * confirmation sent later than the booking (its link opened, its payment in); without the content when
   * the tour was deleted since.
   */
  async confirmationMail(booking: TourBookingDocument, manage: ManageLinkMail): Promise<Mail> {
    return tourConfirmationMail(booking, manage, await this.contentOf(booking));
  }

  /** What the operator published about a booking's tour; null when the tour no longer exists. */
  async contentOf(booking: Pick<TourBooking, 'destinationId'>): Promise<TourContent | null> {
    return (await this.detailsOf(booking))?.content ?? null;
  }

  /** The booked tour's details (cached briefly), or null when it was deleted. */
  async detailsOf(booking: Pick<TourBooking, 'destinationId'>): Promise<BookedDestination | null> {
    try {
      return await this.seats.tourDetails(booking.destinationId.toString());
    } catch (error) {
      if (error instanceof NotFoundException) return null;
      throw error;
    }
  }

  /**
   * A tour's price before booking, as `create` would charge it: 400 for a choice the tour does not sell or a
   * code that does not apply (unknown, inactive, not yet or no longer valid, another tour, under its
   * minimum), 409 when its uses are all taken (in total, or by `email`).
   */
  async preview(query: TourPriceQueryDto): Promise<PricePreview> {
    assertObjectId(query.destinationId, 'destination');
    const destination = await this.seats.tourDetails(query.destinationId);
    const tickets = query.units
      ? query.units.reduce((sum, unit) => sum + unit.count, 0)
      : (query.tickets ?? 0);
    const { price, promo } = await this.pricing.tour(
      query.destinationId,
      destination,
      { tickets, units: query.units, extras: query.extras, extraKeys: query.extraKeys },
      query.promoCode,
      query.email,
      true,
    );
    return {
      price: priceView(price.breakdown),
      lines: priceLinesView(price.breakdown),
      ...(promo && { promoCode: promo.code.code }),
      tickets: price.tickets,
      seats: price.seats,
    };
  }

  /** Seats of one tour time a booking could take now (see TourSeats.freeSeats). */
  freeSeats(slot: TourSlot, capacity: number): Promise<number> {
    return this.seats.freeSeats(slot, capacity);
  }

  /** The bookings of one tour time that hold seats (held and running, or confirmed), oldest first. */
  atTime(slot: TourSlot, now = new Date()): Promise<TourBookingDocument[]> {
    return this.ledger.model
      .find({
        destinationId: new Types.ObjectId(slot.destinationId),
        date: slot.date,
        time: slot.time,
        $or: [statusFilter('held', now), statusFilter('confirmed')],
      })
      .sort({ createdAt: 1, _id: 1 })
      .exec();
  }

  /**
   * Moves a booking that holds seats from one time of its tour to another, with a new manage link's hash
   * (its mail carries the link); null when it is not at `from` or holds no seats any more. The seats are the
   * caller's business (claimed at `to` before, released at `from` after).
   */
  moveTo(
    id: Types.ObjectId,
    from: TourSlot,
    to: TourSlot,
    manageTokenHash: string,
  ): Promise<TourBookingDocument | null> {
    return this.ledger.model
      .findOneAndUpdate(
        {
          _id: id,
          date: from.date,
          time: from.time,
          $or: [statusFilter('held'), statusFilter('confirmed')],
        },
        { $set: { date: to.date, time: to.time, manageTokenHash } },
        { new: true },
      )
      .exec();
  }

  /** A new manage link for a booking (its old link stops working): the hash of the token being mailed. */
  async setManageToken(id: Types.ObjectId, manageTokenHash: string): Promise<void> {
    await this.ledger.model.updateOne({ _id: id }, { $set: { manageTokenHash } }).exec();
  }
}
