// Flow 2: the Home search with and without a price: highlighted matches, the popup's messages, and the
// Recent Searches history kept across reloads and cleared.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshot, useTestSite, watchConsole } from './support/harness.mjs';

/** A word that the demo content's first destination shows on Home. */
let term;
const { env, browser } = useTestSite({
  setUp: async () => {
    const destinations = await (await fetch(`${env.baseUrl}/api/destination`)).json();
    assert.ok(destinations.length > 0, 'the demo content has destinations');
    term = String(destinations[0].location || destinations[0].title).split(/[\s,]+/)[0];
  },
});

async function search(page, location, price = '') {
  await page.getByLabel('Location', { exact: true }).fill(location);
  await page.getByLabel('Price', { exact: true }).fill(price);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByRole('dialog', { name: 'Search results' });
}

test('search messages, highlighted matches and the search history', async () => {
  const page = await browser.context.newPage();
  const errors = watchConsole(page);
  await page.goto(env.baseUrl);
  await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
  // Highlighting works on what is on the page, so wait for the destinations to be there.
  await page.locator('a[href^="/TourPage/"]', { hasText: term }).first().waitFor();

  let popup = await search(page, '');
  await popup.getByText('Please enter a destination or price to search.').waitFor();

  popup = await search(page, term);
  await popup.getByText(new RegExp(`^Found \\d+ match(es)? for "${term}"$`)).waitFor();
  const marks = page.locator('mark.cat-search-highlight');
  assert.ok((await marks.count()) > 0, 'matches are highlighted on the page');
  assert.equal((await marks.first().textContent())?.toLowerCase(), term.toLowerCase());
  await screenshot(page, 'home-search');

  popup = await search(page, term, '1-100000');
  await popup
    .getByText(new RegExp(`^Found \\d+ match(es)? for "${term}" within price range 1-100000$`))
    .waitFor();

  popup = await search(page, 'Zzyzxqv');
  await popup.getByText('No destinations found matching "Zzyzxqv"', { exact: true }).waitFor();
  assert.equal(await marks.count(), 0, 'a search without matches leaves no highlight behind');

  popup = await search(page, term, '1-2');
  await popup
    .getByText(`No destinations found matching "${term}" and price range 1-2`, { exact: true })
    .waitFor();

  // The history survives a reload.
  await page.reload();
  await page.locator('a[href^="/TourPage/"]', { hasText: term }).first().waitFor();
  popup = await search(page, 'Zzyzxqv');
  const history = popup.getByRole('region', { name: 'Recent Searches' });
  await history.getByRole('button', { name: term, exact: true }).waitFor();
  await history.getByRole('button', { name: new RegExp(`^${term}\\W+1-100000$`) }).waitFor();
  assert.ok(await page.evaluate(() => localStorage.getItem('recentSearches')));

  await history.getByRole('button', { name: 'Clear History' }).click();
  await history.getByRole('button', { name: term, exact: true }).waitFor({ state: 'detached' });
  const stored = await page.evaluate(() => localStorage.getItem('recentSearches'));
  assert.ok(
    stored === null || JSON.parse(stored).length === 0,
    `history cleared (stored: ${stored})`,
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("See all results opens the search's own page, which Back returns to with its results", async () => {
  const page = await browser.context.newPage();
  const errors = watchConsole(page);
  await page.goto(env.baseUrl);
  await page.locator('a[href^="/TourPage/"]', { hasText: term }).first().waitFor();
  const popup = await search(page, term);
  const matches = popup.getByRole('list', { name: 'Matches' });
  // Each match in the popup: its picture, what it is, and its price.
  const firstMatch = matches.getByRole('article').first();
  await firstMatch.waitFor();
  assert.match(await firstMatch.textContent(), /^.+(Tour|Stay|Hotel) · .+\$\d+\.\d\d/);
  assert.equal(await firstMatch.locator('img').count(), 1);
  await popup.getByRole('link', { name: 'See all results' }).click();

  await page.waitForURL((url) => url.pathname === '/search');
  assert.equal(new URL(page.url()).searchParams.get('q'), term);
  const heading = page.getByRole('heading', { level: 1, name: `Search results for "${term}"` });
  await heading.waitFor();
  assert.match(await page.title(), new RegExp(`^Search results for "${term}"`));
  const cards = page.getByRole('list', { name: 'Matches' }).getByRole('article');
  // The heading comes with the page, its results with the search's answer: wait for them before counting.
  await cards.first().waitFor();
  const count = await cards.count();
  assert.ok(count > 0, 'the page shows the matches as cards');
  await screenshot(page, 'search-page-desktop');

  const tour = cards.filter({ hasText: 'Tour ·' }).first();
  const tourTitle = (await tour.getByRole('link').textContent()).trim();
  await tour.getByRole('link').click();
  await page.waitForURL(/\/TourPage\//);
  await page.getByRole('heading', { level: 1, name: tourTitle }).waitFor();

  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/search');
  await heading.waitFor();
  await cards.first().waitFor();
  assert.equal(await cards.count(), count, 'Back returns to the same results');

  // The address is the search: opened anew (as a shared link would be), it shows the same results.
  const shared = await browser.context.newPage();
  await shared.goto(page.url());
  await shared.getByRole('heading', { level: 1, name: `Search results for "${term}"` }).waitFor();
  assert.equal(
    await shared.getByRole('list', { name: 'Matches' }).getByRole('article').count(),
    count,
  );
  await shared.setViewportSize({ width: 390, height: 844 });
  await screenshot(shared, 'search-page-phone');
  await shared.close();
  assert.deepEqual(errors, []);
  await page.close();
});
