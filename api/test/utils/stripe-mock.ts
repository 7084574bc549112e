import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer, IncomingMessage, request, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Stripe from 'stripe';

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

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
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
  private child?: ChildProcess;
  private proxy?: Server;
  private target = '';
  private readonly signer = new Stripe('sk_test_signer');

  async start(): Promise<{
    STRIPE_SECRET_KEY: string;
    STRIPE_WEBHOOK_SECRET: string;
    STRIPE_API_URL: string;
  }> {
    const child = spawn(
      stripeMockBinary(),
      ['-http-addr', '127.0.0.1:0', '-https-addr', '127.0.0.1:0'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    this.target = await new Promise<string>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Listening for HTTP at address: (127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`stripe-mock exited (${code}): ${output}`)));
      setTimeout(() => reject(new Error(`stripe-mock did not start: ${output}`)), 15_000).unref();
    });
    this.proxy = createServer((req, res) => void this.forward(req, res));
    await new Promise<void>((resolve) => this.proxy?.listen(0, '127.0.0.1', resolve));
    const { port } = this.proxy.address() as AddressInfo;
    return {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    };
  }

  private async forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const key = req.headers['idempotency-key'];
    this.calls.push({
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      idempotencyKey: typeof key === 'string' ? key : undefined,
      form: new URLSearchParams(body.toString('utf8')),
    });
    if (this.down) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down (test)' } }));
      return;
    }
    const [host, port] = this.target.split(':');
    const upstream = request(
      { host, port: Number(port), method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    upstream.end(body);
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

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.proxy ? this.proxy.close(() => resolve()) : resolve(),
    );
    this.child?.kill();
  }
}

let events = 0;

/** A Checkout Session event as Stripe sends it, for the session fields the API reads. */
export function checkoutEvent(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  session: {
    id: string;
    reference: string;
    kind: 'tour' | 'stay';
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
