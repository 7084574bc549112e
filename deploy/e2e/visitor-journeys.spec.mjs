// Visitor journeys around a booking: seats left before booking a tour (down to the last seat and 'Sold out'),
// booked nights on the stay form, confirming a hold from the mail's link, cancelling from that link and from
// My bookings. Screenshots of a tour page and an offer page at desktop and phone sizes are kept.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DESKTOP,
  isoDay,
  mailText,
  PHONE,
  screenshot,
  scrollThrough,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';
import { assertAccessible } from './support/accessibility.mjs';

const MANAGE_LINK = /https?:\/\/[^\s"'<>]+\/booking\/manage\?ref=([\w-]+)&token=([\w-]+)/;

const { env, browser } = useTestSite();

const unique = (name) =>
  `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
const cents = (amount) => Math.round(amount * 100) / 100;

async function api(path, { method = 'GET', body, token } = {}) {
  const response = await fetch(`${env.baseUrl}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A fresh page of a signed-out visitor (the tests share one browser profile). */
async function visitorPage(viewport = DESKTOP) {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  await page.goto(`${env.baseUrl}/faqs`);
  await page.evaluate(() => localStorage.clear());
  return page;
}

/** The manage link of the latest mail to `email` that carries one. */
async function manageLink(email) {
  const mail = await env.mail.waitFor(
    (candidate) => candidate.to.includes(email) && MANAGE_LINK.test(mailText(candidate.raw)),
  );
  const link = mailText(mail.raw).match(MANAGE_LINK)?.[0];
  assert.ok(link?.startsWith(env.baseUrl), `the manage link points at the site (${link})`);
  return link;
}

/** A full-page picture from the top, so the sticky navbar is drawn where a visitor sees it. */
async function shot(page, name) {
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, name);
}

/** How pages name a tour's zone, as '09:00 Lisbon time' does: 'Pacific/Auckland' -> 'Auckland time'. */
const zoneLabel = (zone) =>
  zone.includes('/') ? `${zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ')} time` : zone;

/** A day no other run or test books: each test takes its own slot. */
const freeDay = () => isoDay(40 + Math.floor(Math.random() * 500));

test('a visitor sees the seats left, books the last seat, and the time then reads Sold out', async () => {
  const [tour] = (await api('/api/destination')).body;
  assert.ok(tour?.tourTimes?.length, 'destinations carry their tour times');
  const time = tour.tourTimes[0];
  const date = freeDay();
  const capacity = tour.capacityPerSlot;
  assert.ok(Number.isInteger(capacity) && capacity >= 2, `a slot has seats (${capacity})`);

  // Everything but one seat goes to others first, in bookings of at most 10 tickets.
  for (let left = capacity - 1; left > 0; left -= Math.min(left, 10)) {
    const tickets = Math.min(left, 10);
    const booked = await api('/api/booking', {
      method: 'POST',
      body: {
        destinationId: tour._id,
        date,
        time,
        tickets,
        cost: cents(tour.CostPerPerson * tickets),
        name: 'Early Bird',
        email: unique('early'),
        extras: false,
      },
    });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
  }

  const page = await visitorPage();
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/TourPage/${tour._id}`);
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.waitFor();
  const times = form.getByRole('group', { name: 'Time' });
  assert.deepEqual(
    await times.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.value)),
    tour.tourTimes,
    'the time choices are the destination tour times',
  );
  await form.getByText('Choose a date to see the seats left at each time.').waitFor();
  // The demo tours run on their own clock, and the form says which.
  assert.match(tour.timeZone, /^[A-Z][A-Za-z]+\/[A-Za-z_]+$/, `a real zone (${tour.timeZone})`);
  assert.equal(
    await form.getByTestId('tour-time-zone').textContent(),
    `Start times are ${zoneLabel(tour.timeZone)}, the tour's local time.`,
  );

  await form.getByLabel('Date').fill(date);
  const lastSeat = form.getByRole('radio', { name: `${time} 1 seat left` });
  await lastSeat.waitFor();
  await form.getByRole('radio', { name: `${tour.tourTimes[1]} ${capacity} seats left` }).waitFor();
  await shot(page, 'tour-page-desktop');
  await assertAccessible(page, 'tour page with seats left');

  const email = unique('last-seat');
  await form.getByLabel('Name').fill('Last Seat');
  await form.getByLabel('Email').fill(email);
  await lastSeat.check();
  await form.getByLabel('Tickets').fill('1');
  await form.getByRole('button', { name: 'Book now' }).click();
  await page.getByText('Booking submitted successfully!').waitFor();
  const next = page.getByTestId('booking-next');
  await next.getByText('Check your email to confirm.').waitFor();
  assert.match(
    await next.textContent(),
    /confirm your booking within (29|30) minutes, or the seats are released/,
  );
  await shot(page, 'tour-booked-held');

  await page.getByRole('button', { name: 'Book another tour' }).click();
  await form.getByLabel('Date').fill(date);
  const soldOut = form.getByRole('radio', { name: `${time} Sold out` });
  await soldOut.waitFor();
  assert.equal(await soldOut.isDisabled(), true, 'a sold-out time cannot be chosen');
  await assertAccessible(page, 'tour page with a sold-out time');
  await page.setViewportSize(PHONE);
  await shot(page, 'tour-page-phone');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a visitor confirms a held booking from the mail link; opening the link alone changes nothing', async () => {
  const [tour] = (await api('/api/destination')).body;
  const email = unique('confirm');
  const page = await visitorPage();
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/TourPage/${tour._id}`);
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.getByLabel('Name').fill('Mail Confirmer');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Date').fill(freeDay());
  await form
    .getByRole('radio', { name: new RegExp(`^${tour.tourTimes.at(-1)} \\d+ seats left`) })
    .check();
  await form.getByRole('button', { name: 'Book now' }).click();
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim();

  const link = await manageLink(email);
  // What a mail scanner does: fetch the link. The booking stays held.
  assert.equal((await fetch(link)).status, 200);
  await page.goto(link);
  await page.getByTestId('manage-reference').getByText(reference).waitFor();
  await page.getByTestId('booking-status').getByText('Awaiting confirmation').waitFor();
  await page.getByText('This booking is not confirmed yet.').waitFor();
  // The tour's time and the hold's and cancelling's deadlines read on the tour's clock, its zone named.
  const zone = zoneLabel(tour.timeZone);
  await page.getByText(new RegExp(`at ${tour.tourTimes.at(-1)} ${zone}$`)).waitFor();
  await page
    .getByText(new RegExp(`Confirm it by .+, \\d{2}:\\d{2} ${zone}, or the seats`))
    .waitFor();
  await page
    .getByText(new RegExp(`cancel this booking until .+, \\d{2}:\\d{2} ${zone}\\.`))
    .waitFor();
  await shot(page, 'manage-held');
  await assertAccessible(page, 'manage page of a hold');
  await page.setViewportSize(PHONE);
  await shot(page, 'manage-held-phone');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await page.getByRole('status').getByText('Your booking is confirmed.').waitFor();
  await page.getByTestId('booking-status').getByText('Confirmed').waitFor();
  await page.reload();
  await page.getByTestId('booking-status').getByText('Confirmed').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Confirm booking' }).count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the stay form shows booked nights and refuses a range across one; a stay is cancelled from the mail link', async () => {
  const { data: offers } = (await api('/api/offer')).body;
  const offer = offers[0];
  let start = 60 + Math.floor(Math.random() * 250);
  // The calendar shows the check-in's month: the booked night two days on, looked for below, must be in it.
  while (isoDay(start).slice(0, 7) !== isoDay(start + 2).slice(0, 7)) start += 1;
  // Someone else has the nights of day start+2 and start+3.
  const other = await api('/api/bookingapartment', {
    method: 'POST',
    body: {
      name: 'Other Guest',
      email: unique('other-guest'),
      checkIn: isoDay(start + 2),
      checkOut: isoDay(start + 4),
      guests: 1,
      offerId: offer._id,
      pricePerNight: cents(offer.Price),
      totalCost: cents(offer.Price * 2),
      costPerPerson: cents(offer.Price * 2),
    },
  });
  assert.equal(other.status, 201, JSON.stringify(other.body));

  const page = await visitorPage();
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/OfferDetails/${offer._id}`);
  // The stay form loads as the visitor nears it (below the gallery on a phone).
  await scrollThrough(page);
  const form = page.getByRole('form', { name: 'Book your stay' });
  await form.waitFor();
  const email = unique('stay-cancel');
  await form.getByLabel('Name').fill('Stay Canceller');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Check-in').fill(isoDay(start));
  await form.getByLabel('Check-out').fill(isoDay(start + 5));
  const calendar = form.getByTestId('nights-calendar');
  await calendar.locator(`[data-date="${isoDay(start + 2)}"].bk-nights__day--taken`).waitFor();
  await form
    .getByText(/^The night of .+ is already booked\. Please choose other dates\.$/)
    .waitFor();
  assert.equal(await form.getByTestId('stay-total').count(), 0, 'no price for a refused range');
  await shot(page, 'offer-page-desktop');
  await assertAccessible(page, 'offer page with booked nights and a refused range');
  await page.setViewportSize(PHONE);
  await shot(page, 'offer-page-phone');
  await page.setViewportSize(DESKTOP);

  // Leaving on the morning of the first booked night is fine.
  await form.getByLabel('Check-out').fill(isoDay(start + 2));
  await form.getByTestId('stay-total').waitFor();
  await form.getByRole('button', { name: 'Book stay' }).click();
  await page.getByText('Booking submitted successfully!').waitFor();
  await page.getByText(/or the nights are released for other visitors/).waitFor();

  const link = await manageLink(email);
  await page.goto(link);
  await page.getByTestId('booking-status').getByText('Awaiting confirmation').waitFor();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await dialog.waitFor();
  await shot(page, 'manage-cancel-dialog-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'manage-cancel-dialog-phone');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('status').getByText('Your booking is cancelled.').waitFor();
  await page.getByText(/^This booking was cancelled on .+\./).waitFor();
  await shot(page, 'manage-cancelled');

  // Its nights are free again at once.
  const { body: nights } = await api(
    `/api/offer/${offer._id}/availability?from=${isoDay(start)}&to=${isoDay(start + 5)}`,
  );
  assert.deepEqual(nights.taken, [isoDay(start + 2), isoDay(start + 3)]);
  // The link of a cancelled booking cancels nothing more.
  const [, ref, token] = link.match(MANAGE_LINK);
  const again = await api('/api/bookings/manage/cancel', { method: 'POST', body: { ref, token } });
  assert.equal(again.status, 409);
  assert.equal(again.body.message, 'This booking was cancelled.');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a signed-in visitor with a verified email books, confirmed at once, and cancels from My bookings', async () => {
  const email = unique('member');
  const password = 'correct-horse-9';
  const registered = await api('/auth/register', {
    method: 'POST',
    body: { username: 'Member Visitor', email, password },
  });
  assert.equal(registered.status, 201);
  const mail = await env.mail.waitFor((candidate) => candidate.to.includes(email));
  const verifyToken = mailText(mail.raw).match(/verify-email\?token=([\w%.~-]+)/)?.[1];
  assert.equal((await api(`/api/auth/verify-email?token=${verifyToken}`)).status, 200);

  const page = await visitorPage();
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL(/\/Home(\?|$)/);

  const [tour] = (await api('/api/destination')).body;
  await page.goto(`${env.baseUrl}/TourPage/${tour._id}`);
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.getByLabel('Date').fill(freeDay());
  await form
    .getByRole('radio', { name: new RegExp(`^${tour.tourTimes[1]} \\d+ seats left`) })
    .check();
  await form.getByLabel('Tickets').fill('2');
  await form.getByRole('button', { name: 'Book now' }).click();
  await page.getByText('Booking submitted successfully!').waitFor();
  await page.getByTestId('booking-next').getByText('Your booking is confirmed.').waitFor();
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim();

  await page.getByTestId('booking-next').getByRole('link', { name: 'My bookings' }).click();
  const card = page.getByTestId(`booking-${reference}`);
  await card.getByTestId('booking-status').getByText('Confirmed').waitFor();
  await shot(page, 'my-bookings-desktop');
  await assertAccessible(page, 'My bookings');
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await dialog.getByText(`Cancel booking ${reference}`).waitFor();
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await card.getByTestId('booking-status').getByText('Confirmed').waitFor();

  await card.getByRole('button', { name: 'Cancel booking' }).click();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await card.getByRole('status').getByText('Your booking is cancelled.').waitFor();
  await card.getByTestId('booking-status').getByText('Cancelled').waitFor();
  assert.equal(await card.getByRole('button', { name: 'Cancel booking' }).count(), 0);
  await page.setViewportSize(PHONE);
  await shot(page, 'my-bookings-phone');

  await page.reload();
  await page
    .getByTestId(`booking-${reference}`)
    .getByTestId('booking-status')
    .getByText('Cancelled')
    .waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
