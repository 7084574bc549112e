// Stripe for the browser tests: the real stripe-mock (built by api/scripts/prepare-stripe-mock.mjs, the API
// tests' own) behind a proxy that records what the API sends, so a test can read the session the API opened
// (its success URL carries the manage link's key), and webhook events signed as Stripe signs them, with the
// SDK's test header helper.
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import Stripe from 'stripe';
import { prepareStripeMock } from '../../../api/scripts/prepare-stripe-mock.mjs';

const WEBHOOK_SECRET = 'whsec_test_browser_payments';

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function startBinary() {
  // Built with Go the first time, as the API tests' pretest does.
  const binary = await prepareStripeMock({ log: (line) => console.log(`# ${line}`) });
  const child = spawn(binary, ['-http-addr', '127.0.0.1:0', '-https-addr', '127.0.0.1:0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const address = await new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /Listening for HTTP at address: (127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`stripe-mock exited (${code}): ${output}`)));
    setTimeout(() => reject(new Error(`stripe-mock did not start: ${output}`)), 15_000).unref();
  });
  return { child, address };
}

/**
 * Starts stripe-mock and its recording proxy. `env` is what the API needs to take payments against it;
 * `sessionFor(reference)` is the Checkout Session the API opened for a booking (form fields as sent).
 */
export async function startStripeMock() {
  const { child, address } = await startBinary();
  const [host, port] = address.split(':');
  const sessions = [];
  const proxy = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      sessions.push(new URLSearchParams(body.toString('utf8')));
    }
    const upstream = request(
      { host, port: Number(port), method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    upstream.end(body);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const signer = new Stripe('sk_test_signer');
  let events = 0;
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_browser',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${proxy.address().port}`,
    },
    /** The last session opened for `reference` (a pay-again opens another). */
    sessionFor(reference) {
      return sessions.findLast((form) => form.get('client_reference_id') === reference);
    },
    /** A `checkout.session.completed` event for a paid session, as a body and its Stripe-Signature. */
    paidEvent({ sessionId, reference, kind, amount, currency, successUrl }) {
      const payload = JSON.stringify({
        id: `evt_browser_${Date.now()}_${++events}`,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            mode: 'payment',
            client_reference_id: reference,
            metadata: { bookingReference: reference, kind },
            amount_total: amount,
            currency,
            payment_intent: `pi_${sessionId}_${events}`,
            payment_status: 'paid',
            status: 'complete',
            success_url: successUrl,
          },
        },
      });
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return { payload, header };
    },
    async stop() {
      await new Promise((resolve) => proxy.close(() => resolve()));
      child.kill();
    },
  };
}
