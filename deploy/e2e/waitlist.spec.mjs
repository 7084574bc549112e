// The waitlist of a sold-out tour time, end to end: two visitors on one tour page. One books the last seats;
// the other's form marks the time sold out without a reload, and they join its waitlist. The first cancels
// from their mail's link; the seats are offered to the second by mail, whose claim link books them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  assertAccessible,
  DESKTOP,
  launchBrowser,
  mailText,
  PHONE,
  randomFutureDay,
  shots,
  startTestSite,
  watchConsole,
} from './support/harness.mjs';

const MANAGE_LINK = /https?:\/\/[^\s"'<>]+\/booking\/manage\?ref=[\w-]+&token=[\w-]+/;
const CLAIM_LINK = /https?:\/\/[^\s"'<>]+\/waitlist\/claim\?destination=\w+&token=[\w-]+/;
const LEAVE_LINK = /https?:\/\/[^\s"'<>]+\/waitlist\/leave\?destination=\w+&token=[\w-]+/;

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

/** The first link matching `pattern` in the latest mail to `email` that carries one. */
async function linkFromMail(email, pattern) {
  const mail = await env.mail.waitFor(
    (candidate) => candidate.to.includes(email) && pattern.test(mailText(candidate.raw)),
  );
  const link = mailText(mail.raw).match(pattern)?.[0];
  assert.ok(link?.startsWith(env.baseUrl), `the link points at the site (${link})`);
  return link;
}

async function openTourForm(viewport, destination, date, time, who) {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/TourPage/${destination._id}`);
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.waitFor();
  await form.getByLabel('Name').fill(who.name);
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Date').fill(date);
  await form.getByRole('radio', { name: new RegExp(`^${time} 2 seats left`) }).check();
  await form.getByLabel('Tickets').fill('2');
  return { page, form, errors };
}

test('a visitor joins the waitlist of a time that sold out, is offered the seats a cancellation frees, and claims them', async () => {
  const destination = (await (await fetch(`${env.baseUrl}/api/destination`)).json())[0];
  const date = randomFutureDay();
  const seats = await (
    await fetch(`${env.baseUrl}/api/destination/${destination._id}/availability?date=${date}`)
  ).json();
  const { time, left } = seats.slots[0];
  await takeSeats(destination, date, time, left - 2, seats.maxTicketsPerBooking);

  const ada = { name: 'Ada Early', email: 'ada.waitlist@example.com' };
  const grace = { name: 'Grace Later', email: 'grace.waitlist@example.com' };
  const first = await openTourForm(DESKTOP, destination, date, time, ada);
  const second = await openTourForm(PHONE, destination, date, time, grace);

  // The first books the last two seats; the second's form, open all along, sees the time sell out.
  await first.form.getByRole('button', { name: 'Book now' }).click();
  await first.page.getByText('Booking submitted successfully!').waitFor();
  const soldOut = second.form.getByRole('radio', { name: `${time} Sold out` });
  await soldOut.waitFor({ timeout: 5000 });
  assert.equal(await soldOut.isChecked(), false);

  // The second joins the waitlist of that time, with what they had typed carried over.
  const offer = second.form.getByRole('button', { name: `Join the waitlist for ${time}` });
  await offer.scrollIntoViewIfNeeded();
  await shots(second.page, 'waitlist-sold-out-offer', PHONE);
  await offer.click();
  const join = second.page.getByRole('form', { name: 'Join the waitlist' });
  await join.waitFor();
  assert.equal(await join.getByLabel('Name').inputValue(), grace.name);
  assert.equal(await join.getByLabel('Email').inputValue(), grace.email);
  assert.equal(await join.getByLabel('Tickets').inputValue(), '2');
  await assertAccessible(second.page, 'waitlist join form');
  await shots(second.page, 'waitlist-join-form', PHONE);
  await join.getByRole('button', { name: 'Join the waitlist' }).click();
  const joined = second.page.getByTestId('waitlist-position');
  await joined.waitFor();
  assert.match(
    await joined.innerText(),
    new RegExp(
      `^You are number 1 on the waitlist for ${time} on .+\\. We will mail you when seats free up\\.$`,
    ),
  );
  await shots(second.page, 'waitlist-joined', PHONE);
  await linkFromMail(grace.email, LEAVE_LINK);

  // The first cancels from their booking mail's link: the seats go to the waitlist, not back on sale.
  await first.page.goto(await linkFromMail(ada.email, MANAGE_LINK));
  await first.page.getByRole('button', { name: 'Cancel booking' }).click();
  await first.page
    .getByRole('alertdialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await first.page.getByRole('status').getByText('Your booking is cancelled.').waitFor();
  const during = await (
    await fetch(`${env.baseUrl}/api/destination/${destination._id}/availability?date=${date}`)
  ).json();
  assert.equal(during.slots[0].left, 0, 'the freed seats are held for the waitlist');

  // The offer mail's claim link shows the held seats, and claiming books them.
  await second.page.goto(await linkFromMail(grace.email, CLAIM_LINK));
  await second.page.getByRole('heading', { level: 1, name: 'Your waitlist offer' }).waitFor();
  await second.page
    .getByTestId('offer-state')
    .getByText(/^Seats freed up: 2 seats are held for you until .+\./)
    .waitFor();
  assert.equal(await second.page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
  await assertAccessible(second.page, 'waitlist claim page');
  await shots(second.page, 'waitlist-claim', PHONE);
  await second.page.getByRole('button', { name: 'Claim and book' }).click();
  await second.page.getByText('Booking submitted successfully!').waitFor();
  const reference = await second.page.getByTestId('booking-reference').innerText();
  assert.match(reference, /^TB-/);
  await shots(second.page, 'waitlist-claimed', PHONE);

  // The booking is theirs: its confirmation mail has the manage link, which shows it confirmed.
  await second.page.goto(await linkFromMail(grace.email, MANAGE_LINK));
  await second.page.getByTestId('manage-reference').getByText(reference).waitFor();
  await second.page.getByText('Your booking is confirmed.').waitFor();

  assert.deepEqual(first.errors, []);
  assert.deepEqual(second.errors, []);
  await first.page.close();
  await second.page.close();
});
