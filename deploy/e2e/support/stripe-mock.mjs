// Stripe for the browser tests: the real stripe-mock (built by api/scripts/prepare-stripe-mock.mjs and run by
// api/scripts/stripe-mock-runner.cjs, as the API tests do) behind a proxy that records what the API sends, so
// a test can read the session the API opened (its success URL carries the manage link's key), and webhook
// events signed as Stripe signs them, with the SDK's test header helper.
import Stripe from 'stripe';
import { prepareStripeMock } from '../../../api/scripts/prepare-stripe-mock.mjs';
import { runStripeMock } from '../../../api/scripts/stripe-mock-runner.cjs';

const WEBHOOK_SECRET = 'whsec_test_browser_payments';

/**
 * Starts stripe-mock and its recording proxy. `env` is what the API needs to take payments against it;
 * `sessionFor(reference)` is the Checkout Session the API opened for a booking (form fields as sent).
 */
export async function startStripeMock() {
  // Built with Go the first time, as the API tests' pretest does.
  const binary = await prepareStripeMock({ log: (line) => console.log(`# ${line}`) });
  const sessions = [];
  const runner = await runStripeMock(binary, (req, body) => {
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      sessions.push(new URLSearchParams(body.toString('utf8')));
    }
    return false;
  });
  const signer = new Stripe('sk_test_signer');
  let events = 0;
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_browser',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: runner.url,
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
    stop: () => runner.stop(),
  };
}
