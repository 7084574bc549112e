import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import Stripe from 'stripe';
import { APP_CONFIG, AppConfig, PaymentsConfig } from '../config/app-config';
import { PaidKind } from './payment-events';
import { AppliedEvent } from './schemas/applied-event.schema';
import { isDuplicateKey } from '../common/writes/duplicate-key';

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes after it is made. */
export const MIN_CHECKOUT_MINUTES = 30;
const MIN_CHECKOUT_MS = MIN_CHECKOUT_MINUTES * 60_000 + 60_000;

export const PAYMENT_UNAVAILABLE =
  'The payment service could not be reached. Nothing was booked or charged; please try again.';
export const REFUND_UNAVAILABLE =
  'The refund could not be started, so the booking is unchanged. Please try again in a moment.';
export const BAD_SIGNATURE = 'The Stripe-Signature header is missing or does not match the body.';

export interface CheckoutRequest {
  reference: string;
  kind: PaidKind;
  /** Minor units, from the server's price. */
  amount: number;
  /** The line the visitor sees on Stripe's page. */
  description: string;
  email: string;
  /** The hold's end; Stripe's minimum applies when it is sooner. */
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  /** 1 for the booking's first session, then one more for each "pay again". */
  attempt: number;
}

export interface CheckoutStarted {
  sessionId: string;
  checkoutUrl: string;
  amount: number;
  currency: string;
  expiresAt: Date;
}

export interface RefundRequest {
  reference: string;
  paymentIntentId: string;
  amount: number;
  /** Tells two refunds of one booking apart (a cancellation, a payment that came too late). */
  reason: 'cancelled' | 'late-payment' | 'duplicate-payment' | 'deleted';
}

export interface RefundDone {
  refundId: string;
  amount: number;
  status: string;
}

function stripeClient(config: PaymentsConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/**
 * Stripe on the server side, and nothing about bookings: hosted Checkout Sessions, refunds, webhook
 * signatures and applying each event once. Card data never reaches this API; amounts go out in minor units.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');
  private readonly stripe: Stripe | undefined;
  private readonly settings: PaymentsConfig | undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectModel(AppliedEvent.name) private readonly applied: Model<AppliedEvent>,
  ) {
    this.settings = config.payments;
    this.stripe = config.payments && stripeClient(config.payments);
  }

  /** Off without STRIPE_SECRET_KEY: bookings are paid on the day. */
  get enabled(): boolean {
    return this.stripe !== undefined;
  }

  get currency(): string {
    return this.configured().settings.currency;
  }

  private configured(): { stripe: Stripe; settings: PaymentsConfig } {
    if (!this.stripe || !this.settings) throw new Error('Payments are off (no STRIPE_SECRET_KEY)');
    return { stripe: this.stripe, settings: this.settings };
  }

  /** The earliest end a Checkout Session made now may have. */
  static earliestExpiry(now = Date.now()): Date {
    return new Date(now + MIN_CHECKOUT_MS);
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
    const { stripe, settings } = this.configured();
    const expiresAt = new Date(
      Math.max(request.expiresAt.getTime(), PaymentsService.earliestExpiry().getTime()),
    );
    try {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.reference,
          metadata: { bookingReference: request.reference, kind: request.kind },
          customer_email: request.email,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: settings.currency,
                unit_amount: request.amount,
                product_data: { name: request.description },
              },
            },
          ],
        },
        // A retried request (ours or the SDK's) gets the same session, never a second one.
        { idempotencyKey: `checkout-${request.reference}-${request.attempt}` },
      );
      if (!session.url) throw new Error(`Checkout Session ${session.id} came without a URL`);
      return {
        sessionId: session.id,
        checkoutUrl: session.url,
        amount: request.amount,
        currency: settings.currency,
        expiresAt,
      };
    } catch (error) {
      this.logger.error(`Checkout for ${request.reference} failed: ${(error as Error).message}`);
      throw new ServiceUnavailableException(PAYMENT_UNAVAILABLE);
    }
  }

  /**
   * Idempotent per payment: asking twice to refund one payment intent returns the first refund, and two
   * payments of one booking (a duplicate, then another) each get their own key, as Stripe requires.
   */
  async refund(request: RefundRequest): Promise<RefundDone> {
    const { stripe } = this.configured();
    try {
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.paymentIntentId,
          amount: request.amount,
          metadata: { bookingReference: request.reference, reason: request.reason },
        },
        { idempotencyKey: `refund-${request.reference}-${request.paymentIntentId}` },
      );
      return { refundId: refund.id, amount: refund.amount, status: refund.status ?? 'pending' };
    } catch (error) {
      this.logger.error(`Refund for ${request.reference} failed: ${(error as Error).message}`);
      throw new ServiceUnavailableException(REFUND_UNAVAILABLE);
    }
  }

  /**
   * Closes a Checkout Session that a newer one replaced, so the visitor cannot pay the booking on a page
   * whose payment would only be refunded. Best effort: a session already completed or expired stays as it
   * is, and its paid event is still settled (a second payment is refunded).
   */
  async expireCheckout(reference: string, sessionId: string): Promise<void> {
    const { stripe } = this.configured();
    try {
      await stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      this.logger.warn(
        `Older Checkout Session of ${reference} not expired: ${(error as Error).message}`,
      );
    }
  }

  /** The event, verified over the raw body (signature and timestamp tolerance); 400 otherwise. */
  verify(rawBody: unknown, signature: unknown): Stripe.Event {
    const { stripe, settings } = this.configured();
    if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string' || !signature) {
      throw new BadRequestException(BAD_SIGNATURE);
    }
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    } catch {
      throw new BadRequestException(BAD_SIGNATURE);
    }
  }

  /**
   * Runs `apply` unless this event was applied before (true when it ran). The event's id is claimed first,
   * so a redelivery arriving meanwhile does nothing; if applying fails the claim is dropped, so that
   * Stripe's retry of the event applies it.
   */
  async applyOnce(event: Stripe.Event, apply: () => Promise<void>): Promise<boolean> {
    try {
      await this.applied.create({ _id: event.id, type: event.type, appliedAt: new Date() });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    try {
      await apply();
      return true;
    } catch (error) {
      await this.applied.deleteOne({ _id: event.id }).exec();
      throw error;
    }
  }
}
