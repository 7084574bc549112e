// The waitlist of a sold-out tour time, end to end: two visitors on one tour page. One books the last seats;
// the other's form marks the time sold out without a reload, and they join its waitlist and confirm their
// place from its mail. The first cancels from their mail's link; the seats are offered to the second by
// mail, whose claim link books them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DESKTOP, mailText, PHONE, shotsAtBothSizes, useTestSite } from './support/harness.mjs';
import { openTourForm, timeWithTwoSeatsLeft } from './support/tour-seats.mjs';
import { assertAccessible } from './support/accessibility.mjs';

const MANAGE_LINK = /https?:\/\/[^\s"'<>]+\/booking\/manage\?ref=[\w-]+&token=[\w-]+/;
const CLAIM_LINK = /https?:\/\/[^\s"'<>]+\/waitlist\/claim\?destination=\w+&token=[\w-]+/;
const LEAVE_LINK = /https?:\/\/[^\s"'<>]+\/waitlist\/leave\?destination=\w+&token=[\w-]+/;
const CONFIRM_LINK = /https?:\/\/[^\s"'<>]+\/waitlist\/confirm\?destination=\w+&token=[\w-]+/;

const { env, browser } = useTestSite();

/** The first link matching `pattern` in the latest mail to `email` that carries one. */
async function linkFromMail(email, pattern) {
  const mail = await env.mail.waitFor(
    (candidate) => candidate.to.includes(email) && pattern.test(mailText(candidate.raw)),
  );
  const link = mailText(mail.raw).match(pattern)?.[0];
  assert.ok(link?.startsWith(env.baseUrl), `the link points at the site (${link})`);
  return link;
}

test('a visitor joins the waitlist of a time that sold out, is offered the seats a cancellation frees, and claims them', async () => {
  const slot = await timeWithTwoSeatsLeft(env.baseUrl);
  const { destination, date, time } = slot;
  const ada = { name: 'Ada Early', email: 'ada.waitlist@example.com' };
  const grace = { name: 'Grace Later', email: 'grace.waitlist@example.com' };
  const first = await openTourForm(browser.context, env.baseUrl, DESKTOP, slot, ada);
  const second = await openTourForm(browser.context, env.baseUrl, PHONE, slot, grace);
  await first.form.getByLabel('Tickets').fill('2');
  await second.form.getByLabel('Tickets').fill('2');

  // The first books the last two seats; the second's form, open all along, sees the time sell out.
  await first.form.getByRole('button', { name: 'Book now' }).click();
  await first.page.getByText('Booking submitted successfully!').waitFor();
  const soldOut = second.form.getByRole('radio', { name: `${time} Sold out` });
  await soldOut.waitFor({ timeout: 5000 });
  assert.equal(await soldOut.isChecked(), false);

  // The second joins the waitlist of that time, with what they had typed carried over.
  const offer = second.form.getByRole('button', { name: `Join the waitlist for ${time}` });
  await offer.scrollIntoViewIfNeeded();
  await shotsAtBothSizes(second.page, 'waitlist-sold-out-offer', PHONE);
  await offer.click();
  const join = second.page.getByRole('form', { name: 'Join the waitlist' });
  await join.waitFor();
  assert.equal(await join.getByLabel('Name').inputValue(), grace.name);
  assert.equal(await join.getByLabel('Email').inputValue(), grace.email);
  assert.equal(await join.getByLabel('Tickets').inputValue(), '2');
  await assertAccessible(second.page, 'waitlist join form');
  await shotsAtBothSizes(second.page, 'waitlist-join-form', PHONE);
  await join.getByRole('button', { name: 'Join the waitlist' }).click();
  const joined = second.page.getByTestId('waitlist-position');
  await joined.waitFor();
  assert.match(
    await joined.innerText(),
    new RegExp(
      `^You are number 1 on the waitlist for ${time} on .+\\. Please confirm your place with the link in the mail we sent: seats are offered only to confirmed places\\.$`,
    ),
  );
  await shotsAtBothSizes(second.page, 'waitlist-joined', PHONE);
  await linkFromMail(grace.email, LEAVE_LINK);

  // Anyone could have typed that address: seats are offered to the entry once its mail's link confirms it.
  await second.page.goto(await linkFromMail(grace.email, CONFIRM_LINK));
  await second.page
    .getByRole('heading', { level: 1, name: 'Confirm your waitlist place' })
    .waitFor();
  assert.equal(await second.page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
  await assertAccessible(second.page, 'waitlist confirm page');
  await shotsAtBothSizes(second.page, 'waitlist-confirm', PHONE);
  await second.page.getByRole('button', { name: 'Confirm my place' }).click();
  await second.page
    .getByRole('status')
    .getByText('Your place on the waitlist is confirmed. You are number 1 in line.')
    .waitFor();
  await shotsAtBothSizes(second.page, 'waitlist-confirmed', PHONE);

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
  await shotsAtBothSizes(second.page, 'waitlist-claim', PHONE);
  await second.page.getByRole('button', { name: 'Claim and book' }).click();
  await second.page.getByText('Booking submitted successfully!').waitFor();
  const reference = await second.page.getByTestId('booking-reference').innerText();
  assert.match(reference, /^TB-/);
  await shotsAtBothSizes(second.page, 'waitlist-claimed', PHONE);

  // The booking is theirs: its confirmation mail has the manage link, which shows it confirmed.
  await second.page.goto(await linkFromMail(grace.email, MANAGE_LINK));
  await second.page.getByTestId('manage-reference').getByText(reference).waitFor();
  await second.page.getByText('Your booking is confirmed.').waitFor();

  assert.deepEqual(first.errors, []);
  assert.deepEqual(second.errors, []);
  await first.page.close();
  await second.page.close();
});
