// Live availability: two visitors on one tour page at once. One books the last seats of a time; the other's
// form, already filled in for that time, marks it sold out and lets go of it without a reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DESKTOP, PHONE, screenshot, useTestSite } from './support/harness.mjs';
import { openTourForm, timeWithTwoSeatsLeft } from './support/tour-seats.mjs';

const { env, browser } = useTestSite();

test('a time that sells out while a visitor fills in the form is marked sold out without a reload', async () => {
  const slot = await timeWithTwoSeatsLeft(env.baseUrl);
  const visitor = (viewport) => ({
    name: `Visitor on a ${viewport.name}`,
    email: `${viewport.name}.visitor@example.com`,
  });
  const first = await openTourForm(browser.context, env.baseUrl, DESKTOP, slot, visitor(DESKTOP));
  const second = await openTourForm(browser.context, env.baseUrl, PHONE, slot, visitor(PHONE));

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
