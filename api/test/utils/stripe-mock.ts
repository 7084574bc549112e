import { execFileSync } from 'node:child_process';
import { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import Stripe from 'stripe';
import TestAgent from 'supertest/lib/agent';
import { runStripeMock } from '../../scripts/stripe-mock-runner.cjs';
import { MailCatcher } from './mail-catcher';
import { UsedTestApp, useTestApp } from './test-app';

const SESSIONS = '/v1/checkout/sessions';
/** The API's Stripe webhook route. */
export const WEBHOOK = '/api/payments/stripe/webhook';

/** A booking whose Checkout Session the API opened: what a paid event for it names. */
export interface SessionBooking {
  reference: string;
  sessionId: string;
  /** Minor units. */
  amount: number;
}

/** One request the API sent towards Stripe, its form body decoded. */
export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

const PREPARE = join(__dirname, '..', '..', 'scripts', 'prepare-stripe-mock.mjs');

/** The binary prepare-stripe-mock.mjs built (or STRIPE_MOCK_BIN); a failing test says what to run. */
function stripeMockBinary(): string {
  const found = JSON.parse(
    execFileSync(process.execPath, [PREPARE, '--find'], { encoding: 'utf8' }),
  ) as {
    binary?: string;
    error?: string;
  };
  if (!found.binary) throw new Error(found.error);
  return found.binary;
}

/**
 * A real stripe-mock on a free loopback port, behind a recording proxy: the API talks to the proxy
 * (STRIPE_API_URL), which records what our side sends and passes it on. stripe-mock answers from fixtures
 * and keeps no state, so tests check what was sent and what the API recorded; `down` makes the proxy
 * answer 503 as an unreachable Stripe would. Events are signed as Stripe signs them.
 */
export class StripeMock {
  readonly calls: StripeCall[] = [];
  down = false;
  readonly webhookSecret = 'whsec_test_payments_e2e';
  private runner?: Awaited<ReturnType<typeof runStripeMock>>;
  private readonly signer = new Stripe('sk_test_signer');

  async start(): Promise<{
    STRIPE_SECRET_KEY: string;
    STRIPE_WEBHOOK_SECRET: string;
    STRIPE_API_URL: string;
  }> {
    this.runner = await runStripeMock(stripeMockBinary(), (req, body, res) =>
      this.record(req, body, res),
    );
    return {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_API_URL: this.runner.url,
    };
  }

  /** Records what the API sent; answers 503 itself while `down`, as an unreachable Stripe would. */
  private record(req: IncomingMessage, body: Buffer, res: ServerResponse): boolean {
    const key = req.headers['idempotency-key'];
    this.calls.push({
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      idempotencyKey: typeof key === 'string' ? key : undefined,
      form: new URLSearchParams(body.toString('utf8')),
    });
    if (!this.down) return false;
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down (test)' } }));
    return true;
  }

  /** The calls to one endpoint, e.g. '/v1/checkout/sessions'. */
  callsTo(path: string): StripeCall[] {
    return this.calls.filter((call) => call.method === 'POST' && call.path === path);
  }

  /** A body and a Stripe-Signature header as Stripe would send them (timestamp: seconds since the epoch). */
  sign(event: object, options: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event);
    const header = this.signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
    });
    return { payload, header };
  }

  /** The success URL the API gave the Checkout Session it opened for `reference` ('' when none). */
  successUrlOf(reference: string): string {
    const call = this.callsTo(SESSIONS).find(
      (c) => c.form.get('client_reference_id') === reference,
    );
    return call?.form.get('success_url') ?? '';
  }

  /** Stripe's event that the booking's session was paid, its success URL the one the API gave it. */
  paidEvent(
    booking: SessionBooking,
    extra: Partial<Parameters<typeof checkoutEvent>[1]> = {},
  ): ReturnType<typeof checkoutEvent> {
    return checkoutEvent('checkout.session.completed', {
      id: booking.sessionId,
      reference: booking.reference,
      kind: kindOf(booking.reference),
      amount: booking.amount,
      successUrl: this.successUrlOf(booking.reference),
      ...extra,
    });
  }

  /** Posts an event to the API's webhook as Stripe does, signed (`options` spoil the signature). */
  deliver(http: TestAgent, event: object, options: { secret?: string; timestamp?: number } = {}) {
    const { payload, header } = this.sign(event, options);
    return http
      .post(WEBHOOK)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header)
      .send(payload);
  }

  async stop(): Promise<void> {
    await this.runner?.stop();
  }
}

let events = 0;

/** What a reference's prefix names: a tour booking (TB-), a gift card purchase (GC-), else a stay. */
export function kindOf(reference: string): 'tour' | 'stay' | 'gift-card' {
  if (reference.startsWith('TB-')) return 'tour';
  return reference.startsWith('GC-') ? 'gift-card' : 'stay';
}

/** A Checkout Session event as Stripe sends it, for the session fields the API reads. */
export function checkoutEvent(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  session: {
    id: string;
    reference: string;
    kind: 'tour' | 'stay' | 'gift-card';
    amount: number;
    currency?: string;
    paymentIntent?: string;
    successUrl?: string;
    paid?: boolean;
  },
) {
  return {
    id: `evt_test_${Date.now()}_${++events}`,
    object: 'event',
    type,
    api_version: '2026-10-28',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        client_reference_id: session.reference,
        metadata: { bookingReference: session.reference, kind: session.kind },
        amount_total: session.amount,
        currency: session.currency ?? 'usd',
        payment_intent:
          type === 'checkout.session.completed'
            ? (session.paymentIntent ?? `pi_${session.id}`)
            : null,
        payment_status:
          type === 'checkout.session.completed' && session.paid !== false ? 'paid' : 'unpaid',
        status: type === 'checkout.session.completed' ? 'complete' : 'expired',
        success_url: session.successUrl ?? null,
      },
    },
  };
}

/**
 * Registers a suite's app with payments on against its own stripe-mock, its mails caught by its own
 * catcher, its links on http://site.test and an admin signed in (`t.token`); all stopped after the suite.
 */
export function usePaymentsApp(): { stripe: StripeMock; catcher: MailCatcher; t: UsedTestApp } {
  const stripe = new StripeMock();
  const catcher = new MailCatcher();
  const t = useTestApp({
    env: { WEB_ORIGIN: 'http://site.test' },
    service: stripe,
    mail: catcher,
    signIn: 'admin',
  });
  return { stripe, catcher, t };
}
