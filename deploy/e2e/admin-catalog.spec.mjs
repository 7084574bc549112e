// The admin remote's catalog screens on the production build: an admin signs in, lands on /admin, and adds,
// edits and deletes a hotel, a destination, an offer and a blog post, each checked on its public page.
// Every screen is shot at a laptop and a phone size into deploy/e2e/artifacts/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import {
  adminPageOf,
  ARTIFACTS_DIR,
  PNG,
  screenshot,
  useTestSite,
  VIEWPORTS,
  watchConsole,
} from './support/harness.mjs';
import { seriousViolations } from './support/accessibility.mjs';

const { env, browser } = useTestSite();

const picture = (name) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A run-unique suffix, so names never collide with the demo content or an earlier run. */
const tag = Date.now().toString(36).slice(-5);

/**
 * Loads every picture of the page, lazy ones included (a full-page shot does not scroll them into view), and
 * returns how many failed to load.
 */
async function loadImages(page) {
  return page.evaluate(async () => {
    const images = [...globalThis.document.images];
    await Promise.all(
      images.map((img) => {
        img.loading = 'eager';
        return img.decode().catch(() => undefined);
      }),
    );
    return images.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src);
  });
}

/** The screen at both sizes, back at the laptop size afterwards; axe finds nothing serious at either. */
async function shoot(page, name, { popup = false } = {}) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    assert.deepEqual(await loadImages(page), [], `${name}: every picture loads`);
    assert.deepEqual(await seriousViolations(page), [], `${name} at ${viewport.name} size`);
    // A popup scrolls inside the viewport: a full-page shot would show it cut off over the page below.
    if (popup)
      await page.screenshot({ path: join(ARTIFACTS_DIR, `admin-${name}-${viewport.name}.png`) });
    else await screenshot(page, `admin-${name}-${viewport.name}`);
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

async function fill(dialog, fields) {
  for (const [label, value] of Object.entries(fields)) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
}

async function confirmDelete(page, rowName, question, done) {
  await page.getByRole('button', { name: `Delete ${rowName}` }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByText(question).waitFor();
  await ask.getByRole('button', { name: 'Delete' }).click();
  await page.getByText(done).first().waitFor();
  await page.getByRole('row', { name: new RegExp(rowName) }).waitFor({ state: 'detached' });
}

/** The API's record whose `key` equals `value`, from a public list. */
async function findPublic(path, key, value) {
  const body = await fetch(`${env.baseUrl}${path}`).then((r) => r.json());
  const list = Array.isArray(body) ? body : body.data;
  return list.find((item) => item[key] === value);
}

async function openEditor(page, rowName, title) {
  await page.getByRole('button', { name: `Edit ${rowName}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

test('an admin adds, edits and deletes a hotel, seen on the public /hotel page', async () => {
  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/Admin/hotelView`);
  await page.getByRole('heading', { name: 'Hotel Management' }).waitFor();
  await page.getByRole('table').waitFor();
  await shoot(page, 'hotels');

  const name = `Harbour Light ${tag}`;
  await page.getByRole('button', { name: 'Add New Hotel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Hotel' });
  await fill(dialog, {
    'Hotel Name': `  ${name}  `,
    Location: 'Porto',
    'Price per Night': '120.50',
    Description: 'Rooms over the river.',
  });
  await dialog.getByRole('button', { name: 'Add Hotel' }).click();
  await dialog.getByText('Please upload an image').waitFor();
  await dialog.getByLabel('Image', { exact: true }).setInputFiles(picture('front.png'));
  await dialog.getByRole('img', { name: 'front.png' }).waitFor();
  await shoot(page, 'hotel-form', { popup: true });
  await dialog.getByRole('button', { name: 'Add Hotel' }).click();
  await page.getByText('Hotel added successfully!').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('row', { name: new RegExp(name) }).waitFor();

  const visitor = await browser.context.newPage();
  await visitor.goto(`${env.baseUrl}/hotel`);
  await visitor.getByRole('heading', { name }).waitFor();
  await visitor.getByText('$120.50 per night').waitFor();

  const edit = await openEditor(page, name, 'Edit Hotel');
  assert.equal(await edit.getByLabel('Hotel Name', { exact: true }).inputValue(), name);
  await fill(edit, { 'Price per Night': '99.99' });
  await edit.getByRole('button', { name: 'Update Hotel' }).click();
  await page.getByText('Hotel updated successfully!').first().waitFor();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByText('$99.99')
    .waitFor();
  await visitor.reload();
  await visitor.getByText('$99.99 per night').waitFor();

  await confirmDelete(
    page,
    name,
    'Are you sure you want to delete this hotel?',
    'Hotel deleted successfully',
  );
  assert.equal(await findPublic('/api/hotel', 'hotelName', name), undefined);
  await visitor.reload();
  await visitor.getByRole('heading', { level: 1 }).first().waitFor();
  assert.equal(await visitor.getByRole('heading', { name }).count(), 0);
  assert.deepEqual(errors, []);
  await visitor.close();
  await page.close();
});

test('an admin adds, edits and deletes a destination, seen on its tour page', async () => {
  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/Admin/destinationView`);
  await page.getByRole('table').waitFor();
  await shoot(page, 'destinations');

  const title = `Douro Valley ${tag}`;
  // Rows are named by the destination (the place), the tour page by the title.
  const place = `Douro ${tag}`;
  await page.getByRole('button', { name: 'Add New Destination' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Destination' });
  await fill(dialog, {
    Destination: place,
    Location: 'Northern Portugal',
    Title: title,
    Price: '300',
    'Cost per Person': '75',
    Description: 'Terraced vineyards along the river.',
  });
  await dialog.getByRole('button', { name: 'Add Destination' }).click();
  await dialog.getByText('Please upload an image').waitFor();
  await dialog.getByLabel('Image', { exact: true }).setInputFiles(picture('douro.png'));
  await dialog
    .getByLabel('Gallery', { exact: true })
    .setInputFiles([picture('g1.png'), picture('g2.png')]);
  await dialog.getByRole('button', { name: 'Add Destination' }).click();
  await page.getByText('Destination added successfully').first().waitFor();
  await page.getByRole('row', { name: new RegExp(title) }).waitFor();

  const record = await findPublic('/api/destination', 'title', title);
  assert.ok(record, 'the API lists the new destination');
  assert.equal(record.gallary.length, 2);
  const visitor = await browser.context.newPage();
  await visitor.goto(`${env.baseUrl}/TourPage/${record._id}`);
  await visitor.getByRole('heading', { name: title }).waitFor();

  const edit = await openEditor(page, place, 'Edit Destination');
  await fill(edit, { 'Cost per Person': '80' });
  await edit.getByRole('button', { name: 'Update Destination' }).click();
  await page.getByText('Destination updated successfully').first().waitFor();
  await visitor.reload();
  await visitor.getByText('$80.00').first().waitFor();

  await confirmDelete(
    page,
    place,
    'Are you sure you want to delete this destination?',
    'Destination deleted successfully',
  );
  assert.equal(await findPublic('/api/destination', 'title', title), undefined);
  assert.deepEqual(errors, []);
  await visitor.close();
  await page.close();
});

test('an admin adds, edits and deletes an offer, seen on its details page', async () => {
  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/Admin/OfferView`);
  await page.getByRole('table').waitFor();
  await shoot(page, 'offers');

  const title = `River Suite ${tag}`;
  await page.getByRole('button', { name: 'Add New Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Offer' });
  await fill(dialog, {
    Title: title,
    Hotel: 'Harbour Inn',
    Location: 'Porto',
    'Room Type': 'Suite',
    'Trending Offers': 'Summer',
    Price: '80',
    'Discount (%)': '15',
    Features: 'Free Wifi, Breakfast , River view',
    Description: 'A suite over the river.',
  });
  await dialog.getByLabel('Image', { exact: true }).setInputFiles(picture('suite.png'));
  await dialog.getByRole('button', { name: 'Add Offer' }).click();
  await page.getByText('Offer added successfully!').first().waitFor();
  await page.getByRole('row', { name: new RegExp(title) }).waitFor();

  const record = await findPublic('/api/offer', 'title', title);
  assert.ok(record, 'the API lists the new offer');
  assert.deepEqual(record.features, ['Free Wifi', 'Breakfast', 'River view']);
  const visitor = await browser.context.newPage();
  await visitor.goto(`${env.baseUrl}/OfferDetails/${record._id}`);
  await visitor.getByRole('heading', { name: title }).waitFor();
  await visitor.getByText('River view').first().waitFor();

  const edit = await openEditor(page, title, 'Edit Offer');
  assert.equal(
    await edit.getByLabel('Features', { exact: true }).inputValue(),
    'Free Wifi, Breakfast, River view',
  );
  await fill(edit, { Features: 'Free Wifi, Spa' });
  await edit.getByRole('button', { name: 'Update Offer' }).click();
  await page.getByText('Offer updated successfully!').first().waitFor();
  await visitor.reload();
  await visitor.getByText('Spa', { exact: true }).waitFor();

  await confirmDelete(
    page,
    title,
    'Are you sure you want to delete this offer?',
    'Offer deleted successfully',
  );
  assert.equal(await findPublic('/api/offer', 'title', title), undefined);
  assert.deepEqual(errors, []);
  await visitor.close();
  await page.close();
});

test('an admin adds, edits and deletes a blog post, seen on its public page', async () => {
  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/Admin/AddBlog`);
  await page.getByRole('table').waitFor();
  await shoot(page, 'blog');

  const title = `Three days in Porto ${tag}`;
  await page.getByRole('button', { name: 'Add New Blog Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Blog Post' });
  await fill(dialog, {
    Title: title,
    Content: 'Where to eat and walk.',
    Description: 'First day.\n\nSecond day.',
    'Destination Highlights': 'Ribeira\nClerigos',
  });
  await dialog.getByLabel('Image', { exact: true }).setInputFiles(picture('porto.png'));
  await dialog.getByRole('button', { name: /^Add/ }).click();
  await page.getByRole('row', { name: new RegExp(title) }).waitFor();

  const created = await fetch(`${env.baseUrl}/api/Blog?page=1`).then((r) => r.json());
  const record = created.data.find((post) => post.Title === title);
  assert.ok(record, 'the newest blog post is on the first page');
  const visitor = await browser.context.newPage();
  await visitor.goto(`${env.baseUrl}/BlogDetails/${record._id}`);
  await visitor.getByRole('heading', { name: title }).waitFor();
  await visitor.getByText('Clerigos').first().waitFor();

  const edit = await openEditor(page, title, 'Edit Blog Post');
  await fill(edit, { Content: 'Where to eat, walk and listen to fado.' });
  await edit.getByRole('button', { name: /^Update/ }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByText('Are you sure you want to update this blog post?').waitFor();
  await ask.getByRole('button', { name: 'Update', exact: true }).click();
  await edit.waitFor({ state: 'hidden' });
  const updated = await fetch(`${env.baseUrl}/api/Blog/${record._id}`).then((r) => r.json());
  assert.equal(updated.data.Content, 'Where to eat, walk and listen to fado.');
  assert.equal(updated.data.Image, record.Image, 'no new image keeps the old one');

  await confirmDelete(
    page,
    title,
    'Are you sure you want to delete this blog post?',
    'Blog post deleted successfully!',
  );
  assert.equal((await fetch(`${env.baseUrl}/api/Blog/${record._id}`)).status, 404);
  assert.deepEqual(errors, []);
  await visitor.close();
  await page.close();
});

test("an admin finds one hotel's changes on the Activity screen and in its editor", async () => {
  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  const hotels = await fetch(`${env.baseUrl}/api/hotel`).then((r) => r.json());
  const hotel = (Array.isArray(hotels) ? hotels : hotels.data)[0];
  const price = (hotel.pricePerNight + 7.25).toFixed(2);

  await page.goto(`${env.baseUrl}/Admin/hotelView`);
  const edit = await openEditor(page, hotel.hotelName, 'Edit Hotel');
  await fill(edit, { 'Price per Night': price });
  await edit.getByRole('button', { name: 'Update Hotel' }).click();
  await page.getByText('Hotel updated successfully!').first().waitFor();

  await page.goto(`${env.baseUrl}/admin/activity`);
  await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
  const filters = page.getByRole('form', { name: 'Filter activity' });
  await filters.getByLabel('Record id').fill(hotel._id);
  await filters.getByLabel('Kind').selectOption({ label: 'Hotel' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  // The hotel's creation by the demo content, then the admin's change: who made it, and the price.
  await page.getByText('2 changes', { exact: true }).waitFor();
  const table = page.getByRole('table', { name: 'Activity entries' });
  const records = await table
    .getByRole('button', { name: /^Show the history of hotel / })
    .allTextContents();
  assert.deepEqual(records, [hotel._id, hotel._id]);
  const change = table.getByRole('row').filter({ hasText: 'Updated' });
  const admin = await env.admin();
  await change.getByText(admin.email).waitFor();
  await change.getByText(`${hotel.pricePerNight} → ${Number(price)}`).waitFor();
  await shoot(page, 'activity-one-record');

  // A different record's filter finds none of it.
  await filters.getByLabel('Record id').fill('000000000000000000000000');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByText('No activity matches.').waitFor();

  // The editor's History tells the same.
  await page.goto(`${env.baseUrl}/Admin/hotelView`);
  const again = await openEditor(page, hotel.hotelName, 'Edit Hotel');
  const history = again.getByRole('region', { name: 'History' });
  await history.getByText(`Updated by ${admin.email}`, { exact: false }).waitFor();
  await history.getByText(`${hotel.pricePerNight} → ${Number(price)}`).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
