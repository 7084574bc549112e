/**
 * The port through which Stripe's webhook hands verified Checkout events to whoever owns the bookings:
 * payments/ knows sessions and money, not bookings, so the bookings module provides this handler.
 */
export const PAYMENT_EVENTS = Symbol('PAYMENT_EVENTS');

/**
 * The same port for gift card purchases (sessions whose metadata.kind is 'gift-card'): the gift cards module
 * provides it, so that a card is issued only once Stripe's signed webhook says it was paid.
 */
export const GIFT_CARD_EVENTS = Symbol('GIFT_CARD_EVENTS');

export type PaidKind = 'tour' | 'stay' | 'gift-card';

/** What a Checkout Session event says of the booking it was opened for. */
export interface CheckoutEvent {
  eventId: string;
  sessionId: string;
  /** The session's client_reference_id, else metadata.bookingReference. */
  reference: string | undefined;
  kind: PaidKind | undefined;
  /** Minor units, as Stripe counts them. */
  amount: number | null;
  currency: string | null;
  paymentIntentId: string | undefined;
  /** The success URL we gave the session: it carries the manage link's token back to us. */
  successUrl: string | null;
}

export interface PaymentEventHandler {
  /** checkout.session.completed with payment_status 'paid'. */
  paid(event: CheckoutEvent): Promise<void>;
  /** checkout.session.expired: the visitor never paid within the session. */
  expired(event: CheckoutEvent): Promise<void>;
}
