// Flow 3: book a tour from Home's Popular Destinations and see the reference; book a stay from a special
// offer (the booking remote's form inside the catalog remote's page), with over-limit guests blocked.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  isoDay,
  openFirstTourFromHome,
  randomFutureDay,
  screenshot,
  scrollThrough,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';

const { env, browser } = useTestSite();

test('a visitor books a tour and gets a booking reference', async () => {
  const page = await browser.context.newPage();
  const errors = watchConsole(page);
  const form = await openFirstTourFromHome(page, env.baseUrl);
  await page.getByText('1 day', { exact: true }).waitFor();
  await page.getByText('Budget', { exact: true }).waitFor();
  await screenshot(page, 'tour-page');

  await form.getByLabel('Name').fill('Tour Visitor');
  await form.getByLabel('Email').fill('tour.visitor@example.com');
  await form.getByLabel('Date').fill(randomFutureDay());
  await form.getByRole('radio', { name: /^10:30 / }).check();
  await form.getByLabel('Tickets').fill('2');
  await form.getByRole('button', { name: 'Book now' }).click();

  await page.getByText('Booking submitted successfully!').waitFor();
  const reference = await page.getByTestId('booking-reference').textContent();
  assert.match(reference ?? '', /^TB-[A-Z0-9]+$/);
  await screenshot(page, 'tour-booked');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a visitor books a stay; more guests than the limit are blocked', async () => {
  const { maxGuestLimit } = await (await fetch(`${env.baseUrl}/api/limit`)).json();
  assert.ok(Number.isInteger(maxGuestLimit) && maxGuestLimit >= 1);

  const page = await browser.context.newPage();
  const errors = watchConsole(page);
  await page.goto(env.baseUrl);
  await page
    .getByRole('link', { name: /^View Details/ })
    .first()
    .click();
  await page.waitForURL(/\/OfferDetails\/[0-9a-f]{24}$/);
  // The stay form loads as the visitor nears it (below the gallery on a phone).
  await scrollThrough(page);

  const form = page.getByRole('form', { name: 'Book your stay' });
  await form.waitFor();
  const submit = form.getByRole('button', { name: /^Book/ });
  await form.getByLabel('Name').fill('Stay Visitor');
  await form.getByLabel('Email').fill('stay.visitor@example.com');
  const start = 30 + Math.floor(Math.random() * 600);
  await form.getByLabel('Check-in').fill(isoDay(start));
  await form.getByLabel('Check-out').fill(isoDay(start + 3));

  await form.getByLabel('Guests').fill(String(maxGuestLimit + 1));
  await form.getByText(`Number of guests cannot exceed ${maxGuestLimit}`).waitFor();
  await form.getByText(`Maximum ${maxGuestLimit} guests allowed`).waitFor();
  assert.equal(await submit.isDisabled(), true, 'submit is disabled while over the limit');
  await screenshot(page, 'offer-details-over-limit');

  await form.getByLabel('Guests').fill('1');
  await form
    .getByText(`Number of guests cannot exceed ${maxGuestLimit}`)
    .waitFor({ state: 'detached' });
  await form.getByText('Nights', { exact: true }).waitFor();
  await submit.click();
  await page.getByText('Booking submitted successfully!').waitFor();
  assert.match((await page.getByTestId('booking-reference').textContent()) ?? '', /^ST-[A-Z0-9]+$/);
  assert.deepEqual(errors, []);
  await page.close();
});
