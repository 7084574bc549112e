// A tour's morning on the production build: visitors booked the first demo tour's 09:00 time (one gave a
// phone number), the admin makes an account a guide on User Roles, and the guide, signed in on a phone,
// opens the 9:00 manifest, checks two guests in with the big buttons, and finds the marks still there after a
// reload. The guide sees nothing else of the admin. Shots of the manifest at both sizes and in print, and of
// the tour bookings list with the phone and the check-in.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './support/accessibility.mjs';
import { eventually } from './support/eventually.mjs';
import {
  adminPageOf,
  DESKTOP,
  PHONE,
  randomFutureDay,
  registerVerifiedVisitor,
  screenshot,
  shotsAtBothSizes,
  signedOutPageOf,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';

const { env, browser } = useTestSite();

const GUIDE = {
  username: 'Gail Guide',
  email: 'gail.guide@example.com',
  password: 'guide-pass-123',
};
const GUESTS = [
  { name: 'Ada North', email: 'ada.north@example.com', tickets: 2, phone: '+44 20 7946 0018' },
  { name: 'Ben South', email: 'ben.south@example.com', tickets: 3 },
  { name: 'Cleo West', email: 'cleo.west@example.com', tickets: 1 },
];

async function book(destination, date, guest) {
  const response = await fetch(`${env.baseUrl}/api/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      destinationId: destination._id,
      date,
      time: '09:00',
      tickets: guest.tickets,
      cost: destination.CostPerPerson * guest.tickets,
      name: guest.name,
      email: guest.email,
      ...(guest.phone ? { phone: guest.phone } : {}),
    }),
  });
  const body = await response.text();
  assert.equal(response.status, 201, body);
  return JSON.parse(body).data;
}

test('a guide opens the 9:00 manifest on a phone and checks two guests in', async () => {
  const destination = (await (await fetch(`${env.baseUrl}/api/destination`)).json())[0];
  assert.ok(destination.tourTimes.includes('09:00'), 'the demo tour runs at 09:00');
  const date = randomFutureDay();
  const booked = [];
  for (const guest of GUESTS) booked.push(await book(destination, date, guest));
  assert.equal(booked[0].phone, '+442079460018', 'the phone is stored in international form');

  // The admin makes the account a guide on User Roles.
  await registerVerifiedVisitor(env, GUIDE);
  let admin = await adminPageOf(browser, env);
  const adminErrors = watchConsole(admin);
  await admin.goto(`${env.baseUrl}/admin/roles`);
  await admin.getByRole('button', { name: `Make guide: ${GUIDE.username}` }).click();
  const dialog = admin.getByRole('alertdialog');
  await dialog.getByText(/see nothing else of the admin/).waitFor();
  await dialog.getByRole('button', { name: 'Make guide' }).click();
  await admin.getByRole('button', { name: `Make admin: ${GUIDE.username}` }).waitFor();
  assert.match(
    await admin.getByRole('row', { name: new RegExp(GUIDE.email) }).textContent(),
    /Guide/,
  );

  // The guide signs in on a phone and lands on the manifest.
  const guide = await signedOutPageOf(browser, env);
  const errors = watchConsole(guide);
  await guide.setViewportSize(PHONE);
  await guide.goto(`${env.baseUrl}/login`);
  await guide.getByLabel('Email').fill(GUIDE.email);
  await guide.getByLabel('Password', { exact: true }).fill(GUIDE.password);
  await guide.getByRole('button', { name: /^log ?in$/i }).click();
  await guide.waitForURL(/\/admin\/manifest/);

  const controls = guide.getByRole('group', { name: 'Choose a tour time' });
  await controls.getByRole('option', { name: destination.title }).waitFor({ state: 'attached' });
  await controls.getByLabel('Destination').selectOption(destination._id);
  await controls.getByLabel('Tour date').fill(date);
  await controls.getByLabel('Time').selectOption('09:00');

  const guests = guide.getByRole('list', { name: 'Guests' });
  await guests.getByText('Ada North').waitFor();
  await guide.getByText('3 bookings').waitFor();
  await guide.getByText('6 guests').waitFor();
  await guide.getByText('0 checked in').waitFor();
  assert.match(await guests.textContent(), /\+442079460018/);
  // On a phone the buttons are big enough for a thumb.
  const arrivedAda = guide.getByRole('button', { name: 'Arrived: Ada North' });
  const box = await arrivedAda.boundingBox();
  assert.ok(box && box.height >= 48 && box.width >= 140, `a big button (${JSON.stringify(box)})`);
  await assertAccessible(guide, 'the manifest on a phone');

  await arrivedAda.click();
  await guide.getByRole('button', { name: 'Arrived: Cleo West' }).click();
  await guide.getByText('3 checked in').waitFor();
  assert.equal(await arrivedAda.getAttribute('aria-pressed'), 'true');

  // Saved at once: after a reload the marks come from the server.
  const saved = async () => {
    const response = await guide.evaluate(
      async ([url, token]) =>
        (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json(),
      [
        `/api/admin/manifest?destinationId=${destination._id}&date=${date}&time=09:00`,
        await guide.evaluate(() => globalThis.localStorage.getItem('token')),
      ],
    );
    return response.totals.checkedIn;
  };
  await eventually(async () => (await saved()) === 3, 'both check-ins saved');
  await guide.reload();
  await guide.getByText('3 checked in').waitFor();
  assert.equal(
    await guide.getByRole('button', { name: 'Arrived: Cleo West' }).getAttribute('aria-pressed'),
    'true',
  );
  assert.equal(
    await guide.getByRole('button', { name: 'Arrived: Ben South' }).getAttribute('aria-pressed'),
    'false',
  );
  await shotsAtBothSizes(guide, 'manifest', PHONE);

  // Printed: the table alone, within an A4 page's printable width (210 mm less two 12 mm margins: 703 px).
  await guide.setViewportSize({ width: 703, height: 1000 });
  await guide.emulateMedia({ media: 'print' });
  const table = guide.getByRole('table', { name: /^Guests of / });
  await table.waitFor();
  const widths = await table.evaluate((element) => [
    element.scrollWidth,
    element.ownerDocument.documentElement.scrollWidth,
  ]);
  assert.ok(
    widths.every((width) => width <= 703),
    `the printed table fits A4 (${widths})`,
  );
  assert.equal(
    await guide.getByRole('button', { name: 'Print' }).count(),
    0,
    'no buttons on paper',
  );
  await screenshot(guide, 'manifest-print-a4');
  await guide.setViewportSize(DESKTOP);
  await screenshot(guide, 'manifest-print-desktop');
  await guide.emulateMedia({ media: 'screen' });

  // A guide sees only the manifest: another admin address leads back to it, the menu has it alone.
  await guide.goto(`${env.baseUrl}/admin/Booking`);
  await guide.waitForURL(/\/admin\/manifest/);
  const menu = guide.getByRole('navigation', { name: 'Admin menu' });
  assert.deepEqual(
    await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent)),
    ['Manifest and check-in'],
  );

  // The admin's tour bookings list shows the phone and the check-in (the admin signs in again: the pages
  // of one browser share its storage, which the guide's sign-in took over).
  await admin.close();
  admin = await adminPageOf(browser, env);
  await admin.goto(
    `${env.baseUrl}/admin/Booking?from=${date}&to=${date}&destinationId=${destination._id}`,
  );
  const row = admin.getByRole('row').filter({ hasText: booked[0].reference });
  await row.waitFor();
  assert.match(await row.textContent(), /\+442079460018/);
  assert.match(await row.textContent(), /Arrived/);
  await shotsAtBothSizes(admin, 'manifest-booking-list');
  assert.deepEqual(errors, [], 'no console errors on the guide’s screens');
  assert.deepEqual(adminErrors, [], 'no console errors on the admin’s screens');
});
