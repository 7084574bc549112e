// Flow 5: with one remote's server down, its area shows the fallback and the rest of the site works;
// once the server is back, Retry brings the area back without reloading the page. The render server too:
// a page whose remote is down still answers 200, with the fallback where the remote's part would be.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshot, scrollThrough, useTestSite } from './support/harness.mjs';
import { eventually } from './support/eventually.mjs';

const { env, browser } = useTestSite();

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

test('a page whose remote is down is rendered on the server with its fallback, and whole again once it is back', async () => {
  const tour = (await (await fetch(`${env.baseUrl}/api/destination`)).json())[0];
  const path = `/TourPage/${tour._id}`;
  const fetchHtml = async () => {
    const response = await fetch(`${env.baseUrl}${path}`);
    return {
      status: response.status,
      render: response.headers.get('x-render'),
      html: await response.text(),
    };
  };
  await env.site.statics.stopApp('booking');
  try {
    // The render server looks at the remotes about once a second.
    const down = await eventually(async () => {
      const answer = await fetchHtml();
      return answer.html.includes('Tour page could not be loaded.') && answer;
    }, 'the tour page rendered without its remote');
    assert.equal(down.status, 200);
    assert.match(down.render ?? '', /^server/);
    assert.ok(
      down.html.includes('Tour page could not be loaded.'),
      'the fallback, rendered on the server',
    );
    assert.ok(
      down.html.includes('sh-navbar') && down.html.includes('sh-footer'),
      'the rest of the page',
    );
    assert.ok(!down.html.includes('id="bk-tour-title"'), "no tour: its remote's code is away");

    const page = await browser.context.newPage();
    await page.goto(`${env.baseUrl}${path}`);
    const fallback = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await fallback.waitFor();
    await env.site.statics.startApp('booking');
    // Retry works once the page has hydrated, which starts after its first paint: pressed before, it does
    // nothing, so it is pressed until the tour shows.
    const heading = page.getByRole('heading', { name: tour.title });
    for (let attempt = 0; attempt < 20 && !(await heading.isVisible()); attempt++) {
      await fallback
        .getByRole('button', { name: 'Retry' })
        .click({ timeout: 1000 })
        .catch(() => undefined);
      await heading.waitFor({ timeout: 1000 }).catch(() => undefined);
    }
    await heading.waitFor();
    await page.close();
  } finally {
    await env.site.statics.startApp('booking').catch(() => undefined);
  }
  await eventually(
    async () => (await fetchHtml()).html.includes('id="bk-tour-title"'),
    'the tour page rendered whole again once the remote is back',
  );
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
