// Deleting a tour that visitors booked, on the production build: the admin's Delete is refused with the
// bookings, tickets and dates it would strand, and the dialog offers to cancel them all in the same action;
// once done, the tour is gone, each visitor is mailed, and the visitor's booking page says the tour was
// withdrawn. The dialog and the booking page are shot at a laptop and a phone size; axe finds no serious or
// critical issue on either.
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

test('an admin deletes a booked tour, cancelling its bookings in the same action; the visitor reads that it was withdrawn', async () => {
  const destinations = await (await fetch(`${env.baseUrl}/api/destination`)).json();
  // One whose row name is its own, so that its Delete button is the one pressed.
  const destination = destinations.find(
    (d) => destinations.filter((other) => other.destination === d.destination).length === 1,
  );
  const date = randomFutureDay();
  const [first, second] = destination.tourTimes;
  const visitors = [
    { name: 'Lena Quay', email: 'lena.quay@example.com', time: first, tickets: 2 },
    { name: 'Omar Pier', email: 'omar.pier@example.com', time: second ?? first, tickets: 1 },
  ];
  for (const who of visitors) {
    const response = await sendTourBooking(
      env.baseUrl,
      destination,
      date,
      who.time,
      who.tickets,
      who,
    );
    assert.equal(response.status, 201, await response.text());
  }

  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await page.goto(`${env.baseUrl}/Admin/destinationView`);
  await page.getByRole('button', { name: `Delete ${destination.destination}` }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByText('Are you sure you want to delete this destination?').waitFor();
  await ask.getByRole('button', { name: 'Delete' }).click();

  // Refused: the dialog now says what the delete would strand, and offers to cancel it all.
  const withBookings = page.getByRole('alertdialog', { name: 'Delete with its bookings?' });
  await withBookings.getByText('This tour has 2 live bookings (3 tickets) on 1 date:').waitFor();
  const text = await withBookings.textContent();
  assert.match(text, new RegExp(`${date} at ${first}`));
  await assertAccessible(page, 'the delete dialog with bookings');
  await shotsAtBothSizes(page, 'catalog-edits-delete-dialog');
  await withBookings.getByRole('button', { name: 'Cancel them all and delete' }).click();
  await page.getByText('Destination deleted successfully').first().waitFor();
  const gone = await fetch(`${env.baseUrl}/api/destination/${destination._id}`);
  assert.equal(gone.status, 404);

  // Each visitor is mailed that the tour was withdrawn, with a link to their booking.
  for (const who of visitors) {
    const mail = await env.mail.waitFor(
      (m) => m.to.includes(who.email) && /this tour was withdrawn/.test(mailText(m.raw)),
    );
    const link = mailText(mail.raw).match(TOUR_MANAGE_LINK)?.[0];
    assert.ok(link?.startsWith(env.baseUrl), `the manage link points at the site (${link})`);
    if (who !== visitors[0]) continue;
    const visitor = await browser.context.newPage();
    await visitor.setViewportSize(DESKTOP);
    await visitor.goto(link);
    await visitor.getByText('This tour was withdrawn and is no longer offered.').waitFor();
    await visitor.getByText(/This booking was cancelled/).waitFor();
    assert.equal(await visitor.getByRole('button', { name: 'Confirm booking' }).count(), 0);
    await assertAccessible(visitor, 'the manage page of a withdrawn tour');
    await shotsAtBothSizes(visitor, 'catalog-edits-manage-withdrawn');
    await visitor.close();
  }
  // The one refusal the screen expects (the first delete's 409) is the browser's only complaint.
  const unexpected = errors.filter((e) => !/status of 409/.test(e));
  assert.deepEqual(unexpected, [], 'no other console errors on the admin screen');
});
