import {
  Controller,
  Headers,
  HttpCode,
  Inject,
  Logger,
  NotFoundException,
  Optional,
  Post,
  Req,
} from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import Stripe from 'stripe';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import {
  CheckoutEvent,
  GIFT_CARD_EVENTS,
  PAYMENT_EVENTS,
  PaidKind,
  PaymentEventHandler,
} from './payment-events';
import { PaymentsService } from './payments.service';

/** Where Stripe posts its events; configureApp gives this one path a raw body parser. */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

export const PAYMENTS_OFF = 'Card payments are off on this site.';

export interface WebhookAnswer {
  received: true;
  /** False when the event had been applied before (a replay) or is of no interest. */
  applied: boolean;
}

function kindOf(raw: string | undefined): PaidKind | undefined {
  return raw === 'tour' || raw === 'stay' || raw === 'gift-card' ? raw : undefined;
}

function checkoutEvent(event: Stripe.Event, session: Stripe.Checkout.Session): CheckoutEvent {
  const intent = session.payment_intent;
  return {
    eventId: event.id,
    sessionId: session.id,
    reference: session.client_reference_id ?? session.metadata?.bookingReference ?? undefined,
    kind: kindOf(session.metadata?.kind),
    amount: session.amount_total,
    currency: session.currency,
    paymentIntentId: typeof intent === 'string' ? intent : intent?.id,
    successUrl: session.success_url,
  };
}

/**
 * Stripe's webhook. Only an event whose signature checks out over the exact bytes Stripe sent is read, and
 * only such an event ever marks a booking paid. Each event is applied once (see PaymentsService.applyOnce);
 * what to do with a booking is the bookings module's business, through the PAYMENT_EVENTS port.
 */
@ApiTags('payments')
@Controller(STRIPE_WEBHOOK_PATH.slice(1))
export class StripeWebhookController {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly payments: PaymentsService,
    @Inject(PAYMENT_EVENTS) private readonly bookings: PaymentEventHandler,
    @Optional() @Inject(GIFT_CARD_EVENTS) private readonly giftCards?: PaymentEventHandler,
  ) {}

  @Post()
  @HttpCode(200)
  @Endpoint({
    operationId: 'StripeWebhookController_receive',
    summary: "Stripe's Checkout events (signed)",
    description:
      'Raw body, verified with STRIPE_WEBHOOK_SECRET. checkout.session.completed (paid) confirms the booking and records the payment, or issues the gift card bought (metadata.kind gift-card); checkout.session.expired releases an unpaid hold. Each event applies once; a replay answers 200 and changes nothing.',
    access: 'public',
    errors: {
      400: 'A missing or wrong signature, or a stale timestamp',
      404: 'Payments are off (no STRIPE_SECRET_KEY)',
    },
  })
  @ApiOkResponse({ description: 'Received (applied now, or before)' })
  async receive(
    @Req() request: Request,
    @Headers('stripe-signature') signature: unknown,
  ): Promise<WebhookAnswer> {
    if (!this.payments.enabled) throw new NotFoundException(PAYMENTS_OFF);
    const event = this.payments.verify(request.body, signature);
    const apply = this.handlerFor(event);
    if (!apply) return { received: true, applied: false };
    const applied = await this.payments.applyOnce(event, apply);
    if (!applied) this.logger.log(`Event ${event.id} (${event.type}) was applied before`);
    return { received: true, applied };
  }

  private handlerFor(event: Stripe.Event): (() => Promise<void>) | undefined {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        // Delayed methods complete unpaid and send async_payment_succeeded later; cards are paid here.
        if (session.payment_status !== 'paid') return undefined;
        const paid = checkoutEvent(event, session);
        return () => this.handlerOf(paid).paid(paid);
      }
      case 'checkout.session.async_payment_succeeded': {
        const paid = checkoutEvent(event, event.data.object);
        return () => this.handlerOf(paid).paid(paid);
      }
      case 'checkout.session.expired': {
        const expired = checkoutEvent(event, event.data.object);
        return () => this.handlerOf(expired).expired(expired);
      }
      default:
        return undefined;
    }
  }

  /** A gift card purchase's session goes to the gift cards, every other one to the bookings. */
  private handlerOf(event: CheckoutEvent): PaymentEventHandler {
    return event.kind === 'gift-card' && this.giftCards ? this.giftCards : this.bookings;
  }
}
