import { Injectable, Logger } from '@nestjs/common';
import { HydratedDocument } from 'mongoose';
import { Mail, mailKey, MailService } from '../mail/mail.service';
import { AuditService } from '../audit/audit.service';
import {
  latePaymentRefundMail,
  ManageLinkMail,
  stayConfirmationMail,
} from '../mail/templates/booking-mails';
import { CheckoutEvent, PaidKind, PaymentEventHandler } from '../payments/payment-events';
import { PaymentsService } from '../payments/payments.service';
import { BookingLedger, LedgerRecord } from './shared/booking-ledger';
import { manageLinkPath } from './shared/booking-lifecycle';
import { BookingLifecycle } from './shared/booking-lifecycle.service';
import { effectiveStatus } from './shared/booking-status';
import { REFERENCE_PATTERN } from './shared/booking-reference';
import { manageTokenMatches } from './shared/manage-token';
import { StayBooking } from './stays/schemas/stay-booking.schema';
import { StayBookingsService } from './stays/stay-bookings.service';
import { TourBooking } from './tours/schemas/tour-booking.schema';
import { TourBookingsService } from './tours/tour-bookings.service';
import { CatalogWithdrawals } from './withdrawals/catalog-withdrawals.service';

/** What settling a payment needs of one kind of booking. */
interface KindOps<T extends LedgerRecord> {
  ledger: BookingLedger<T>;
  lifecycle: BookingLifecycle<T>;
  auditKind: 'tour-booking' | 'stay-booking';
  /** The tour or offer the booking is for was deleted: its payment is refunded, nothing confirmed. */
  withdrawn(booking: HydratedDocument<T>): Promise<boolean>;
  confirmationMail(booking: HydratedDocument<T>, manage: ManageLinkMail): Mail | Promise<Mail>;
}

/** The manage link's token, read back from the success URL the session was opened with. */
function tokenOf(successUrl: string | null): string | null {
  if (!successUrl) return null;
  try {
    return new URL(successUrl).searchParams.get('token');
  } catch {
    return null;
  }
}

/**
 * What verified Stripe events do to bookings (the PAYMENT_EVENTS port): a paid session confirms its hold
 * and records the payment (a hold that lapsed meanwhile too, while its places are still free), or is
 * refunded at once when the hold was cancelled or its places were taken; an expired session releases its
 * hold unless it was paid or superseded. Every check reads the stored booking, so events in any order, and
 * the same event twice, end in the same state.
 */
@Injectable()
export class BookingPayments implements PaymentEventHandler {
  private readonly logger = new Logger('BookingPayments');

  constructor(
    private readonly tours: TourBookingsService,
    private readonly stays: StayBookingsService,
    private readonly payments: PaymentsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly withdrawals: CatalogWithdrawals,
  ) {}

  /** What it records names Stripe's webhook as the actor. */
  paid(event: CheckoutEvent): Promise<void> {
    return this.audit.as('webhook', () => this.settlePaid(event));
  }

  expired(event: CheckoutEvent): Promise<void> {
    return this.audit.as('webhook', () => this.settleExpired(event));
  }

  private async settlePaid(event: CheckoutEvent): Promise<void> {
    const kind = this.kindOf(event);
    if (kind === 'tour') return this.settle(this.tourOps(), event);
    if (kind === 'stay') return this.settle(this.stayOps(), event);
    this.logger.warn(`Paid session ${event.sessionId} names no booking (${event.reference})`);
  }

  private async settleExpired(event: CheckoutEvent): Promise<void> {
    const kind = this.kindOf(event);
    if (!kind || !event.reference) return;
    if (kind === 'tour') await this.release(this.tourOps(), event.reference, event.sessionId);
    else await this.release(this.stayOps(), event.reference, event.sessionId);
  }

  private async release<T extends LedgerRecord>(
    ops: KindOps<T>,
    reference: string,
    sessionId: string,
  ): Promise<void> {
    const booking = await ops.ledger.byReference(reference);
    if (booking) await ops.lifecycle.expireUnpaid(booking, sessionId);
  }

  /** The kind the reference's prefix names; metadata.kind must agree with it. */
  private kindOf(event: CheckoutEvent): PaidKind | undefined {
    const reference = event.reference;
    if (!reference || !REFERENCE_PATTERN.test(reference)) return undefined;
    const kind: PaidKind = reference.startsWith('TB-') ? 'tour' : 'stay';
    return event.kind && event.kind !== kind ? undefined : kind;
  }

  private tourOps(): KindOps<TourBooking> {
    const { ledger, lifecycle } = this.tours;
    return {
      ledger,
      lifecycle,
      auditKind: 'tour-booking',
      withdrawn: (b) => this.withdrawals.tourWithdrawn(b.destinationId),
      // With the tour's published content (meeting point, what to bring, ...).
      confirmationMail: (booking, manage) => this.tours.confirmationMail(booking, manage),
    };
  }

  private stayOps(): KindOps<StayBooking> {
    const { ledger, lifecycle } = this.stays;
    return {
      ledger,
      lifecycle,
      auditKind: 'stay-booking',
      withdrawn: (b) => this.withdrawals.offerWithdrawn(b.offerId),
      confirmationMail: stayConfirmationMail,
    };
  }

  private async settle<T extends LedgerRecord>(ops: KindOps<T>, event: CheckoutEvent) {
    const reference = event.reference ?? '';
    const booking = await ops.ledger.byReference(reference);
    const intent = event.paymentIntentId;
    if (!intent) {
      this.logger.warn(`Paid session ${event.sessionId} of ${reference} has no payment intent`);
      return;
    }
    if (!booking) {
      // Deleted while its visitor was paying: nothing to give them, so the money goes back.
      this.logger.warn(`Payment for ${reference}, which no longer exists: refunding it`);
      if (event.amount) await this.refundOrphan(reference, intent, event.amount);
      return;
    }
    const payment = booking.payment;
    if (!payment || payment.amount !== event.amount || payment.currency !== event.currency) {
      this.logger.error(
        `Payment for ${reference} does not match it (${event.amount} ${event.currency} paid, ` +
          `${payment ? `${payment.amount} ${payment.currency}` : 'no card payment'} due): nothing confirmed`,
      );
      return;
    }
    if (payment.status !== 'pending' || payment.sessionId !== event.sessionId) {
      // Paid already (a second session of the same booking paid too) or refunded: never keep money twice.
      if (payment.paymentIntentId !== intent) {
        this.logger.warn(`A second payment for ${reference}: refunding it`);
        await this.payments.refund({
          reference,
          paymentIntentId: intent,
          amount: payment.amount,
          reason: 'duplicate-payment',
        });
      }
      return;
    }
    const paid = { sessionId: event.sessionId, paymentIntentId: intent, paidAt: new Date() };
    const status = effectiveStatus(booking);
    // Paid for a tour or offer withdrawn meanwhile: nothing to give, so the money goes back (as for a late one).
    const withdrawn = await ops.withdrawn(booking);
    if (!withdrawn && (status === 'held' || status === 'expired')) {
      const confirmed =
        status === 'held'
          ? await ops.lifecycle.confirm(booking, paid)
          : await ops.lifecycle.confirmLate(booking, paid);
      if (confirmed) {
        await this.mail.send(
          await ops.confirmationMail(confirmed, {
            status: 'confirmed',
            link: this.manageLink(confirmed, event.successUrl),
            holdMinutes: 0,
            paid: true,
          }),
          { key: mailKey('booking-confirmed', confirmed.reference), essential: true },
        );
        return;
      }
    }
    await this.refundLate(ops, reference, intent, paid.paidAt, withdrawn);
  }

  /**
   * The hold was cancelled before the money came, or lapsed and its places were taken meanwhile: refund in
   * full at once, record it, and tell the visitor.
   */
  private async refundLate<T extends LedgerRecord>(
    ops: KindOps<T>,
    reference: string,
    intent: string,
    paidAt: Date,
    withdrawn = false,
  ): Promise<void> {
    const found = await ops.ledger.byReference(reference);
    if (!found) return;
    // In turn with the booking's cancels and deletes (BookingLocks): a cancel that read this payment as
    // recorded (a confirm wrote it, then found the places gone) has refunded it already.
    await ops.ledger.locks.exclusively(found._id, async () => {
      const booking = await ops.ledger.byId(found._id);
      if (!booking?.payment) return;
      if (booking.payment.status === 'refunded' && booking.payment.paymentIntentId === intent)
        return;
      // Another event of this same payment confirmed the booking after this one read it (their confirms
      // take turns): the money is the booking's, nothing to give back.
      if (
        booking.status === 'confirmed' &&
        booking.payment.status === 'paid' &&
        booking.payment.paymentIntentId === intent
      )
        return;
      this.logger.warn(`Payment for ${reference} came after its hold ended: refunding it`);
      const refund = await this.payments.refund({
        reference,
        paymentIntentId: intent,
        amount: booking.payment.amount,
        reason: 'late-payment',
      });
      const recorded = await ops.ledger.transition(
        booking._id,
        // Pending, or paid by a confirm that then found the places gone (see BookingLifecycle.confirm).
        { 'payment.status': { $in: ['pending', 'paid'] } },
        {
          'payment.status': 'refunded',
          'payment.paymentIntentId': intent,
          'payment.paidAt': paidAt,
          'payment.refundId': refund.refundId,
          'payment.refundAmount': refund.amount,
          'payment.refundStatus': refund.status,
          'payment.refundedAt': new Date(),
        },
      );
      if (recorded) {
        await this.audit.record({
          action: 'refunded',
          kind: ops.auditKind,
          record: booking._id,
          before: booking,
          after: recorded,
        });
      }
      if (recorded?.payment) {
        await this.mail.send(
          latePaymentRefundMail({ ...recorded.toObject(), payment: recorded.payment }, withdrawn),
          { key: mailKey('booking-refunded', recorded.reference), essential: true },
        );
      }
    });
  }

  private async refundOrphan(reference: string, intent: string, amount: number): Promise<void> {
    await this.payments.refund({ reference, paymentIntentId: intent, amount, reason: 'deleted' });
  }

  /** The manage link, when the session's success URL carried this booking's own token. */
  private manageLink(booking: LedgerRecord, successUrl: string | null): string {
    const token = tokenOf(successUrl);
    return token && manageTokenMatches(token, booking.manageTokenHash)
      ? this.mail.siteLink(manageLinkPath(booking.reference, token))
      : this.mail.siteLink('/client');
  }
}
