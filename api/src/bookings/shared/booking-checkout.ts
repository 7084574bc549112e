import { ConflictException } from '@nestjs/common';
import { HydratedDocument } from 'mongoose';
import { toMinorUnits } from '../../common/money';
import { MailService } from '../../mail/mail.service';
import { PaidKind } from '../../payments/payment-events';
import {
  CheckoutStarted,
  MIN_CHECKOUT_MINUTES,
  PaymentsService,
} from '../../payments/payments.service';
import { BookingLedger, LedgerRecord } from './booking-ledger';
import { effectiveStatus, HOLD_EXPIRED } from './booking-status';
import { CheckoutView } from './dto/payment.dto';
import { PaymentRecord } from './schemas/payment-record.schema';

export const NOTHING_TO_PAY = 'This booking has nothing left to pay.';

/** The pages Stripe sends the visitor back to; both carry the manage link's key, to read the booking. */
export function paymentReturnPath(
  outcome: 'paid' | 'cancelled',
  reference: string,
  token: string,
): string {
  const page = outcome === 'paid' ? '/booking/paid' : '/booking/payment-cancelled';
  return `${page}?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`;
}

function checkoutView(started: CheckoutStarted): CheckoutView {
  return {
    status: 'pending',
    checkoutUrl: started.checkoutUrl,
    sessionId: started.sessionId,
    amount: started.amount,
    currency: started.currency,
  };
}

/**
 * Taking a booking's money at booking time, for either kind: with payments on, every new booking is held
 * until a verified webhook says it is paid (a signed-in owner too: paying is the confirmation); the hold
 * lasts at least as long as Stripe's shortest Checkout Session, which ends with it.
 */
export class BookingCheckout<T extends LedgerRecord> {
  constructor(
    private readonly ledger: BookingLedger<T>,
    private readonly payments: PaymentsService,
    private readonly mail: MailService,
    private readonly kind: PaidKind,
  ) {}

  get enabled(): boolean {
    return this.payments.enabled;
  }

  /**
   * What paying now asks of a new booking's hold (HoldPolicy): with payments on it is always held, paying
   * being the confirmation, for at least Stripe's shortest session; undefined with payments off.
   */
  payNow(): { minMinutes: number } | undefined {
    return this.enabled ? { minMinutes: MIN_CHECKOUT_MINUTES + 1 } : undefined;
  }

  /**
   * Opens the Checkout Session of a booking just inserted and records it as pending; undefined with
   * payments off. When Stripe cannot be reached the booking is removed again and 503 thrown, so the
   * caller frees its places: nothing is left half-made.
   */
  async open(
    booking: HydratedDocument<T>,
    total: number,
    description: string,
    manageToken: string,
  ): Promise<CheckoutView | undefined> {
    if (!this.enabled) return undefined;
    try {
      const started = await this.start(booking, toMinorUnits(total), description, manageToken, 1);
      const payment: PaymentRecord = {
        status: 'pending',
        amount: started.amount,
        currency: started.currency,
        sessionId: started.sessionId,
        attempts: 1,
      };
      await this.ledger.transition(booking._id, {}, { payment });
      booking.set('payment', payment);
      return checkoutView(started);
    } catch (error) {
      await this.ledger.remove(booking._id);
      throw error;
    }
  }

  /**
   * A new Checkout Session for a held booking whose payment has not arrived (the visitor left Stripe's
   * page). The older session is expired, so it can no longer be paid; its expiry releases nothing.
   */
  again(booking: HydratedDocument<T>, manageToken: string): Promise<CheckoutView> {
    // In turn with the booking's other changes (a paid event, a cancel, another pay-again): the attempts
    // condition below is read-then-write on FerretDB, so two requests read the same attempt and the older
    // session could be written over the newer one, which it had expired.
    return this.ledger.locks.exclusively(booking._id, async () => {
      const current = await this.ledger.byId(booking._id);
      // Another tab paid, or asked again, since this request read it: its session is the one that counts.
      if (!current || current.payment?.attempts !== booking.payment?.attempts) {
        throw new ConflictException(NOTHING_TO_PAY);
      }
      return this.openAgain(current, manageToken);
    });
  }

  private async openAgain(
    booking: HydratedDocument<T>,
    manageToken: string,
  ): Promise<CheckoutView> {
    const payment = booking.payment;
    if (effectiveStatus(booking) !== 'held') throw new ConflictException(HOLD_EXPIRED);
    if (payment?.status !== 'pending') throw new ConflictException(NOTHING_TO_PAY);
    const attempt = payment.attempts + 1;
    const started = await this.start(
      booking,
      payment.amount,
      `Booking ${booking.reference}`,
      manageToken,
      attempt,
    );
    const updated = await this.ledger.transition(
      booking._id,
      { status: 'held', 'payment.status': 'pending', 'payment.attempts': payment.attempts },
      { 'payment.sessionId': started.sessionId, 'payment.attempts': attempt },
    );
    // Another tab paid, or asked again, meanwhile: its session is the one that counts.
    if (!updated) throw new ConflictException(NOTHING_TO_PAY);
    await this.payments.expireCheckout(booking.reference, payment.sessionId);
    return checkoutView(started);
  }

  private start(
    booking: HydratedDocument<T>,
    amount: number,
    description: string,
    manageToken: string,
    attempt: number,
  ): Promise<CheckoutStarted> {
    return this.payments.startCheckout({
      reference: booking.reference,
      kind: this.kind,
      amount,
      description,
      email: booking.email,
      expiresAt: booking.holdExpiresAt ?? new Date(),
      successUrl: this.mail.siteLink(paymentReturnPath('paid', booking.reference, manageToken)),
      cancelUrl: this.mail.siteLink(paymentReturnPath('cancelled', booking.reference, manageToken)),
      attempt,
    });
  }
}
