// Translated catalog content on the production build: the admin switches a tour's form to Deutsch, sees which
// texts are missing (in the list and per field), enters a German title, and the API serves it to a German
// reader with the rest in English and named as such. Each screen is shot at a laptop and a phone size.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { seriousViolations } from './support/accessibility.mjs';
import {
  adminPageOf,
  ARTIFACTS_DIR,
  useTestSite,
  VIEWPORTS,
  watchConsole,
} from './support/harness.mjs';

const { env, browser, demo } = useTestSite({ demo: true });

/** The screen at both sizes (the popup scrolls inside the viewport, so no full-page shot); axe finds nothing serious. */
async function shoot(page, name) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    assert.deepEqual(await seriousViolations(page), [], `${name} at ${viewport.name} size`);
    await page.screenshot({
      path: join(ARTIFACTS_DIR, `translations-${name}-${viewport.name}.png`),
    });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

test('the admin enters a German title; a German reader gets it, the rest in English and named', async () => {
  const tour = demo.tour;
  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/Admin/destinationView`);
  await page.getByRole('heading', { name: 'Destination Management' }).waitFor();
  const row = page.getByRole('row', { name: new RegExp(tour.destination) }).first();
  // The demo content is English only: every language lacks its texts.
  await row.getByText(/^Deutsch: \d+ missing$/).waitFor();
  await shoot(page, 'list');

  await row.getByRole('button', { name: `Edit ${tour.destination}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Destination' });
  await dialog.getByRole('button', { name: /^Deutsch/ }).click();
  const title = dialog.getByLabel('Title (Deutsch)');
  await title.waitFor();
  assert.equal(await dialog.getByLabel('Price', { exact: true }).count(), 0);
  await dialog.getByText('Missing translation').first().waitFor();
  await shoot(page, 'form-de');

  const german = `Deutsch: ${tour.title}`.slice(0, 100);
  await title.fill(german);
  await dialog.getByRole('button', { name: 'Update Destination' }).click();
  await page.getByText('Destination updated successfully').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });

  const read = await fetch(`${env.baseUrl}/api/destination/${tour._id}`, {
    headers: { 'Accept-Language': 'de-DE,de;q=0.9' },
  }).then((response) => response.json());
  assert.equal(read.title, german);
  assert.equal(read.description, tour.description);
  assert.ok(read.untranslated.includes('description'));
  assert.ok(!read.untranslated.includes('title'));
  const english = await fetch(`${env.baseUrl}/api/destination/${tour._id}`).then((r) => r.json());
  assert.equal(english.title, tour.title);

  // And the German tour page shows it, the untranslated description marked as English.
  await page.goto(`${env.baseUrl}/de/TourPage/${tour._id}`);
  await page.getByRole('heading', { level: 1, name: german }).waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'de');
  assert.ok(
    (await page.locator('[lang="en"]').count()) > 0,
    'the description served in English is marked lang="en"',
  );
  assert.deepEqual(errors, []);
});
