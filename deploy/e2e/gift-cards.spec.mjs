// Gift cards, payments on: a visitor buys a card on /gift-cards and is sent to Stripe's page (intercepted: it
// is not reachable here); Stripe's signed webhook issues it and its code is mailed to the recipient, who
// redeems it in a tour's booking form (the breakdown says "Gift card −$X", the rest goes to Stripe); the
// admin sees the card spent, and its ledger. Stripe is the real stripe-mock.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  adminPageOf,
  DESKTOP,
  mailText,
  networkQuiet,
  openFirstTourFromHome,
  PHONE,
  randomFutureDay,
  screenshot,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';
import { startStripeMock } from './support/stripe-mock.mjs';

let stripe;
const { env, browser } = useTestSite({
  site: async () => {
    stripe = await startStripeMock();
    return { apiEnv: stripe.env };
  },
  tearDown: () => stripe?.stop(),
});

const LAPTOP = { name: 'laptop', width: 1280, height: 800 };
const CODE = /[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/;

/** Full-page pictures of what `page` shows at the laptop's and the phone's size. */
async function shots(page, name) {
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, `${name}-${size.name}`);
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * Presses `submit` and follows the visitor to Stripe's page (a stand-in); answers what the API said to
 * `apiPath` as the page left.
 */
async function submitToCheckout(page, submit, apiPath) {
  await page.route(/^https:\/\/checkout\.stripe\.com\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Stripe Checkout (stand-in)</title><h1>Pay</h1>',
    }),
  );
  let answer;
  await page.route(
    (url) => url.pathname === apiPath,
    async (route) => {
      const response = await route.fetch();
      answer = { status: response.status(), body: await response.json() };
      await route.fulfill({ response });
    },
  );
  await submit.click();
  await page.waitForURL(/^https:\/\/checkout\.stripe\.com\//);
  assert.equal(answer?.status, 201, JSON.stringify(answer?.body));
  return answer.body;
}

async function deliverPaid({ sessionId, reference, kind, amount, currency }) {
  const session = stripe.sessionFor(reference);
  const { payload, header } = stripe.paidEvent({
    sessionId,
    reference,
    kind,
    amount,
    currency,
    successUrl: session.get('success_url'),
  });
  const response = await fetch(`${env.baseUrl}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  assert.equal(response.status, 200, await response.text());
  return session.get('success_url');
}

test('a visitor buys a gift card, another redeems it in the booking form, the admin sees its ledger', async () => {
  // The buyer: a $25 card for a friend, with a message.
  const buyer = await browser.context.newPage();
  await buyer.setViewportSize(DESKTOP);
  const buyerErrors = watchConsole(buyer);
  await buyer.goto(env.baseUrl);
  await buyer.getByRole('contentinfo').getByRole('link', { name: 'Gift cards' }).click();
  await buyer.waitForURL(/\/gift-cards$/);
  await buyer.getByRole('heading', { level: 1, name: 'Gift cards' }).waitFor();
  await networkQuiet(buyer);
  await buyer.getByLabel('$25.00').check();
  await buyer.getByLabel('Your email').fill('gift.buyer@example.com');
  await buyer.getByLabel("Recipient's email (optional)").fill('gift.friend@example.com');
  await buyer.getByLabel('Message (optional)').fill('Enjoy a day out!');
  assert.equal(await buyer.getByLabel('Your email').inputValue(), 'gift.buyer@example.com');
  await shots(buyer, 'gift-card-buy');
  const bought = await submitToCheckout(
    buyer,
    buyer.getByRole('button', { name: 'Buy a $25.00 gift card' }),
    '/api/gift-cards',
  );
  const order = bought.data;
  assert.match(order.reference, /^GC-/);
  assert.equal(order.amount, 2500);
  assert.equal(stripe.sessionFor(order.reference).get('metadata[kind]'), 'gift-card');

  // Stripe's signed webhook says it was paid: the card is issued and mailed; the buyer is back on the site.
  const successUrl = await deliverPaid({ ...order, kind: 'gift-card' });
  await buyer.goto(successUrl);
  await buyer.getByTestId('gift-card-thanks').getByText(order.reference).waitFor();
  await shots(buyer, 'gift-card-thanks');
  assert.deepEqual(buyerErrors, []);
  await buyer.close();
  const mail = await env.mail.waitFor((candidate) =>
    candidate.to.includes('gift.friend@example.com'),
  );
  const code = mailText(mail.raw).match(CODE)?.[0];
  assert.ok(code, 'the mail carries the code');
  assert.match(mailText(mail.raw), /Enjoy a day out!/);

  // The friend books a tour with it: the card pays $25, the rest goes to Stripe.
  const visitor = await browser.context.newPage();
  await visitor.setViewportSize(DESKTOP);
  const visitorErrors = watchConsole(visitor);
  const form = await openFirstTourFromHome(visitor, env.baseUrl);
  await form.getByLabel('Name').fill('Gift Friend');
  await form.getByLabel('Email').fill('gift.friend@example.com');
  await form.getByLabel('Date').fill(randomFutureDay());
  await form.getByRole('radio', { name: /^10:30 / }).check();
  await form.getByLabel('Tickets').fill('2');
  const subtotal = Number(
    (await form.getByTestId('tour-cost').textContent()).replace(/[^0-9.]/g, ''),
  );
  await form.getByLabel('Gift card').fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Apply' }).nth(1).click();
  await form.getByTestId('gift-card-status').getByText(`Gift card ${code} applied`).waitFor();
  const breakdown = form.getByTestId('price-breakdown');
  await breakdown.getByText('Gift card').waitFor();
  assert.equal(await breakdown.getByTestId('price-gift-card').textContent(), '−$25.00');
  const toPay = (subtotal - 25).toFixed(2);
  assert.equal(await form.getByTestId('tour-cost').textContent(), `$${toPay}`);
  await form.scrollIntoViewIfNeeded();
  await shots(visitor, 'gift-card-booking-form');
  const booked = await submitToCheckout(
    visitor,
    form.getByRole('button', { name: /^Book/ }),
    '/api/booking',
  );
  assert.equal(booked.data.price.giftCard, 25);
  assert.equal(booked.data.cost, Number(toPay));
  assert.equal(booked.payment.amount, Math.round(Number(toPay) * 100));
  assert.deepEqual(visitorErrors, []);
  await visitor.close();

  // The admin: the card spent, and its ledger (issued, then redeemed by the booking).
  const admin = await adminPageOf(browser, env);
  await admin.goto(`${env.baseUrl}/admin/gift-cards`);
  const row = admin.getByRole('row', { name: new RegExp(code) });
  await row.waitFor();
  await row.getByText('Used up').waitFor();
  await shots(admin, 'gift-card-admin-list');
  await row.getByRole('button', { name: `Ledger of ${code}` }).click();
  const ledger = admin.getByRole('table', { name: `Transactions of ${code}` });
  await ledger.getByRole('row', { name: /Issued/ }).waitFor();
  await ledger
    .getByRole('row', { name: new RegExp(`Redeemed.*${booked.data.reference}`) })
    .waitFor();
  await admin
    .getByTestId('gift-card-ledger-summary')
    .getByText('Used up: $0.00 left of $25.00')
    .waitFor();
  await shots(admin, 'gift-card-admin-ledger');
  await admin.getByRole('button', { name: 'Issue gift card' }).click();
  await admin.getByRole('dialog', { name: 'Issue a gift card' }).waitFor();
  await shots(admin, 'gift-card-admin-issue');
  await admin.close();
});
