import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { AuthUser } from '../../common/auth/auth-user';
import { earliestToday } from '../../common/calendar';
import { PRICE_CHANGED, samePrice } from '../../common/money';
import { fromMinorUnits, priceView, withGiftCard } from '../../pricing/pricing';
import { PricePreview, priceLinesView, StayPriceQueryDto } from '../../pricing/dto/price.dto';
import { assertObjectId } from '../shared/booking-input';
import { PricingService } from '../../pricing/pricing.service';
import { GiftCardsService } from '../../gift-cards/gift-cards.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { stayConfirmationMail } from '../../mail/templates/booking-mails';
import { SettingsService } from '../../settings/settings.service';
import { BookingKind, InjectBookingKind } from '../shared/booking-kind';
import { BackOffice } from '../shared/back-office';
import { KindBookings } from '../shared/kind-bookings';
import { CheckoutView } from '../shared/dto/payment.dto';
import { HoldPolicy } from '../shared/hold-policy.service';
import { BookingMaker } from '../shared/booking-maker';
import { QuotaTokens } from '../../quotas/quota-tokens.service';
import { CreateStayBookingDto } from './dto/create-stay-booking.dto';
import { StayBookingView } from './dto/stay-booking.dto';
import { StayBooking } from './schemas/stay-booking.schema';
import { checkStayRequest, stayQuote } from './stay-booking.rules';
import { StayNights } from './stay-nights.service';
import { stayStart } from '../shared/booking-start';

/**
 * Stay bookings: made here; listed and read back as both kinds are (KindBookings). Their nights are
 * StayNights'.
 */
@Injectable()
export class StayBookingsService extends KindBookings<StayBooking, StayBookingView> {
  private readonly maker: BookingMaker<StayBooking>;

  constructor(
    @InjectBookingKind(StayBooking.name) kind: BookingKind<StayBooking>,
    private readonly nights: StayNights,
    private readonly settings: SettingsService,
    holds: HoldPolicy,
    private readonly mail: MailService,
    private readonly pricing: PricingService,
    private readonly giftCards: GiftCardsService,
    quotas: QuotaTokens,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(kind, config, {
      listBy: { date: 'checkIn', record: 'offerId' },
      view: (booking, now) => StayBookingView.of(booking, now),
      startsAt: stayStart,
    });
    this.maker = new BookingMaker(kind, holds, mail, pricing, giftCards, quotas, 'stay');
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
    // A gift card pays what it can of the total; the rest is charged by card (or paid on the day).
    const giftCard =
      dto.giftCardCode && price.total > 0
        ? await this.giftCards.forBooking(dto.giftCardCode, price.total)
        : undefined;
    const charged = giftCard ? withGiftCard(price, giftCard.amount) : price;
    const { booking, payment } = await this.maker.make({
      user,
      client,
      backOffice,
      charged: fromMinorUnits(charged.total),
      title: offer.title,
      places: { kind: 'stays' },
      promo: promo && { checked: promo, discount: price.discount },
      giftCard,
      record: {
        offerId: offer._id,
        offerTitle: offer.title,
        offerPrice: offer.Price,
        timeZone: offer.timeZone,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        nights: request.nights,
        guests: request.guests,
        ...quote,
        price: charged,
        name: request.name,
        email: request.email,
        ...(dto.phone ? { phone: dto.phone } : {}),
      },
      claim: (bookingId, state) =>
        this.nights.claim(offer._id, request, bookingId, state.claimsExpireAt),
      releaseAll: (bookingId) => this.nights.releaseAll(bookingId),
      confirmationMail: stayConfirmationMail,
    });
    return { booking: StayBookingView.of(booking), payment };
  }
}
