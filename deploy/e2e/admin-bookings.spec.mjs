// The admin remote's booking, guest limit, users, messages and overview screens on the production build:
// a tour booked on the site is listed, exported and deleted in /admin/Booking; a guest limit set in
// /admin/BookingApartment is enforced by the site's stay form; a non-admin gets no admin screen and a 403
// from the API; a visitor's Home loads nothing of the admin remote; axe finds no serious or critical
// issue on these screens, shot at a laptop and a phone size.
/* global document, getComputedStyle, Node -- the callbacks of evaluate run in the browser. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import {
  adminTokenOf,
  DESKTOP,
  networkQuiet,
  randomFutureDay,
  registerVerifiedVisitor,
  screenshot,
  signedOutPageOf,
  scrollThrough,
  useTestSite,
  VIEWPORTS,
  watchConsole,
} from './support/harness.mjs';
import { seriousViolations } from './support/accessibility.mjs';

const { env, browser } = useTestSite();

/** Tests share one browser profile: each starts signed out, whatever the previous one left behind. */
const signedOutPage = () => signedOutPageOf(browser, env);

async function logIn(page, email, password) {
  await page.goto(`${env.baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
}

/** A page signed in as the local admin, through the login form. */
async function adminPage() {
  const admin = await env.admin();
  assert.ok(admin, 'the API wrote the local admin credentials');
  const page = await signedOutPage();
  await logIn(page, admin.email, admin.password);
  await page.waitForURL(/\/admin(\/|$)/);
  return page;
}

test('a tour booked on the site is listed in /admin/Booking, exported, and deleted there', async () => {
  const visitor = await signedOutPage();
  await visitor.goto(env.baseUrl);
  await visitor.locator('a[href^="/TourPage/"]').first().click();
  await visitor.waitForURL(/\/TourPage\/[0-9a-f]{24}$/);
  const destinationId = visitor.url().split('/').pop();
  const form = visitor.getByRole('form', { name: 'Book this tour' });
  const day = randomFutureDay();
  await form.getByLabel('Name').fill('Admin List, "Visitor"');
  await form.getByLabel('Email').fill('admin.list.visitor@example.com');
  await form.getByLabel('Date').fill(day);
  await form.getByRole('radio', { name: /^11:15 / }).check();
  await form.getByLabel('Tickets').fill('3');
  await form.getByRole('button', { name: 'Book now' }).click();
  await visitor.getByText('Booking submitted successfully!').waitFor();
  const reference = (await visitor.getByTestId('booking-reference').textContent())?.trim() ?? '';
  assert.match(reference, /^TB-[A-Z0-9]+$/);
  await visitor.close();

  const page = await adminPage();
  const errors = watchConsole(page);
  await page.goto(
    `${env.baseUrl}/admin/Booking?from=${day}&to=${day}&destinationId=${destinationId}`,
  );
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await row.waitFor();
  assert.equal(
    await page.getByRole('combobox', { name: 'Destination' }).inputValue(),
    destinationId,
  );
  assert.equal(await page.getByLabel('Tour date from').inputValue(), day);

  // Booked without an account, it is held until confirmed, and says so in words.
  assert.match(await row.textContent(), /Held\s*until /);
  const state = page.getByRole('combobox', { name: 'State' });
  await state.selectOption('confirmed');
  await page.getByText('No bookings found.').waitFor();
  await state.selectOption('held');
  await row.waitFor();
  assert.match(page.url(), /[?&]status=held(&|$)/);

  // The filter lives in the URL: a reload shows the same list.
  await page.reload();
  await row.waitFor();
  assert.equal(await state.inputValue(), 'held');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^tour-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  assert.match(
    csv,
    /^\uFEFFReference,Channel,State,Hold expires at \(UTC\),Cancelled at \(UTC\),Name,Email,Phone,Destination,Date,Time,Time zone,Tickets,Extras,Cost,Check-in,Booked at \(UTC\),Payment,Paid,Refunded,Currency,Paid at \(UTC\)\r\n/,
  );
  const held = `${reference},web,held,`;
  assert.ok(csv.includes(`\r\n${held}`), csv);
  assert.match(
    csv.slice(csv.indexOf(held) + held.length),
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},,"Admin List, ""Visitor""",admin\.list\.visitor@example\.com,/,
  );
  assert.equal(csv.trim().split('\r\n').length, 2, 'the header and the one filtered booking');

  // On a 1366px laptop and a 1920px screen the table takes the room there is, Delete is in view without
  // scrolling the table sideways, and the booker's address wraps, if at all, at its @ and never mid-word.
  // The scrolling box around the table (a region named apart from the screen's section, 'Tour bookings').
  const table = page.getByRole('region', { name: 'Tour bookings list', exact: true });
  const remove = row.getByRole('button', { name: `Delete booking ${reference}` });
  const mail = row.getByRole('link', { name: 'admin.list.visitor@example.com' });
  // 872px before: the admin menu and the site's 72rem page box left no more on any screen.
  for (const [width, narrowest] of [
    [1366, 940],
    [1920, 1100],
  ]) {
    await page.setViewportSize({ width, height: DESKTOP.height });
    const box = await table.boundingBox();
    const button = await remove.boundingBox();
    assert.ok(box.width >= narrowest, `the table is ${box.width}px wide on a ${width}px screen`);
    assert.ok(
      button.x + button.width <= Math.min(box.x + box.width, width) + 0.5,
      `Delete is cut off on a ${width}px screen`,
    );
    const lines = await mail.evaluate((link) =>
      [...link.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return range.getClientRects().length;
        }),
    );
    assert.deepEqual(lines, [1, 1], `the address breaks mid-word on a ${width}px screen`);
  }
  assert.equal(await mail.evaluate((link) => link.getClientRects().length), 1);
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });

  await remove.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('Are you sure you want to delete this booking?').waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Booking deleted successfully').waitFor();
  await row.waitFor({ state: 'detached' });
  await page.getByText('No bookings found.').waitFor();

  const left = await fetch(
    `${env.baseUrl}/api/booking?from=${day}&to=${day}&destinationId=${destinationId}`,
    {
      headers: { authorization: `Bearer ${await adminTokenOf(env)}` },
    },
  ).then((r) => r.json());
  assert.equal(left.total, 0);

  // A reversed range is refused in a row of its own: the filters stay in line, and the destination's
  // select is wide enough for its name.
  const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  await page.goto(
    `${env.baseUrl}/admin/Booking?from=${day}&to=${dayBefore}&destinationId=${destinationId}`,
  );
  await page
    .getByRole('alert')
    .filter({ hasText: 'The start date must be on or before the end date.' })
    .waitFor();
  const destination = page.getByRole('combobox', { name: 'Destination' });
  const { title } = await fetch(`${env.baseUrl}/api/destination/${destinationId}`).then((r) =>
    r.json(),
  );
  // Until the list arrives the select names the id's option 'Selected destination'.
  await destination.locator('option', { hasText: title }).first().waitFor({ state: 'attached' });
  assert.equal(await destination.inputValue(), destinationId);
  const tops = await Promise.all(
    [page.getByLabel('Tour date from'), page.getByLabel('Tour date to'), destination].map(
      async (control) => (await control.boundingBox()).y,
    ),
  );
  assert.ok(Math.max(...tops) - Math.min(...tops) < 1, `filter tops ${tops.join(', ')}`);
  const room = await destination.evaluate((select) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(select.selectedOptions[0]?.text ?? '').width;
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    // The arrow takes about 1.5em of the box.
    return select.clientWidth - padding - 1.5 * parseFloat(style.fontSize) - text;
  });
  assert.ok(room >= 0, `the destination's name is cut off by ${-room}px`);

  assert.deepEqual(errors, []);
  await page.close();
});

test("a guest limit of 2 set in /admin/BookingApartment makes the site's stay form refuse 3 guests", async () => {
  const page = await adminPage();
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/admin/BookingApartment`);
  await page.getByText(/^Current limit: \d+ guests/).waitFor();
  await page.getByRole('button', { name: 'Save limit' }).click();
  await page
    .getByText('Please enter a valid guest limit (a whole number of at least 1).')
    .waitFor();
  await page.getByLabel('Maximum guests per booking').fill('2');
  await page.getByRole('button', { name: 'Save limit' }).click();
  await page.getByText(/^Guest limit (set|updated) successfully!$/).waitFor();
  await page.getByText('Current limit: 2 guests.').waitFor();
  assert.deepEqual(errors, []);
  await page.close();

  const offers = await fetch(`${env.baseUrl}/api/offer`).then((r) => r.json());
  const offerId = offers.data[0]?._id;
  assert.ok(offerId, 'the demo content has an offer');
  const visitor = await signedOutPage();
  await visitor.goto(`${env.baseUrl}/OfferDetails/${offerId}`);
  // The stay form loads as the visitor nears it (below the gallery on a phone).
  await scrollThrough(visitor);
  const form = visitor.getByRole('form', { name: 'Book your stay' });
  await form.waitFor();
  await form.getByLabel('Guests').fill('3');
  await form.getByText('Number of guests cannot exceed 2').waitFor();
  assert.equal(await form.getByRole('button', { name: /^Book/ }).isDisabled(), true);
  await screenshot(visitor, 'admin-guest-limit-enforced');
  await visitor.close();

  // The server enforces it too, whatever a client sends.
  const start = 40 + Math.floor(Math.random() * 500);
  const isoIn = new Date(Date.now() + start * 86_400_000).toISOString().slice(0, 10);
  const isoOut = new Date(Date.now() + (start + 1) * 86_400_000).toISOString().slice(0, 10);
  const price = offers.data[0].Price;
  const refused = await fetch(`${env.baseUrl}/api/bookingapartment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Too Many',
      email: 'too.many@example.com',
      checkIn: isoIn,
      checkOut: isoOut,
      guests: 3,
      offerId,
      pricePerNight: price * 3,
      totalCost: price * 3,
      costPerPerson: price,
    }),
  });
  assert.equal(refused.status, 400);
  assert.equal((await refused.json()).message, 'Number of guests cannot exceed 2');
});

test('a signed-in non-admin gets no admin screen, and the API refuses them admin calls', async () => {
  const email = `e2e-not-admin-${Date.now()}@example.com`;
  const password = 'correct-horse-9';
  await registerVerifiedVisitor(env, { username: 'Not Admin', email, password });

  const page = await signedOutPage();
  const adminRequests = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(env.ports.admin)) adminRequests.push(request.url());
  });
  await logIn(page, email, password);
  await page.waitForURL(/\/Home(\?|$)/);
  await page.goto(`${env.baseUrl}/Admin/hotelView`);
  await page.waitForURL(/\/Home(\?|$)/);
  await networkQuiet(page);
  assert.equal(await page.getByText('Admin dashboard').count(), 0);
  assert.equal(await page.getByRole('table').count(), 0);
  assert.deepEqual(adminRequests, [], 'no admin code for a non-admin');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  assert.ok(token);
  const asUser = (path, init = {}) =>
    fetch(`${env.baseUrl}${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${token}` },
    });
  for (const path of [
    '/api/booking',
    '/api/bookingapartment',
    '/api/users',
    '/api/contact',
    '/api/admin/stats',
  ]) {
    assert.equal((await asUser(path)).status, 403, `GET ${path}`);
  }
  const limit = await asUser('/api/limit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ maxGuestLimit: 9 }),
  });
  assert.equal(limit.status, 403);
  await page.close();
});

test('Home loaded by a visitor fetches nothing from the admin remote', async () => {
  const page = await signedOutPage();
  const adminRequests = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(env.ports.admin)) adminRequests.push(request.url());
  });
  await page.goto(env.baseUrl);
  await page
    .getByRole('link', { name: /^View Details/ })
    .first()
    .waitFor();
  await networkQuiet(page);
  assert.deepEqual(adminRequests, []);
  await page.close();
});

/**
 * Names that more than one region landmark of the page carries: a screen reader's list of landmarks could
 * not tell them apart. A section is a region when it is named (aria-label or aria-labelledby).
 */
async function sharedRegionNames(page) {
  const names = await page.evaluate(() => {
    const nameOf = (element) => {
      const by = element.getAttribute('aria-labelledby');
      if (by) {
        return by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ');
      }
      return element.getAttribute('aria-label')?.trim() ?? '';
    };
    return [...document.querySelectorAll('[role="region"], section')].map(nameOf).filter(Boolean);
  });
  return [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];
}

test('the admin list, overview, users, messages and activity screens: no serious axe issue, no two regions of one name, shot at laptop and phone size', async () => {
  // Something in every list and chart: a contact message, a tour and a stay booking.
  const contact = await fetch(`${env.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Screen Shot',
      email: 'screen.shot@example.com',
      phone: '+351912345678',
      message: 'Is the loft free at Christmas?\nTwo adults, one child.',
    }),
  });
  assert.equal(contact.status, 201);
  const destination = (await fetch(`${env.baseUrl}/api/destination`).then((r) => r.json()))[0];
  const tour = await fetch(`${env.baseUrl}/api/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      destinationId: destination._id,
      date: randomFutureDay(),
      time: destination.tourTimes[0],
      tickets: 2,
      cost: Math.round(destination.CostPerPerson * 2 * 100) / 100,
      name: 'María José Ñúñez',
      email: 'maria.jose@example.com',
    }),
  });
  assert.equal(tour.status, 201, await tour.text());
  const offer = (await fetch(`${env.baseUrl}/api/offer`).then((r) => r.json())).data[0];
  const checkIn = randomFutureDay();
  const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const stay = await fetch(`${env.baseUrl}/api/bookingapartment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Screen Stay',
      email: 'screen.stay@example.com',
      checkIn,
      checkOut,
      guests: 1,
      offerId: offer._id,
      pricePerNight: offer.Price,
      totalCost: offer.Price * 2,
      costPerPerson: offer.Price * 2,
    }),
  });
  assert.equal(stay.status, 201, await stay.text());

  const screens = [
    { name: 'overview', path: '/admin', heading: 'Overview' },
    { name: 'statistics', path: '/admin/statistics', heading: 'Statistics' },
    { name: 'updates', path: '/admin/updates', heading: 'Latest updates' },
    { name: 'tour-bookings', path: '/admin/Booking', heading: 'Tour bookings' },
    { name: 'stay-bookings', path: '/admin/BookingApartment', heading: 'Apartment bookings' },
    { name: 'users', path: '/admin/users', heading: 'Active Users' },
    { name: 'roles', path: '/admin/roles', heading: 'User Roles' },
    { name: 'messages', path: '/admin/messages', heading: 'Messages' },
    { name: 'activity', path: '/admin/activity', heading: 'Activity' },
  ];
  const page = await adminPage();
  const errors = watchConsole(page);
  const failures = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const screen of screens) {
      await page.goto(`${env.baseUrl}${screen.path}`);
      await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
      await networkQuiet(page);
      await page
        .getByText(/^Loading/)
        .first()
        .waitFor({ state: 'detached' });
      await screenshot(page, `admin-${screen.name}-${viewport.name}`);
      for (const line of await seriousViolations(page))
        failures.push(`${screen.name} (${viewport.name}): ${line}`);
      for (const name of await sharedRegionNames(page))
        failures.push(`${screen.name} (${viewport.name}): two regions named '${name}'`);
    }
  }

  // Users: one's own role cannot be changed, and the button says why.
  await page.goto(`${env.baseUrl}/admin/users`);
  const admin = await env.admin();
  const own = page.getByRole('row', { name: new RegExp(admin.email.replace(/[.+]/g, '\\$&')) });
  await own.waitFor();
  assert.equal(await own.getByRole('button', { name: 'Make user' }).isDisabled(), true);
  await own.getByText('Your own account').waitFor();

  assert.deepEqual(failures, []);
  assert.deepEqual(errors, []);
  await page.close();
});
