import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { HydratedDocument, Types } from 'mongoose';
import { AuthUser } from '../common/auth/auth-user';
import { Mail, mailKey, MailService } from '../mail/mail.service';
import { ManageLinkMail, stayConfirmationMail } from '../mail/templates/booking-mails';
import { LedgerRecord } from './shared/booking-ledger';
import { manageLinkPath } from './shared/booking-lifecycle';
import { BookingLifecycle } from './shared/booking-lifecycle.service';
import { BookingCheckout } from './shared/booking-checkout';
import { CheckoutView } from './shared/dto/payment.dto';
import { PaymentRecord } from './shared/schemas/payment-record.schema';
import {
  BOOKING_CANCELLED,
  BookingStatus,
  cutoffMessage,
  effectiveStatus,
  HOLD_EXPIRED,
  isCancellable,
  StatusFields,
} from './shared/booking-status';
import { REFERENCE_PATTERN } from './shared/booking-reference';
import { bookingTokenMatches } from './shared/manage-token';
import { StayBookingView } from './stays/dto/stay-booking.dto';
import { StayBooking } from './stays/schemas/stay-booking.schema';
import { StayBookingsService } from './stays/stay-bookings.service';
import { TourBookingsService } from './tours/tour-bookings.service';
import { BookingChanged, BookingKind, ManagedBooking } from './dto/manage-booking.dto';
import { TourBookingView } from './tours/dto/tour-booking.dto';
import { TourBooking } from './tours/schemas/tour-booking.schema';
import { CatalogWithdrawals } from './withdrawals/catalog-withdrawals.service';
import { ManageReschedule, RescheduleTarget } from './reschedule/dto/reschedule.dto';
import { ONLY_TOURS, rescheduledMessage } from './reschedule/reschedule.rules';
import { RescheduleBy, TourReschedule } from './reschedule/tour-reschedule.service';

export const LINK_NOT_VALID = 'This booking link is not valid.';
export const BOOKING_NOT_FOUND = 'Booking not found';
export const CONFIRMED = 'Your booking is confirmed.';
export const CANCELLED = 'Your booking is cancelled.';
/** With payments on, only Stripe's verified webhook confirms a booking. */
export const PAY_FIRST = 'This booking is confirmed once its payment arrives.';
export const TOUR_WITHDRAWN =
  'This tour was withdrawn and is no longer offered, so this booking cannot be confirmed or paid for.';
export const STAY_WITHDRAWN =
  'This stay was withdrawn and is no longer offered, so this booking cannot be confirmed or paid for.';

type BookingView = TourBookingView | StayBookingView;

/** One booking of either kind, read once, with the operations of its kind bound to it. */
interface Found {
  kind: BookingKind;
  id: Types.ObjectId;
  record: StatusFields & {
    email: string;
    manageTokenHash?: string;
    reminderTokenHash?: string;
    payment?: PaymentRecord;
  };
  cancelBefore: Date;
  view(): BookingView;
  /** The tour or offer it is for was deleted. */
  withdrawn(): Promise<boolean>;
  /**
   * Null when the booking was no longer in a state to confirm or cancel. The confirmation is mailed with
   * the link `token` opened, once (the outbox's key is the one every other confirmation uses).
   */
  confirm(token: string): Promise<BookingView | null>;
  cancel(now: Date): Promise<BookingView | null>;
  /** A new Checkout Session for the booking's pending payment. */
  payAgain(token: string): Promise<CheckoutView>;
  reload(): Promise<{ status: BookingStatus; view: BookingView } | null>;
}

function bind<T extends LedgerRecord>(
  kind: BookingKind,
  booking: HydratedDocument<T>,
  ops: {
    view(booking: HydratedDocument<T>): BookingView;
    cancelBefore(booking: HydratedDocument<T>): Date;
    withdrawn(booking: HydratedDocument<T>): Promise<boolean>;
    /** Mails the confirmation of a booking just confirmed by its link. */
    confirmed(booking: HydratedDocument<T>, token: string): Promise<void>;
    lifecycle: BookingLifecycle<T>;
    checkout: BookingCheckout<T>;
    reload(): Promise<HydratedDocument<T> | null>;
  },
): Found {
  const viewOf = (b: HydratedDocument<T> | null) => (b ? ops.view(b) : null);
  return {
    kind,
    id: booking._id,
    record: booking,
    cancelBefore: ops.cancelBefore(booking),
    view: () => ops.view(booking),
    withdrawn: () => ops.withdrawn(booking),
    confirm: async (token) => {
      const confirmed = await ops.lifecycle.confirm(booking);
      if (confirmed) await ops.confirmed(confirmed, token);
      return viewOf(confirmed);
    },
    cancel: async (now) => viewOf(await ops.lifecycle.cancel(booking, now)),
    payAgain: (token) => ops.checkout.again(booking, token),
    reload: async () => {
      const fresh = await ops.reload();
      return fresh ? { status: effectiveStatus(fresh), view: ops.view(fresh) } : null;
    },
  };
}

/** Why a booking in this state cannot be confirmed or cancelled (null: it can). */
function refusal(status: BookingStatus): ConflictException | null {
  if (status === 'cancelled') return new ConflictException(BOOKING_CANCELLED);
  if (status === 'expired') return new ConflictException(HOLD_EXPIRED);
  return null;
}

/**
 * Confirming and cancelling a booking of either kind, by its manage link (reference and token, no account)
 * or as the signed-in owner of its email. The reference's prefix tells the kind (TB tour, ST stay).
 */
@Injectable()
export class BookingManagement {
  constructor(
    private readonly tours: TourBookingsService,
    private readonly stays: StayBookingsService,
    private readonly withdrawals: CatalogWithdrawals,
    private readonly mail: MailService,
    private readonly reschedules: TourReschedule,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async show(ref: unknown, token: unknown, now = new Date()): Promise<ManagedBooking> {
    const found = await this.byLink(ref, token);
    return {
      kind: found.kind,
      booking: found.view(),
      cancellable: isCancellable(effectiveStatus(found.record, now), found.cancelBefore, now),
      cancelBefore: found.cancelBefore,
      withdrawn: await found.withdrawn(),
    };
  }

  async confirmByLink(ref: unknown, token: unknown): Promise<BookingChanged> {
    const found = await this.byLink(ref, token);
    await this.assertOffered(found);
    const status = effectiveStatus(found.record);
    const refused = refusal(status);
    if (refused) throw refused;
    if (status === 'confirmed')
      return { message: CONFIRMED, kind: found.kind, booking: found.view() };
    if (found.record.payment?.status === 'pending') throw new ConflictException(PAY_FIRST);
    const confirmed = await found.confirm(String(token));
    if (!confirmed) return this.settledMeanwhile(found, CONFIRMED, 'confirmed');
    return { message: CONFIRMED, kind: found.kind, booking: confirmed };
  }

  /** Back from Stripe's page unpaid: a new session for the same held booking. */
  async payAgainByLink(ref: unknown, token: unknown): Promise<CheckoutView> {
    const found = await this.byLink(ref, token);
    await this.assertOffered(found);
    return found.payAgain(String(token));
  }

  /** A booking of a withdrawn (deleted) tour or offer is neither confirmed nor paid for: 409. */
  private async assertOffered(found: Found): Promise<void> {
    if (await found.withdrawn()) {
      throw new ConflictException(found.kind === 'tour' ? TOUR_WITHDRAWN : STAY_WITHDRAWN);
    }
  }

  /** The confirmation of a booking confirmed by its link, under the key every confirmation uses. */
  private async mailConfirmation<B extends { reference: string }>(
    booking: B,
    token: string,
    compose: (booking: B, manage: ManageLinkMail) => Mail | Promise<Mail>,
  ): Promise<void> {
    const link = this.mail.siteLink(manageLinkPath(booking.reference, token));
    await this.mail.send(await compose(booking, { status: 'confirmed', link, holdMinutes: 0 }), {
      key: mailKey('booking-confirmed', booking.reference),
      essential: true,
    });
  }

  async cancelByLink(ref: unknown, token: unknown): Promise<BookingChanged> {
    return this.cancel(await this.byLink(ref, token));
  }

  /** The signed-in visitor cancels one of the bookings made under their account's email. */
  async cancelMine(user: AuthUser, reference: string): Promise<BookingChanged> {
    const found = await this.byReference(reference);
    if (!found || found.record.email !== user.email.toLowerCase()) {
      throw new NotFoundException(BOOKING_NOT_FOUND);
    }
    return this.cancel(found);
  }

  /** Moves a tour booking to another date or time from its manage link; the link keeps working. */
  async rescheduleByLink(request: ManageReschedule): Promise<BookingChanged> {
    const found = await this.byLink(request.ref, request.token);
    return this.reschedule(found, request, { token: String(request.token) });
  }

  /** The signed-in visitor moves one of their tour bookings; a new manage link is mailed. */
  async rescheduleMine(
    user: AuthUser,
    reference: string,
    target: RescheduleTarget,
  ): Promise<BookingChanged> {
    const found = await this.byReference(reference);
    if (!found || found.record.email !== user.email.toLowerCase()) {
      throw new NotFoundException(BOOKING_NOT_FOUND);
    }
    return this.reschedule(found, target, { account: true });
  }

  private async reschedule(
    found: Found,
    target: { date?: unknown; time?: unknown },
    by: RescheduleBy,
  ): Promise<BookingChanged> {
    if (found.kind !== 'tour') throw new ConflictException(ONLY_TOURS);
    const booking = await this.reschedules.reschedule(found.id, target, by);
    return { message: rescheduledMessage(booking), kind: 'tour', booking };
  }

  private async cancel(found: Found, now = new Date()): Promise<BookingChanged> {
    const refused = refusal(effectiveStatus(found.record, now));
    if (refused) throw refused;
    if (now >= found.cancelBefore) {
      throw new ConflictException(cutoffMessage(this.config.cancellationCutoffHours));
    }
    const cancelled = await found.cancel(now);
    if (!cancelled) return this.cancelledMeanwhile(found);
    return { message: CANCELLED, kind: found.kind, booking: cancelled };
  }

  /**
   * Another request cancelled (or an admin deleted) the booking, or it expired, after our first read: the
   * answer is the one a cancel coming after that change gets. Unlike confirming, where a second confirm
   * is a harmless 200, only the request that cancelled answers 200: the others were not the cancellation,
   * and one notice goes out.
   */
  private async cancelledMeanwhile(found: Found): Promise<never> {
    const fresh = await found.reload();
    if (!fresh) throw new NotFoundException(BOOKING_NOT_FOUND);
    throw refusal(fresh.status) ?? new ConflictException(BOOKING_CANCELLED);
  }

  /**
   * The booking changed state between the read and the write (another tab, the sweep): answer as if the
   * request had come after that change.
   */
  private async settledMeanwhile(
    found: Found,
    message: string,
    wanted: BookingStatus,
  ): Promise<BookingChanged> {
    const fresh = await found.reload();
    if (!fresh) throw new NotFoundException(BOOKING_NOT_FOUND);
    if (fresh.status === wanted) return { message, kind: found.kind, booking: fresh.view };
    throw refusal(fresh.status) ?? new ConflictException(BOOKING_CANCELLED);
  }

  private async byLink(ref: unknown, token: unknown): Promise<Found> {
    const found = typeof ref === 'string' ? await this.byReference(ref) : null;
    // Compared even when nothing was found, so that the answer takes as long either way.
    const matches = bookingTokenMatches(token, found?.record ?? {}, EMPTY_HASH);
    if (!found || !matches) throw new NotFoundException(LINK_NOT_VALID);
    return found;
  }

  private async byReference(reference: string): Promise<Found | null> {
    const ref = reference.trim().toUpperCase();
    if (!REFERENCE_PATTERN.test(ref)) return null;
    if (ref.startsWith('TB-')) {
      const booking = await this.tours.ledger.byReference(ref);
      return booking
        ? bind<TourBooking>('tour', booking, {
            view: (b) => TourBookingView.of(b),
            cancelBefore: (b) => this.tours.cancelBefore(b),
            withdrawn: (b) => this.withdrawals.tourWithdrawn(b.destinationId),
            // With the tour's published content (meeting point, what to bring, ...).
            confirmed: (b, t) =>
              this.mailConfirmation(b, t, (c, m) => this.tours.confirmationMail(c, m)),
            lifecycle: this.tours.lifecycle,
            checkout: this.tours.checkout,
            reload: () => this.tours.ledger.byReference(ref),
          })
        : null;
    }
    const booking = await this.stays.ledger.byReference(ref);
    return booking
      ? bind<StayBooking>('stay', booking, {
          view: (b) => StayBookingView.of(b),
          cancelBefore: (b) => this.stays.cancelBefore(b),
          withdrawn: (b) => this.withdrawals.offerWithdrawn(b.offerId),
          confirmed: (b, t) => this.mailConfirmation(b, t, stayConfirmationMail),
          lifecycle: this.stays.lifecycle,
          checkout: this.stays.checkout,
          reload: () => this.stays.ledger.byReference(ref),
        })
      : null;
  }
}

/** A hash no token has (64 zero hex digits is not a SHA-256 anyone can aim at). */
const EMPTY_HASH = '0'.repeat(64);
