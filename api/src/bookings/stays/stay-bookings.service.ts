import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { AuthUser } from '../../common/auth/auth-user';
import { earliestToday, utcDay } from '../../common/calendar';
import { PRICE_CHANGED, samePrice } from '../../common/money';
import { fromMinorUnits, priceView } from '../../pricing/pricing';
import { PricePreview, priceLinesView, StayPriceQueryDto } from '../../pricing/dto/price.dto';
import { assertObjectId } from '../shared/booking-input';
import { PricingService } from '../../pricing/pricing.service';
import { AppliedPromo } from '../../pricing/promo-codes/promo-codes.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { assertWithinClaimDeadline } from '../../inventory/claims';
import { mailKey, MailService } from '../../mail/mail.service';
import { stayConfirmationMail } from '../../mail/templates/booking-mails';
import { SettingsService } from '../../settings/settings.service';
import { BookingKind, InjectBookingKind } from '../shared/booking-kind';
import { manageLinkPath } from '../shared/booking-lifecycle';
import { BackOffice, backOfficeState, channelOf } from '../shared/back-office';
import { firstMailBudget } from '../shared/first-mail-budget';
import { KindBookings } from '../shared/kind-bookings';
import { CheckoutView } from '../shared/dto/payment.dto';
import { HoldPolicy, holdOwnerOf } from '../shared/hold-policy.service';
import { CreateStayBookingDto } from './dto/create-stay-booking.dto';
import { StayBookingView } from './dto/stay-booking.dto';
import { StayBooking, StayBookingDocument } from './schemas/stay-booking.schema';
import { checkStayRequest, stayQuote } from './stay-booking.rules';
import { StayNights } from './stay-nights.service';
import { stayStart } from '../shared/booking-start';

/**
 * Stay bookings: made here; listed and read back as both kinds are (KindBookings). Their nights are
 * StayNights'.
 */
@Injectable()
export class StayBookingsService extends KindBookings<StayBooking, StayBookingView> {
  constructor(
    @InjectBookingKind(StayBooking.name) kind: BookingKind<StayBooking>,
    private readonly nights: StayNights,
    private readonly settings: SettingsService,
    private readonly holds: HoldPolicy,
    private readonly mail: MailService,
    private readonly pricing: PricingService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(kind, config, {
      listBy: { date: 'checkIn', record: 'offerId' },
      view: (booking, now) => StayBookingView.of(booking, now),
      startsAt: stayStart,
    });
  }

  /**
   * A stay's price before booking (the spec's total for `guests` and `nights`) with a promo code: 400 for
   * a code that does not apply, 409 when its uses are all taken (in total, or by `email`).
   */
  async preview(query: StayPriceQueryDto): Promise<PricePreview> {
    assertObjectId(query.offerId, 'offer');
    const offer = await this.nights.offer(query.offerId);
    const quote = stayQuote(offer.Price, query.guests, query.nights);
    const { price, promo } = await this.pricing.stay(
      query.offerId,
      quote.totalCost,
      query.nights,
      query.promoCode,
      query.email,
      true,
    );
    return {
      price: priceView(price),
      lines: priceLinesView(price),
      ...(promo && { promoCode: promo.code.code }),
    };
  }

  /**
   * `user` is the signed-in caller, if any (see newBookingState for when a booking is confirmed at once);
   * `client` its address, which unconfirmed holds are bounded by (HoldPolicy).
   */
  async create(
    dto: CreateStayBookingDto,
    user: AuthUser | null,
    client: string,
    /** An admin booking for a caller (see back-office.ts): confirmed at once, no card, a mail if asked. */
    backOffice?: BackOffice,
  ): Promise<{ booking: StayBookingView; payment?: CheckoutView }> {
    const request = checkStayRequest(
      dto,
      earliestToday(),
      await this.settings.guestLimit(),
      this.config.maxNightsPerStay,
    );
    const offer = await this.nights.offer(request.offerId);
    const quote = stayQuote(offer.Price, request.guests, request.nights);
    if (
      !samePrice(request.pricePerNight, quote.pricePerNight) ||
      !samePrice(request.totalCost, quote.totalCost) ||
      !samePrice(request.costPerPerson, quote.costPerPerson)
    ) {
      throw new BadRequestException(PRICE_CHANGED);
    }
    const { price, promo } = await this.pricing.stay(
      request.offerId,
      quote.totalCost,
      request.nights,
      dto.promoCode,
    );
    const charged = fromMinorUnits(price.total);
    const state = backOffice
      ? backOfficeState()
      : await this.holds.start({
          user,
          email: request.email,
          client,
          payNow: this.checkout.payNow(),
          places: { kind: 'stays' },
        });
    const mailBudget = await firstMailBudget(
      this.mail,
      { ...state, email: request.email },
      this.checkout.enabled && !backOffice,
    );

    // Nights first, the booking after: a booking never exists without its nights, and nights whose booking
    // never arrived (a crash in between) are swept as abandoned once their grace period is over.
    const bookingId = new Types.ObjectId();
    // The code's use before the nights: a code used up meanwhile refuses the booking with nothing claimed.
    const applied: AppliedPromo | undefined =
      promo &&
      (await this.pricing.claim(promo, {
        bookingId,
        bookingKind: 'stay',
        email: request.email,
        discount: price.discount,
      }));
    const startedAt = Date.now();
    try {
      await this.nights.claim(
        offer._id,
        request,
        bookingId,
        state.claimsExpireAt,
        holdOwnerOf({ ...state, email: request.email }),
      );
    } catch (error) {
      await this.pricing.release(applied, bookingId);
      throw error;
    }
    let booking: StayBookingDocument;
    let payment: CheckoutView | undefined;
    try {
      assertWithinClaimDeadline(startedAt);
      booking = await this.ledger.insert({
        _id: bookingId,
        offerId: offer._id,
        offerTitle: offer.title,
        offerPrice: offer.Price,
        timeZone: offer.timeZone,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        nights: request.nights,
        guests: request.guests,
        ...quote,
        price,
        ...(applied && { promo: applied }),
        name: request.name,
        email: request.email,
        ...(dto.phone ? { phone: dto.phone } : {}),
        day: utcDay(),
        status: state.status,
        holdExpiresAt: state.holdExpiresAt,
        manageTokenHash: state.manageTokenHash,
        ...(state.clientKey ? { clientKey: state.clientKey } : {}),
        ...channelOf(backOffice),
      });
      if (!backOffice) {
        payment = await this.checkout.open(booking, charged, offer.title, state.manageToken);
      }
    } catch (error) {
      await this.nights.releaseAll(bookingId);
      await this.pricing.release(applied, bookingId);
      throw error;
    }
    await this.pricing.attach(applied, booking.reference);
    await this.lifecycle.created(booking);
    // With payments on, the confirmation goes out once paid. The mail is queued in the outbox (a worker
    // sends it, retrying), so the visitor never waits for SMTP. A hold's mail carries the link that
    // confirms it: its budget slot was taken before booking (firstMailBudget).
    if (!payment && backOffice?.mail !== false) {
      await this.mail.send(
        stayConfirmationMail(booking, {
          status: state.status,
          link: this.mail.siteLink(manageLinkPath(booking.reference, state.manageToken)),
          holdMinutes: state.holdMinutes,
        }),
        { key: mailKey(`booking-${state.status}`, booking.reference), ...mailBudget },
      );
    }
    return { booking: StayBookingView.of(booking), payment };
  }
}
