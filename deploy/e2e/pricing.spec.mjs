// Price categories, extras and promo codes on the production build: a visitor books 2 adults and 1 child with
// an extra and a promo code on a tour sold by category, seeing the breakdown before booking and again in the
// confirmation, and the booking records that very price; the admin adds a code on the Promo codes screen,
// sees the booking that uses it in its uses and downloads them as CSV. Each screen is shot at a laptop and a
// phone size.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import {
  adminPageOf,
  adminTokenOf,
  DESKTOP,
  networkQuiet,
  PNG,
  randomFutureDay,
  shotsAtBothSizes,
  signedOutPageOf,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';

let token;
const { env, browser } = useTestSite({
  setUp: async () => {
    token = await adminTokenOf(env);
  },
});

/** A run-unique suffix, so names and codes never collide with the demo content or an earlier run. */
const tag = Date.now().toString(36).slice(-5).toUpperCase();

const CATEGORIES = [
  { key: 'adult', name: 'Adult', price: 45, takesSeat: true },
  { key: 'child', name: 'Child (4-11)', price: 25, takesSeat: true, ageNote: '4 to 11 years' },
  { key: 'infant', name: 'Infant (0-3)', price: 0, takesSeat: false },
];
const EXTRAS = [
  {
    key: 'extra-offers',
    name: 'Extra offers',
    description: 'Add extra offers to your tour',
    price: 50,
    per: 'booking',
  },
  { key: 'lunch', name: 'Lunch', description: 'At the harbour', price: 12.5, per: 'person' },
];

async function asAdmin(path, init = {}) {
  const response = await fetch(`${env.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  return { status: response.status, body: await response.json() };
}

/** A tour sold by category with two extras, made through the admin's API as its form sends it. */
async function tourByCategory(title) {
  const form = new FormData();
  const fields = {
    destination: title,
    location: 'Portugal',
    title,
    description: 'Trams, tiles and the river.',
    price: '60',
    CostPerPerson: '60',
    priceCategories: JSON.stringify(CATEGORIES),
    extras: JSON.stringify(EXTRAS),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'a.png');
  const made = await asAdmin('/api/destination', { method: 'POST', body: form });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  return made.body.data;
}

async function addCode(fields) {
  const made = await asAdmin('/api/admin/promo-codes', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  return made.body.data;
}

/** The terms and amounts of the breakdown shown in `scope`, one 'term amount' row each. */
async function breakdownRows(scope) {
  const breakdown = scope.getByTestId('price-breakdown');
  await breakdown.waitFor();
  return breakdown
    .locator('.bk-breakdown__line')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          `${row.querySelector('dt')?.textContent?.trim()} ${row.querySelector('dd')?.textContent?.trim()}`,
      ),
    );
}

// 2 x 45 + 25 = 115, extra offers 50 (per booking), lunch 3 x 12.50 = 37.50: 202.50, 10% off 20.25.
const EXPECTED_ROWS = (code) => [
  'Adult × 2 $90.00',
  'Child (4-11) × 1 $25.00',
  'Extra offers × 1 $50.00',
  'Lunch × 3 $37.50',
  'Subtotal $202.50',
  `Discount (${code}) −$20.25`,
  'Total $182.25',
];

test('a visitor books 2 adults and 1 child with extras and a promo code, and sees the breakdown before and after', async () => {
  const tour = await tourByCategory(`Lisbon by category ${tag}`);
  const code = `FAMILY${tag}`;
  await addCode({ code, kind: 'percent', value: 10, destinationIds: [tour._id] });

  const page = await signedOutPageOf(browser, env);
  const errors = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await page.goto(`${env.baseUrl}/TourPage/${tour._id}`);
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.waitFor();
  // The tour shows its main (first) category's price; the form asks for a count of each category.
  assert.equal(await page.getByTestId('tour-price').textContent(), '$45.00');

  await form.getByLabel('Name').fill('Family Visitor');
  await form.getByLabel('Email').fill(`family.${tag.toLowerCase()}@example.com`);
  await form.getByLabel('Date').fill(randomFutureDay());
  await form.getByRole('radio').first().check();
  const counts = form.getByTestId('category-counts');
  await counts.getByLabel(/^Adult/).fill('2');
  await counts.getByLabel(/^Child \(4-11\)/).fill('1');
  await form.getByLabel('Add extra offers (+$50.00)').check();
  await form.getByLabel('Add lunch (+$12.50 per person)').check();
  // Typed in another case: codes are matched in any case.
  await form.getByLabel('Promo code').fill(code.toLowerCase());
  // The promo code's Apply: the gift card field below it has its own.
  await form.getByRole('button', { name: 'Apply' }).first().click();
  await form.getByText(`Code ${code} applied.`).waitFor();

  assert.deepEqual(await breakdownRows(form), EXPECTED_ROWS(code));
  assert.equal(await form.getByTestId('tour-cost').textContent(), '$182.25');
  await networkQuiet(page);
  await shotsAtBothSizes(page, 'pricing-tour-form-breakdown');

  await form.getByRole('button', { name: 'Book now' }).click();
  await page.getByText('Booking submitted successfully!').waitFor();
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
  assert.match(reference, /^TB-[A-Z0-9]+$/);
  assert.deepEqual(await breakdownRows(page), EXPECTED_ROWS(code));
  await shotsAtBothSizes(page, 'pricing-tour-booked');

  // What the booking recorded is what the visitor was shown.
  const detail = await asAdmin(`/api/admin/bookings/${reference}`);
  assert.equal(detail.status, 200);
  const { booking } = detail.body.data;
  assert.equal(booking.cost, 182.25);
  assert.deepEqual(booking.price, {
    subtotal: 202.5,
    discount: 20.25,
    giftCard: 0,
    total: 182.25,
    currency: 'usd',
  });
  assert.equal(booking.promoCode, code);
  assert.equal(booking.tickets, 3);
  assert.deepEqual(booking.units, [
    { category: 'adult', count: 2 },
    { category: 'child', count: 1 },
  ]);
  assert.deepEqual(booking.extraKeys, ['extra-offers', 'lunch']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the admin adds a promo code on its screen, sees the booking that uses it and downloads its uses', async () => {
  const tour = await tourByCategory(`Porto by category ${tag}`);
  const code = `SPRING${tag}`;
  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/admin/promo-codes`);
  await page.getByRole('heading', { name: 'Promo codes', level: 1 }).waitFor();

  await page.getByRole('button', { name: 'Add promo code' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add promo code' });
  await dialog.getByLabel('Code', { exact: true }).fill(code);
  await dialog.getByLabel('Kind', { exact: true }).selectOption('amount');
  await dialog.getByLabel('Amount off', { exact: true }).fill('15');
  await dialog.getByLabel('Uses in total', { exact: true }).fill('5');
  await dialog.getByLabel('Uses per email', { exact: true }).fill('1');
  await dialog.getByLabel('Minimum order', { exact: true }).fill('50');
  await dialog.getByLabel('Tours', { exact: true }).fill(tour._id);
  await shotsAtBothSizes(page, 'pricing-admin-promo-code-form');
  await dialog.getByRole('button', { name: 'Add promo code' }).click();
  await dialog.waitFor({ state: 'detached' });

  const row = page.getByRole('row').filter({ hasText: code });
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', /\$15\.00 off/);
  assert.match((await row.textContent()) ?? '', /0 of 5/);
  await shotsAtBothSizes(page, 'pricing-admin-promo-codes');

  // A visitor books with it (the booking form's flow is the test above).
  const sent = await fetch(`${env.baseUrl}/api/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      destinationId: tour._id,
      date: randomFutureDay(),
      time: tour.tourTimes[0],
      units: [{ category: 'adult', count: 2 }],
      cost: 75,
      promoCode: code.toLowerCase(),
      name: 'Spring Visitor',
      email: `spring.${tag.toLowerCase()}@example.com`,
    }),
  });
  assert.equal(sent.status, 201, await sent.clone().text());
  const booked = (await sent.json()).data;

  await page.reload();
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', /1 of 5/);
  await page.getByRole('button', { name: `Uses of ${code}` }).click();
  const uses = page.getByRole('region', { name: `Uses of ${code}` });
  const use = uses.getByRole('row').filter({ hasText: booked.reference });
  await use.waitFor();
  const useText = (await use.textContent()) ?? '';
  assert.match(useText, /Tour/);
  assert.match(useText, new RegExp(`spring\\.${tag.toLowerCase()}@example\\.com`));
  assert.match(useText, /\$15\.00/);
  await use.scrollIntoViewIfNeeded();
  await shotsAtBothSizes(page, 'pricing-admin-promo-code-uses');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    uses.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  assert.match(
    download.suggestedFilename(),
    new RegExp(`^promo-${code}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, line, ...rest] = csv.trim().split(/\r?\n/);
  assert.equal(header, 'Booking,Kind,Email,Discount,Used at');
  assert.match(
    line,
    new RegExp(`^${booked.reference},tour,spring\\.${tag.toLowerCase()}@example\\.com,15,`),
  );
  assert.deepEqual(rest, []);

  // Edit: the form opens with what is stored.
  await page.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${code}` });
  assert.equal(await edit.getByLabel('Amount off', { exact: true }).inputValue(), '15');
  assert.equal(await edit.getByLabel('Tours', { exact: true }).inputValue(), tour._id);
  await shotsAtBothSizes(page, 'pricing-admin-promo-code-edit');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  assert.deepEqual(errors, []);
  await page.close();
});
