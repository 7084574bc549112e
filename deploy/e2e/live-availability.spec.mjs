// Live availability: two visitors on one tour page at once. One books the last seats of a time; the other's
// form, already filled in for that time, marks it sold out and lets go of it without a reload.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  DESKTOP,
  launchBrowser,
  PHONE,
  randomFutureDay,
  screenshot,
  startTestSite,
  watchConsole,
} from './support/harness.mjs';

let env;
let browser;

before(async () => {
  env = await startTestSite();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await env?.stop();
});

/** Books `tickets` seats through the API, as other visitors would, in bookings the per-booking cap allows. */
async function takeSeats(destination, date, time, tickets, maxPerBooking) {
  for (let left = tickets; left > 0; left -= maxPerBooking) {
    const count = Math.min(left, maxPerBooking);
    const response = await fetch(`${env.baseUrl}/api/booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        destinationId: destination._id,
        date,
        time,
        tickets: count,
        cost: destination.CostPerPerson * count,
        name: 'Early Bird',
        email: 'early.bird@example.com',
      }),
    });
    assert.equal(response.status, 201, await response.text());
  }
}

async function openTourForm(viewport, destination, date, time) {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/TourPage/${destination._id}`);
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.waitFor();
  await form.getByLabel('Name').fill(`Visitor on a ${viewport.name}`);
  await form.getByLabel('Email').fill(`${viewport.name}.visitor@example.com`);
  await form.getByLabel('Date').fill(date);
  const radio = form.getByRole('radio', { name: new RegExp(`^${time} 2 seats left`) });
  await radio.check();
  return { page, form, errors };
}

test('a time that sells out while a visitor fills in the form is marked sold out without a reload', async () => {
  const destination = (await (await fetch(`${env.baseUrl}/api/destination`)).json())[0];
  const date = randomFutureDay();
  const seats = await (
    await fetch(`${env.baseUrl}/api/destination/${destination._id}/availability?date=${date}`)
  ).json();
  const slot = seats.slots[0];
  await takeSeats(destination, date, slot.time, slot.left - 2, seats.maxTicketsPerBooking);

  const first = await openTourForm(DESKTOP, destination, date, slot.time);
  const second = await openTourForm(PHONE, destination, date, slot.time);

  await first.form.getByLabel('Tickets').fill('2');
  await first.form.getByRole('button', { name: 'Book now' }).click();
  await first.page.getByText('Booking submitted successfully!').waitFor();

  const soldOut = second.form.getByRole('radio', { name: `${slot.time} Sold out` });
  await soldOut.waitFor({ timeout: 5000 });
  assert.equal(await soldOut.isChecked(), false);
  assert.equal(await soldOut.isDisabled(), true);
  await second.form
    .getByText(
      `Sorry, the ${slot.time} tour has just sold out on this date. Please choose another time.`,
    )
    .waitFor();
  await screenshot(second.page, 'live-sold-out-phone');
  await screenshot(first.page, 'live-booked-desktop');

  assert.deepEqual(first.errors, []);
  assert.deepEqual(second.errors, []);
  await first.page.close();
  await second.page.close();
});
