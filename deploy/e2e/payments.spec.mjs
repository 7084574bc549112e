// Payments on: a visitor books a tour and a stay, is sent to Stripe's hosted page (intercepted: it is not
// reachable here), comes back while the signed webhook is on its way, sees the booking confirmed and paid,
// then cancels and sees the refund. Stripe is the real stripe-mock; the webhook is signed as Stripe signs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DESKTOP,
  firstDemoItems,
  isoDay,
  mailText,
  openFirstTourFromHome,
  PHONE,
  randomFutureDay,
  screenshot,
  scrollThrough,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';
import { startStripeMock } from './support/stripe-mock.mjs';

// The site's API is pointed at stripe-mock: the mock starts before the site and stops after it.
let stripe;
const { env, browser } = useTestSite({
  site: async () => {
    stripe = await startStripeMock();
    return { apiEnv: stripe.env };
  },
  tearDown: () => stripe?.stop(),
});

/**
 * Sends the booking form and follows the visitor to Stripe's page, which answers with a stand-in.
 * Returns the booking the API created and the Checkout Session it opened for it.
 */
async function bookAndGoToCheckout(page, submit, bookingPath) {
  const checkoutPages = [];
  await page.route(/^https:\/\/checkout\.stripe\.com\//, (route) => {
    checkoutPages.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Stripe Checkout (stand-in)</title><h1>Pay</h1>',
    });
  });
  // The API's answer, read as it passes: the page leaves for Stripe at once, taking the body with it.
  let answer;
  await page.route(
    (url) => url.pathname === bookingPath,
    async (route) => {
      const response = await route.fetch();
      answer = { status: response.status(), body: await response.json() };
      await route.fulfill({ response });
    },
  );
  await submit.click();
  await page.waitForURL(/^https:\/\/checkout\.stripe\.com\//);
  assert.equal(answer?.status, 201);
  const { data: booking, payment } = answer.body;
  assert.equal(payment.status, 'pending');
  assert.ok(Number.isInteger(payment.amount) && payment.amount > 0, 'amount in minor units');
  assert.deepEqual(checkoutPages, [payment.checkoutUrl], 'the visitor went to the session URL');
  const session = stripe.sessionFor(booking.reference);
  assert.ok(session, 'the API opened a Checkout Session for the booking');
  assert.equal(session.get('metadata[bookingReference]'), booking.reference);
  return { booking, payment, successUrl: session.get('success_url') };
}

/** Stripe's webhook for the paid session, signed; the API answers 200 and applies it once. */
async function sendPaidWebhook({ booking, payment, successUrl }, kind) {
  const { payload, header } = stripe.paidEvent({
    sessionId: payment.sessionId,
    reference: booking.reference,
    kind,
    amount: payment.amount,
    currency: payment.currency,
    successUrl,
  });
  const response = await fetch(`${env.baseUrl}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  assert.equal(response.status, 200, await response.text());
}

const money = (minor) => `$${(minor / 100).toFixed(2)}`;

/** Back on the site from Stripe: waiting, then (webhook in) confirmed and paid; cancelled and refunded. */
async function payReturnAndCancel(page, checkout, kind, size) {
  await page.goto(checkout.successUrl);
  await page.getByText('Waiting for payment confirmation…').waitFor();
  assert.equal(
    await page.getByText('Your booking is confirmed.').count(),
    0,
    'the success URL alone confirms nothing',
  );
  await screenshot(page, `payment-waiting-${kind}-${size.name}`);

  await sendPaidWebhook(checkout, kind);
  await page.getByText('Your booking is confirmed.').waitFor();
  await page.getByText(`Paid by card: ${money(checkout.payment.amount)}.`).waitFor();
  await screenshot(page, `payment-paid-${kind}-${size.name}`);

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await dialog
    .getByText(`The ${money(checkout.payment.amount)} you paid will be refunded to your card.`)
    .waitFor();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByText(`Refunded to your card: ${money(checkout.payment.amount)}.`).waitFor();
  await screenshot(page, `payment-refunded-${kind}-${size.name}`);
}

test('with payments on, a tour is paid at Stripe, confirmed by the webhook, then cancelled and refunded', async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  const errors = watchConsole(page);
  const form = await openFirstTourFromHome(page, env.baseUrl);
  // Payments on: the form does not promise payment on the day.
  assert.equal(await form.getByText('Payment is taken on the day.').count(), 0);
  await form.getByLabel('Name').fill('Paying Visitor');
  await form.getByLabel('Email').fill('paying.visitor@example.com');
  await form.getByLabel('Date').fill(randomFutureDay());
  await form.getByRole('radio', { name: /^10:30 / }).check();
  await form.getByLabel('Tickets').fill('2');
  const checkout = await bookAndGoToCheckout(
    page,
    form.getByRole('button', { name: /^Book/ }),
    '/api/booking',
  );
  assert.equal(checkout.booking.status, 'held', 'a paid booking is held until the webhook');
  await payReturnAndCancel(page, checkout, 'tour', DESKTOP);

  // The cancellation mail says how much comes back.
  await env.mail.waitFor(
    (mail) =>
      mail.to.includes('paying.visitor@example.com') &&
      mailText(mail.raw).includes(money(checkout.payment.amount)) &&
      /refund/i.test(mailText(mail.raw)),
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('with payments on, a stay is paid at Stripe on a phone, then cancelled and refunded', async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  const errors = watchConsole(page);
  const { offer } = await firstDemoItems(env.baseUrl);
  await page.goto(`${env.baseUrl}/OfferDetails/${offer._id}`);
  await scrollThrough(page);
  const form = page.getByRole('form', { name: 'Book your stay' });
  await form.waitFor();
  await form.getByLabel('Name').fill('Paying Guest');
  await form.getByLabel('Email').fill('paying.guest@example.com');
  const start = 30 + Math.floor(Math.random() * 600);
  await form.getByLabel('Check-in').fill(isoDay(start));
  await form.getByLabel('Check-out').fill(isoDay(start + 2));
  await form.getByLabel('Guests').fill('1');
  await form.getByText('Nights', { exact: true }).waitFor();
  const checkout = await bookAndGoToCheckout(
    page,
    form.getByRole('button', { name: /^Book/ }),
    '/api/bookingapartment',
  );
  await payReturnAndCancel(page, checkout, 'stay', PHONE);
  assert.deepEqual(errors, []);
  await page.close();
});
