// A visitor moves a tour booking to another date and time from the mail's manage link, choosing among the
// times with the seats left; My bookings groups a member's bookings into Upcoming, Past and Cancelled.
// Screenshots of the reschedule step and of My bookings' groups at desktop and phone sizes are kept.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DESKTOP,
  isoDay,
  mailText,
  PHONE,
  registerVerifiedVisitor,
  screenshot,
  signedOutPageOf,
  TOUR_MANAGE_LINK,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';
import { assertAccessible } from './support/accessibility.mjs';

const { env, browser } = useTestSite();

const unique = (name) =>
  `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

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

/** A tour booking over the API (as the tour page sends it), held until its link confirms it. */
async function bookTour(tour, { email, date, time, tickets = 2 }) {
  const res = await api('/api/booking', {
    method: 'POST',
    body: {
      destinationId: tour._id,
      date,
      time,
      tickets,
      cost: Math.round(tour.CostPerPerson * tickets * 100) / 100,
      name: 'Rita Mover',
      email,
    },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

/** The manage link of the latest mail to `email` that carries one. */
async function manageLink(email) {
  const mail = await env.mail.waitFor(
    (candidate) => candidate.to.includes(email) && TOUR_MANAGE_LINK.test(mailText(candidate.raw)),
  );
  return mailText(mail.raw).match(TOUR_MANAGE_LINK)[0];
}

const seatsAt = async (tour, date, time) =>
  (await api(`/api/destination/${tour._id}/availability?date=${date}`)).body.slots.find(
    (slot) => slot.time === time,
  ).left;

/** Full-page pictures at both sizes, from the top. */
async function shots(page, name) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, `${name}-${size.name}`);
  }
  await page.setViewportSize(DESKTOP);
}

test('a visitor moves a tour booking to another date and time from the manage page', async () => {
  const [tour] = (await api('/api/destination')).body;
  const [from, to] = [tour.tourTimes[0], tour.tourTimes.at(-1)];
  assert.notEqual(from, to, 'the demo tour has more than one time');
  const date = isoDay(40 + Math.floor(Math.random() * 300));
  const newDate = isoDay(350 + Math.floor(Math.random() * 10));
  const email = unique('mover');
  const booking = await bookTour(tour, { email, date, time: from });
  const link = await manageLink(email);
  const seatsBefore = await seatsAt(tour, newDate, to);

  const page = await signedOutPageOf(browser, env);
  await page.setViewportSize(DESKTOP);
  const errors = watchConsole(page);
  await page.goto(link);
  await page.getByTestId('manage-reference').getByText(booking.reference).waitFor();
  await page.getByRole('button', { name: 'Change date or time' }).click();
  const step = page.getByTestId('reschedule-step');
  await step.getByRole('heading', { name: 'Change date or time' }).waitFor();
  // The booking's own date first: its own time is marked, the others offered with their seats.
  await step.getByTestId(`move-time-${from}`).getByText('Your current time').waitFor();
  assert.equal(await step.getByRole('radio', { name: new RegExp(`^${from}`) }).isDisabled(), true);

  await step.getByLabel('New date').fill(newDate);
  const choice = step.getByRole('radio', {
    name: new RegExp(`^${to} ${seatsBefore} seats left$`),
  });
  await choice.check();
  const button = step.getByRole('button', { name: new RegExp(`^Move to .+ at ${to}$`) });
  await button.waitFor();
  await assertAccessible(page, 'the reschedule step of the manage page');
  await shots(page, 'reschedule-step');

  await button.click();
  await page
    .getByRole('status')
    .getByText(`Your booking is moved to ${newDate} at ${to}.`)
    .waitFor();
  await page.getByRole('button', { name: 'Change date or time' }).waitFor();
  await shots(page, 'reschedule-done');

  // The seats moved: taken at the new time, given back at the old; the same link shows the new time.
  assert.equal(await seatsAt(tour, newDate, to), seatsBefore - 2);
  assert.equal(await seatsAt(tour, date, from), tour.capacityPerSlot);
  await page.reload();
  await page.getByTestId('manage-reference').getByText(booking.reference).waitFor();
  const shown = await api(`/api/bookings/manage?${new URL(link).searchParams.toString()}`);
  assert.equal(shown.body.booking.date.slice(0, 10), newDate);
  assert.equal(shown.body.booking.time, to);
  const mail = await env.mail.waitFor(
    (candidate) =>
      candidate.to.includes(email) &&
      mailText(candidate.raw).includes('As you asked, your booking'),
  );
  assert.ok(mailText(mail.raw).includes(link), 'the mail carries the same manage link');
  assert.deepEqual(errors, []);
  await page.close();
});

test('My bookings groups bookings into Upcoming, Past and Cancelled, each with an empty state', async () => {
  const email = unique('groups');
  const password = 'correct-horse-9';
  await registerVerifiedVisitor(env, { username: 'Group Visitor', email, password });
  const [tour] = (await api('/api/destination')).body;
  const day = 60 + Math.floor(Math.random() * 200);
  const kept = await bookTour(tour, { email, date: isoDay(day), time: tour.tourTimes[0] });
  const dropped = await bookTour(tour, { email, date: isoDay(day + 1), time: tour.tourTimes[0] });

  const page = await signedOutPageOf(browser, env);
  await page.setViewportSize(DESKTOP);
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL(/\/Home(\?|$)/);
  const login = await api('/auth/login', { method: 'POST', body: { email, password } });
  const cancelled = await api(`/api/bookings/mine/${dropped.reference}/cancel`, {
    method: 'POST',
    token: login.body.token,
  });
  assert.equal(cancelled.status, 200);

  await page.goto(`${env.baseUrl}/client`);
  const upcoming = page.getByTestId('bk-my-upcoming');
  const cancelledGroup = page.getByTestId('bk-my-cancelled');
  await upcoming.getByTestId(`booking-${kept.reference}`).waitFor();
  await cancelledGroup.getByTestId(`booking-${dropped.reference}`).waitFor();
  await page.getByTestId('bk-my-past').getByText('No past bookings yet.').waitFor();
  assert.deepEqual(
    await page.locator('.bk-my-bookings').getByRole('heading', { level: 2 }).allTextContents(),
    ['Upcoming', 'Past', 'Cancelled'],
  );
  // From here too, a booking can be moved: the step opens in its card.
  await upcoming.getByRole('button', { name: 'Change date or time' }).click();
  await upcoming.getByTestId('reschedule-step').waitFor();
  await upcoming.getByRole('button', { name: 'Keep current time' }).click();
  await assertAccessible(page, 'My bookings in groups');
  await shots(page, 'my-bookings-groups');
  assert.deepEqual(errors, []);
  await page.close();
});
