// The admin's Tour times screen on the production build: visitors book one tour time, the admin picks it, sees
// the dry run of who is affected, cancels it after a dialog that says what will happen, and sees the result;
// the bookings read Cancelled in /admin/Booking, each visitor's mail arrives with their booking link, and the
// time is closed on the tour page's availability. Shot at a laptop and a phone size; axe finds no serious or
// critical issue.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './support/accessibility.mjs';
import {
  adminPageOf,
  DESKTOP,
  mailText,
  randomFutureDay,
  shotsAtBothSizes,
  TOUR_MANAGE_LINK,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';
import { sendTourBooking } from './support/tour-seats.mjs';

const { env, browser } = useTestSite();

/** A booking that must succeed; answers its reference. */
async function book(destination, date, time, tickets, who) {
  const response = await sendTourBooking(env.baseUrl, destination, date, time, tickets, who);
  const body = await response.text();
  assert.equal(response.status, 201, body);
  return JSON.parse(body).data.reference;
}

test('an admin cancels a whole tour time after its dry run; the bookings are cancelled and every visitor mailed', async () => {
  const destination = (await (await fetch(`${env.baseUrl}/api/destination`)).json())[0];
  const date = randomFutureDay();
  const time = destination.tourTimes[0];
  const visitors = [
    { name: 'Rosa Storm', email: 'rosa.storm@example.com', tickets: 2 },
    { name: 'Ivo Harbour', email: 'ivo.harbour@example.com', tickets: 3 },
  ];
  const references = [];
  for (const who of visitors)
    references.push(await book(destination, date, time, who.tickets, who));

  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await page.goto(`${env.baseUrl}/admin/tour-times`);
  const form = page.getByRole('form', { name: 'Choose a tour time' });
  await form.getByRole('option', { name: destination.title }).waitFor({ state: 'attached' });
  await form.getByLabel('Destination').selectOption(destination._id);
  await form.getByLabel('Tour date').fill(date);
  await form.getByLabel('Time').selectOption(time);
  await page.getByRole('button', { name: 'Show who is affected' }).click();

  // The dry run: every booking with its contact and tickets, and the sums.
  const dryRun = page.getByRole('region', { name: /^Dry run: / });
  await dryRun.waitFor();
  await dryRun.getByText('2 bookings (5 tickets)').waitFor();
  await dryRun.getByText('2 contacts').waitFor();
  for (const [index, reference] of references.entries()) {
    const row = dryRun.getByRole('row', { name: new RegExp(reference) });
    assert.match(await row.textContent(), new RegExp(visitors[index].email.replace('.', '\\.')));
  }
  await page.getByLabel(/^Reason/).fill('Storm warning for the coast');
  await assertAccessible(page, 'the dry run');
  await shotsAtBothSizes(page, 'tour-time-dry-run');

  await page.getByRole('button', { name: 'Cancel all bookings' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('Cancel 2 bookings (5 tickets)? Each visitor is mailed').waitFor();
  await dialog.getByRole('button', { name: 'Cancel the tour time' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Cancelled 2 of 2 bookings' });
  await done.waitFor();
  const result = page.getByRole('table', { name: 'What became of each booking' });
  for (const reference of references) {
    assert.match(
      await result.getByRole('row', { name: new RegExp(reference) }).textContent(),
      /Cancelled/,
    );
  }
  await assertAccessible(page, 'the result');
  await shotsAtBothSizes(page, 'tour-time-result');

  // The Tour bookings list shows them cancelled.
  await page.getByRole('link', { name: 'See them in Tour bookings' }).click();
  await page.goto(
    `${env.baseUrl}/admin/Booking?from=${date}&to=${date}&destinationId=${destination._id}`,
  );
  for (const reference of references) {
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await row.waitFor();
    assert.match(await row.textContent(), /Cancelled/);
  }

  // Each visitor's mail says so, with the reason and their booking link, which shows the booking cancelled.
  for (const [index, who] of visitors.entries()) {
    const mail = await env.mail.waitFor(
      (m) => m.to.includes(who.email) && /we had to cancel this tour time/.test(mailText(m.raw)),
    );
    const text = mailText(mail.raw);
    assert.match(text, /Storm warning for the coast/);
    const link = text.match(TOUR_MANAGE_LINK)?.[0];
    assert.ok(link?.startsWith(env.baseUrl), `the manage link points at the site (${link})`);
    assert.ok(link.includes(references[index]));
    const visitor = await browser.context.newPage();
    await visitor.goto(link);
    await visitor
      .getByText(/cancelled/i)
      .first()
      .waitFor();
    await visitor.close();
  }

  // The time is closed: the tour's availability shows it so, and booking it is refused.
  const seats = await (
    await fetch(`${env.baseUrl}/api/destination/${destination._id}/availability?date=${date}`)
  ).json();
  assert.deepEqual(
    seats.slots.find((slot) => slot.time === time),
    { time, capacity: seats.slots[0].capacity, left: 0, closed: true },
  );
  const late = await sendTourBooking(env.baseUrl, destination, date, time, 1, {
    name: 'Late Comer',
    email: 'late.comer@example.com',
  });
  assert.equal(late.status, 409);
  assert.deepEqual(errors, [], 'no console errors on the admin screens');
});
