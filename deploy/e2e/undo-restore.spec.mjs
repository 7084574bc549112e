// Undo and Recently deleted on the production build: an admin deletes a destination and takes it back with
// the toast's Undo, the public pages losing it and getting it back; a hotel deleted earlier is restored from
// the Recently deleted screen. The toast and the screen are shot at a laptop and a phone size.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  adminPageOf,
  adminTokenOf,
  ARTIFACTS_DIR,
  networkQuiet,
  PNG,
  screenshot,
  useTestSite,
  VIEWPORTS,
  watchConsole,
} from './support/harness.mjs';

let token;
const { env, browser } = useTestSite({
  setUp: async () => {
    token = await adminTokenOf(env);
  },
});

/** A run-unique suffix, so names never collide with the demo content or an earlier run. */
const tag = Date.now().toString(36).slice(-5);

/** Creates a catalog record through the API as the admin; answers it as stored. */
async function create(path, fields, imageField) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(imageField, new Blob([PNG], { type: 'image/png' }), 'a.png');
  const response = await fetch(`${env.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(response.status, 201, await response.clone().text());
  return (await response.json()).data;
}

async function apiDelete(path) {
  const response = await fetch(`${env.baseUrl}${path}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 200);
}

/**
 * Opens a public page in a tab of its own until `text` shows there. The render server learns of a catalog
 * change by asking the API's cache version at most once a second (RENDER_CHECK_MS): a page asked for within
 * that second may still be the one it kept from before the change, so the page is asked for again.
 */
async function publicPageShows(path, text) {
  const page = await browser.context.newPage();
  const deadline = Date.now() + 15_000;
  try {
    for (;;) {
      await page.goto(`${env.baseUrl}${path}`);
      try {
        await page.getByText(text).first().waitFor({ timeout: 3000 });
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
      }
    }
  } finally {
    await page.close();
  }
}

/** Whether the public hotel list names `name` (once its list has loaded). */
async function hotelListed(name) {
  const page = await browser.context.newPage();
  try {
    await page.goto(`${env.baseUrl}/hotel`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await networkQuiet(page);
    return (await page.getByText(name).count()) > 0;
  } finally {
    await page.close();
  }
}

test('delete then Undo: the destination leaves the public page and the toast brings it back', async () => {
  const title = `Undo cove tour ${tag}`;
  // Rows are named by the destination (the place), the tour page by the title.
  const place = `Undo cove ${tag}`;
  const tour = await create(
    '/api/destination',
    {
      destination: place,
      location: 'Crete',
      title,
      description: 'Caves and a quiet beach.',
      price: '120',
      CostPerPerson: '60',
    },
    'image',
  );
  await publicPageShows(`/TourPage/${tour._id}`, title);

  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/Admin/destinationView`);
  await page.getByRole('heading', { name: 'Destination Management' }).waitFor();
  await page.getByRole('button', { name: `Delete ${place}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Destination deleted successfully' });
  const undo = toast.getByRole('button', { name: 'Undo' });
  await undo.waitFor();
  await page.getByRole('row', { name: new RegExp(place) }).waitFor({ state: 'detached' });

  // The toast at both sizes (the viewport only: it is fixed to the window's corner).
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(ARTIFACTS_DIR, `undo-toast-${viewport.name}.png`) });
  }
  await page.setViewportSize(VIEWPORTS[0]);
  await publicPageShows(`/TourPage/${tour._id}`, 'This tour no longer exists');

  await undo.click();
  await page.getByRole('status').filter({ hasText: 'Destination restored.' }).waitFor();
  await page.getByRole('row', { name: new RegExp(place) }).waitFor();
  await publicPageShows(`/TourPage/${tour._id}`, title);
  assert.deepEqual(errors, []);
  await page.close();
});

test('restore from Recently deleted: the hotel is listed with who deleted it, and comes back', async () => {
  const name = `Restored Inn ${tag}`;
  const hotel = await create(
    '/api/hotel',
    { hotelName: name, location: 'Porto', pricePerNight: '95', description: 'Over the river.' },
    'image',
  );
  const post = await create(
    '/api/Blog',
    { Title: `Gone post ${tag}`, Content: 'Body', description: 'A post.', highlights: '["A"]' },
    'Image',
  );
  await apiDelete(`/api/deleteHotel/${hotel._id}`);
  await apiDelete(`/api/Blog/${post._id}`);
  assert.equal(await hotelListed(name), false, 'the deleted hotel is not public');

  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/admin/recently-deleted`);
  await page.getByRole('heading', { name: 'Recently deleted' }).waitFor();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.waitFor();
  const admin = await env.admin();
  assert.match(await row.innerText(), /Hotel/);
  assert.match(await row.innerText(), new RegExp(admin.email.replace(/[.+]/g, '\\$&')));
  assert.match(await row.innerText(), /30 days/);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await screenshot(page, `recently-deleted-${viewport.name}`);
  }
  await page.setViewportSize(VIEWPORTS[0]);

  await row.getByRole('button', { name: `Restore hotel ${name}` }).click();
  await page.getByRole('status').filter({ hasText: 'Hotel restored.' }).waitFor();
  await row.waitFor({ state: 'detached' });
  await page.getByRole('row', { name: new RegExp(`Gone post ${tag}`) }).waitFor();
  assert.ok(await hotelListed(name), 'the restored hotel is public again');
  assert.deepEqual(errors, []);
  await page.close();
});
