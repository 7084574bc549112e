import {
  BadRequestException,
  Inject,
  Injectable,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { CacheInvalidator } from '../../cache/cache-invalidator.service';
import { AuthUser } from '../../common/auth/auth-user';
import { Page } from '../../common/pagination/paginate';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AVAILABILITY_CACHE_TAG } from '../../cache/cache-tags';
import { manageLinkPath } from '../shared/booking-lifecycle';
import { firstMailBudget } from '../shared/first-mail-budget';
import { HoldPolicy } from '../shared/hold-policy.service';
import { BookingCheckout } from '../shared/booking-checkout';
import { CheckoutView } from '../shared/dto/payment.dto';
import { PaymentsService } from '../../payments/payments.service';
import { AuditService } from '../../audit/audit.service';
import { RecentlyDeleted } from '../../recently-deleted/recently-deleted.service';
import { BookingLifecycle } from '../shared/booking-lifecycle.service';
import {
  cancelDeadline,
  claimsLapseOf,
  effectiveStatus,
  isCancellable,
} from '../shared/booking-status';
import { BookingLedger } from '../shared/booking-ledger';
import { bookingListFilter, BookingListQuery } from '../shared/booking-list-query';
import { dayNumber, earliestToday, nightsOf, utcDay } from '../../common/calendar';
import { assertWithinClaimDeadline } from '../../inventory/claims';
import { PRICE_CHANGED, samePrice } from '../../common/money';
import { NightInventory } from '../../inventory/night-inventory.service';
import { mailKey, MailService } from '../../mail/mail.service';
import { OffersService } from '../../offers/offers.service';
import { SettingsService } from '../../settings/settings.service';
import { CreateStayBookingDto } from './dto/create-stay-booking.dto';
import { StayAvailability } from '../shared/dto/availability.dto';
import { MyStayBooking, StayBookingView } from './dto/stay-booking.dto';
import { StayBooking, StayBookingDocument } from './schemas/stay-booking.schema';
import { stayCancellationMail, stayConfirmationMail } from '../../mail/templates/booking-mails';
import { checkStayRequest, stayQuote } from './stay-booking.rules';
import { MAX_NIGHTS } from './stay-booking.limits';

/** When a stay starts: 00:00 UTC of check-in (the cancellation cutoff counts back from it). */
export function stayStart(booking: Pick<StayBooking, 'checkIn'>): Date {
  return new Date((dayNumber(booking.checkIn) ?? 0) * 86_400_000);
}

@Injectable()
export class StayBookingsService implements OnApplicationBootstrap, OnModuleDestroy {
  /** Lookups and counts shared by both kinds of booking (by reference, per day, in all). */
  readonly ledger: BookingLedger<StayBooking>;
  readonly lifecycle: BookingLifecycle<StayBooking>;
  readonly checkout: BookingCheckout<StayBooking>;

  constructor(
    @InjectModel(StayBooking.name) private readonly bookings: Model<StayBooking>,
    private readonly offers: OffersService,
    private readonly settings: SettingsService,
    private readonly nights: NightInventory,
    private readonly mail: MailService,
    private readonly invalidator: CacheInvalidator,
    private readonly holds: HoldPolicy,
    payments: PaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    audit: AuditService,
    recentlyDeleted: RecentlyDeleted,
  ) {
    this.ledger = new BookingLedger(this.bookings, 'ST', 'totalCost');
    this.checkout = new BookingCheckout(this.ledger, payments, mail, 'stay');
    this.lifecycle = new BookingLifecycle(
      this.ledger,
      {
        release: (booking) => this.nights.release(booking._id),
        claim: (booking) => this.claimNightsAgain(booking),
        keep: (booking) => this.nights.keep(booking._id),
        cancellationMail: stayCancellationMail,
      },
      mail,
      invalidator,
      payments,
      audit,
      'stay-booking',
      'StayBookings',
      recentlyDeleted,
    );
  }

  onApplicationBootstrap(): void {
    this.lifecycle.startSweeping();
  }

  onModuleDestroy(): void {
    this.lifecycle.stopSweeping();
  }

  /**
   * `user` is the signed-in caller, if any (see newBookingState for when a booking is confirmed at once);
   * `client` its address, which unconfirmed holds are bounded by (HoldPolicy).
   */
  async create(
    dto: CreateStayBookingDto,
    user: AuthUser | null,
    client: string,
  ): Promise<{ booking: StayBookingView; payment?: CheckoutView }> {
    const request = checkStayRequest(
      dto,
      earliestToday(),
      await this.settings.guestLimit(),
      this.config.maxNightsPerStay,
    );
    const offer = await this.offers.findById(request.offerId);
    const quote = stayQuote(offer.Price, request.guests, request.nights);
    if (
      !samePrice(request.pricePerNight, quote.pricePerNight) ||
      !samePrice(request.totalCost, quote.totalCost) ||
      !samePrice(request.costPerPerson, quote.costPerPerson)
    ) {
      throw new BadRequestException(PRICE_CHANGED);
    }
    const state = await this.holds.start(this.bookings, {
      user,
      email: request.email,
      client,
      payNow: this.checkout.payNow(),
      places: { kind: 'stays' },
    });
    const mailBudget = await firstMailBudget(
      this.mail,
      { ...state, email: request.email },
      this.checkout.enabled,
    );

    // Nights first, the booking after: a booking never exists without its nights, and nights whose booking
    // never arrived (a crash in between) are swept as abandoned once their grace period is over.
    const bookingId = new Types.ObjectId();
    const startedAt = Date.now();
    await this.nights.claim({
      offerId: offer._id,
      nights: nightsOf(request.checkIn, request.checkOut),
      bookingId,
      existing: (ids) => this.ledger.existing(ids),
      expiresAt: state.claimsExpireAt,
    });
    let booking: StayBookingDocument;
    let payment: CheckoutView | undefined;
    try {
      assertWithinClaimDeadline(startedAt);
      booking = await this.ledger.insert({
        _id: bookingId,
        offerId: offer._id,
        offerTitle: offer.title,
        offerPrice: offer.Price,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        nights: request.nights,
        guests: request.guests,
        ...quote,
        name: request.name,
        email: request.email,
        day: utcDay(),
        status: state.status,
        holdExpiresAt: state.holdExpiresAt,
        manageTokenHash: state.manageTokenHash,
        clientKey: state.clientKey,
      });
      payment = await this.checkout.open(booking, quote.totalCost, offer.title, state.manageToken);
    } catch (error) {
      await this.nights.release(bookingId);
      throw error;
    }
    await this.invalidator.invalidate(AVAILABILITY_CACHE_TAG);
    await this.lifecycle.recordCreated(booking);
    // With payments on, the confirmation goes out once paid. The mail is queued in the outbox (a worker
    // sends it, retrying), so the visitor never waits for SMTP. A hold's mail carries the link that
    // confirms it: its budget slot was taken before booking (firstMailBudget).
    if (!payment) {
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

  list(query: BookingListQuery): Promise<Page<StayBookingView>> {
    return this.ledger.list(
      { ...query, filter: bookingListFilter(query, 'checkIn', 'offerId') },
      (b) => StayBookingView.of(b as StayBookingDocument),
    );
  }

  /** An admin's delete (see BookingLifecycle.remove). */
  remove(id: string): Promise<void> {
    return this.lifecycle.remove(new Types.ObjectId(id));
  }

  /** A booking's nights claimed again: a deleted one's restore, a lapsed hold's late payment (see BookingLifecycle). */
  private async claimNightsAgain(booking: StayBookingDocument): Promise<void> {
    const offer = await this.offers.findById(booking.offerId.toString());
    await this.nights.claim({
      offerId: offer._id,
      nights: nightsOf(booking.checkIn, booking.checkOut),
      bookingId: booking._id,
      existing: (ids) => this.ledger.existing(ids),
      expiresAt: claimsLapseOf(booking),
    });
  }

  /** The offer's nights in [from, to) held by bookings. */
  async availability(offerId: string, from: string, to: string): Promise<StayAvailability> {
    const offer = await this.offers.findById(offerId);
    const taken = await this.nights.taken(offer._id, from, to, (ids) => this.ledger.existing(ids));
    // The cap checkStayRequest applies, so the form refuses a longer stay before sending it.
    const maxNightsPerStay = Math.min(MAX_NIGHTS, this.config.maxNightsPerStay);
    return { from, to, maxNightsPerStay, taken };
  }

  /** When a hold on one of the offer's nights in [from, to) lapses next, freeing them by itself. */
  nextLapse(offerId: string, from: string, to: string): Promise<Date | undefined> {
    return this.nights.nextLapse(new Types.ObjectId(offerId), from, to);
  }

  /** The moment cancelling stops being possible. */
  cancelBefore(booking: StayBookingDocument): Date {
    return cancelDeadline(stayStart(booking), this.config.cancellationCutoffHours);
  }

  async mine(email: string, now = new Date()): Promise<MyStayBooking[]> {
    return (await this.ledger.mine(email)).map((b) => ({
      ...StayBookingView.of(b, now),
      cancellable: isCancellable(effectiveStatus(b, now), this.cancelBefore(b), now),
    }));
  }
}
