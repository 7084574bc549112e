// An admin's actions on one booking on the production build: a tour booked on the site is opened from its
// row in /admin/Booking, its tickets changed on its detail page (the total follows, the seats left on the
// tour page follow, the visitor is mailed), then confirmed from the row. Shot at a laptop and a phone size;
// axe finds no serious or critical issue on the detail page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './support/accessibility.mjs';
import {
  adminPageOf,
  DESKTOP,
  mailText,
  randomFutureDay,
  shotsAtBothSizes,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';
import { sendTourBooking } from './support/tour-seats.mjs';

const { env, browser } = useTestSite();

test("an admin changes one booking's tickets from its detail page and confirms it from its row", async () => {
  const destination = (await (await fetch(`${env.baseUrl}/api/destination`)).json())[0];
  const date = randomFutureDay();
  const time = destination.tourTimes[0];
  const who = { name: 'Lena Phone', email: 'lena.phone@example.com', tickets: 2 };
  const response = await sendTourBooking(env.baseUrl, destination, date, time, who.tickets, who);
  const body = await response.text();
  assert.equal(response.status, 201, body);
  const reference = JSON.parse(body).data.reference;
  const seatsLeft = async () => {
    const answer = await fetch(
      `${env.baseUrl}/api/destination/${destination._id}/availability?date=${date}`,
    );
    return (await answer.json()).slots.find((slot) => slot.time === time).left;
  };
  const before = await seatsLeft();

  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  await page.goto(
    `${env.baseUrl}/admin/Booking?from=${date}&to=${date}&destinationId=${destination._id}`,
  );
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await row.waitFor();
  assert.match(await row.textContent(), /Web/);
  await shotsAtBothSizes(page, 'booking-actions-row');

  await row.getByRole('link', { name: `Open booking ${reference}` }).click();
  await page.waitForURL(new RegExp(`/admin/bookings/${reference}$`));
  await page.getByRole('heading', { name: `Booking ${reference}` }).waitFor();
  await page.getByText('Lena Phone').first().waitFor();

  const tickets = page.getByRole('spinbutton', { name: 'Tickets' });
  await tickets.fill('4');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Booking changed.').waitFor();
  const expected = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    .format(destination.CostPerPerson * 4)
    .replace(/\.00$/, '');
  const facts = page.locator('.adm-facts');
  await facts.getByText(/^4$/).waitFor();
  assert.match(await facts.textContent(), new RegExp(expected.replace(/[$.]/g, '\\$&')));
  assert.equal(await seatsLeft(), before - 2);
  // The change is in the booking's history and its mails.
  await page.getByRole('region', { name: 'History' }).getByText('Updated').first().waitFor();
  const mail = await env.mail.waitFor(
    (m) => m.to.includes(who.email) && mailText(m.raw).includes(`${reference} was changed`),
  );
  assert.match(mailText(mail.raw), /Tickets: 4/);

  // Too many for the time: refused in words, nothing changed.
  await tickets.fill('99');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page
    .getByRole('alert')
    .getByText(/at most \d+ tickets/)
    .waitFor();
  assert.equal(await seatsLeft(), before - 2);

  await page.getByRole('textbox', { name: /^Note/ }).fill('Phoned: arrives with a pushchair.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await page.getByText('Note saved.').waitFor();
  await assertAccessible(page, 'booking detail');
  await shotsAtBothSizes(page, 'booking-actions-detail', DESKTOP);

  // Back on the list, the row confirms it.
  await page.goto(
    `${env.baseUrl}/admin/Booking?from=${date}&to=${date}&destinationId=${destination._id}`,
  );
  await row.getByRole('button', { name: `Confirm booking ${reference}` }).click();
  await page.getByText('Booking confirmed.').waitFor();
  await row.getByText('Confirmed').waitFor();
  // The one error is the refused change of 99 tickets (the browser logs every 4xx it loads).
  const refused = (error) =>
    error.includes('status of 400') && error.endsWith(`/api/admin/bookings/${reference})`);
  assert.deepEqual(
    errors.filter((error) => !refused(error)),
    [],
  );
  await page.close();
});
