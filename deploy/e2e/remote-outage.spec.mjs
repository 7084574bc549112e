// Flow 5: with one remote's server down, its area shows the fallback and the rest of the site works;
// once the server is back, Retry brings the area back without reloading the page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, scrollThrough, startTestSite } from './support/harness.mjs';

let env;
let browser;

before(async () => {
  env = await startTestSite();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await env?.stop();
});

test('the blog remote going down leaves Home working, and Retry recovers it', async () => {
  await env.site.statics.stopApp('blog');
  const page = await browser.context.newPage();
  await page.goto(env.baseUrl);
  await scrollThrough(page);

  const fallback = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await fallback.waitFor();
  assert.equal(await fallback.count(), 1, 'only the blog area falls back');
  await screenshot(page, 'home-blog-down');

  // The other remotes' areas still work: search runs, the offers are listed.
  await page.getByLabel('Location', { exact: true }).fill('Zzyzxqv');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText('No destinations found matching "Zzyzxqv"', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Close search results' }).click();
  assert.ok(
    (await page.getByRole('link', { name: /^View Details/ }).count()) > 0,
    'special offers still show',
  );

  await env.site.statics.startApp('blog');
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await page.locator('a[href^="/BlogDetails/"]', { hasText: 'Read More' }).first().waitFor();
  assert.equal(await fallback.count(), 0, 'the fallback is gone after Retry');
  await page.close();
});

test('the shell navigates its own pages while a remote is down', async () => {
  await env.site.statics.stopApp('booking');
  try {
    const page = await browser.context.newPage();
    await page.goto(`${env.baseUrl}/TourPage`);
    await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).waitFor();
    await page.getByRole('link', { name: 'FAQs' }).first().click();
    await page.waitForURL(/\/faqs$/);
    await page.getByText('General Information').first().waitFor();
    await page.close();
  } finally {
    await env.site.statics.startApp('booking');
  }
});
