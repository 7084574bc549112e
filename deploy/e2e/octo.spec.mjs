// A reseller sells through the OCTO API on the production build: the admin adds the reseller on its screen and
// issues a key (shown once); with that key, over HTTP, the reseller finds the first demo tour's 09:00 time,
// reserves two seats and confirms them with the guest's name; the admin's 9:00 manifest lists the guest with
// the reseller's name, and the reseller's screen lists the booking. Shots of both screens at both sizes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  adminPageOf,
  randomFutureDay,
  shotsAtBothSizes,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';

const { env, browser } = useTestSite();
const RESELLER = { name: 'Harbour Resellers', email: 'sales@harbour-resellers.example' };

/** One OCTO call with the reseller's key; answers the parsed body, asserting the status. */
async function octo(key, method, path, body, status = 200) {
  const response = await fetch(`${env.baseUrl}/octo${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'octo-capabilities': 'octo/content, octo/pricing',
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  assert.equal(response.status, status, `${method} ${path}: ${text}`);
  return JSON.parse(text);
}

test('an OCTO booking made with a key the admin issued shows on the 9:00 manifest with its reseller', async () => {
  const admin = await adminPageOf(browser, env);
  const errors = watchConsole(admin);
  await admin.goto(`${env.baseUrl}/admin/resellers`);
  await admin.getByRole('button', { name: 'Add reseller' }).click();
  const form = admin.getByRole('form', { name: 'Reseller' });
  await form.getByLabel('Name').fill(RESELLER.name);
  await form.getByLabel('Email').fill(RESELLER.email);
  await form.getByRole('button', { name: 'Add reseller' }).click();
  const row = admin.getByRole('row').filter({ hasText: RESELLER.name });
  await row.waitFor();
  await row.getByRole('button', { name: `Issue a key to ${RESELLER.name}` }).click();
  const issued = admin.getByRole('status', { name: 'New key' });
  const key = (await issued.getByTestId('issued-key').textContent())?.trim() ?? '';
  assert.match(key, /^octo_[0-9a-f]{48}$/);
  await row.getByText('1 key').waitFor();

  // The reseller, with its key: the tour, its 09:00 time, a reservation confirmed with the guest's name.
  const products = await octo(key, 'GET', '/products');
  const destination = (await (await fetch(`${env.baseUrl}/api/destination`)).json())[0];
  const product = products.find((p) => p.id === destination._id);
  assert.ok(product, 'the demo tour is a product');
  const date = randomFutureDay();
  const times = await octo(key, 'POST', '/availability', {
    productId: product.id,
    optionId: 'DEFAULT',
    localDate: date,
  });
  const nine = times.find((a) => a.localDateTimeStart.slice(11, 16) === '09:00');
  assert.ok(nine?.available, `09:00 on ${date} can be sold (${JSON.stringify(times)})`);
  const unitId = product.options[0].units[0].id;
  const held = await octo(key, 'POST', '/bookings', {
    productId: product.id,
    optionId: 'DEFAULT',
    availabilityId: nine.id,
    unitItems: [{ unitId }, { unitId }],
  });
  assert.equal(held.status, 'ON_HOLD');
  const confirmed = await octo(key, 'POST', `/bookings/${held.uuid}/confirm`, {
    resellerReference: 'HR-1001',
    contact: { firstName: 'Noor', lastName: 'Haddad', emailAddress: 'noor@example.com' },
  });
  assert.equal(confirmed.status, 'CONFIRMED');

  // The admin's 9:00 manifest: the guest, sold by the reseller.
  await admin.goto(
    `${env.baseUrl}/admin/manifest?destinationId=${destination._id}&date=${date}&time=09%3A00`,
  );
  const guest = admin.getByRole('row').filter({ hasText: 'Noor Haddad' });
  await guest.waitFor();
  assert.match(await guest.textContent(), /Sold by Harbour Resellers/);
  await shotsAtBothSizes(admin, 'octo-manifest');

  // The reseller's screen lists the booking.
  await admin.goto(`${env.baseUrl}/admin/resellers`);
  await admin.getByRole('button', { name: `Keys and bookings of ${RESELLER.name}` }).click();
  const bookings = admin.getByRole('table', { name: `Bookings by ${RESELLER.name}` });
  await bookings.getByRole('row').filter({ hasText: confirmed.supplierReference }).waitFor();
  await shotsAtBothSizes(admin, 'octo-resellers');
  assert.deepEqual(errors, [], 'no console errors on the admin’s screens');
});
