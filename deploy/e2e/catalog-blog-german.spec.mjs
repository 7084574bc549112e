// The catalog's and the blog's pages in German, the language with the longest words, on a 390x844 phone and
// a 1366x900 laptop: each page speaks German and nothing runs past the screen's edge (screenshots kept).
/* global document, window -- the callbacks of page.evaluate run in the browser. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DESKTOP,
  networkQuiet,
  PHONE,
  screenshot,
  scrollThrough,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';

const { env, browser, demo } = useTestSite({ demo: true });

/** The page's elements that reach past the viewport's right edge, or make the page scroll sideways. */
function overflowing(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found = [];
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    }
    for (const element of document.querySelectorAll('main *')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // Off-screen on purpose: visually hidden texts and the gallery's scrolled cells.
      if (element.closest('.sh-visually-hidden, [aria-hidden="true"]')) continue;
      if (rect.right > width + 1 && !scrolledInside(element)) {
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} ends at ${Math.round(rect.right)}px`,
        );
      }
    }
    return found.slice(0, 10);

    function scrolledInside(element) {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflowX = window.getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return true;
      }
      return false;
    }
  });
}

const pages = () => [
  { name: 'home', path: '/de', heading: 'Beliebte Reiseziele' },
  { name: 'destinations', path: '/de/destination', heading: 'Reiseziele' },
  { name: 'hotels', path: '/de/hotel', heading: 'Hotels' },
  { name: 'offer', path: `/de/OfferDetails/${demo.offer._id}`, heading: demo.offer.title },
  { name: 'search', path: '/de/search?price=1-100000', heading: /^Suchergebnisse für Preis/ },
  { name: 'blog', path: '/de/blog', text: 'Weiterlesen' },
  { name: 'post', path: `/de/BlogDetails/${demo.post._id}`, heading: demo.post.Title },
];

for (const size of [PHONE, DESKTOP]) {
  test(`the catalog and the blog in German at ${size.width}x${size.height}: German texts, nothing past the edge`, async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: size.width, height: size.height });
    const errors = watchConsole(page);
    for (const shown of pages()) {
      await page.goto(`${env.baseUrl}${shown.path}`);
      if (shown.heading) await page.getByRole('heading', { name: shown.heading }).first().waitFor();
      if (shown.text) await page.getByText(shown.text).first().waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), 'de', `${shown.path} is a German page`);
      await scrollThrough(page);
      await networkQuiet(page);
      await screenshot(page, `german-${shown.name}-${size.name}`);
      assert.deepEqual(await overflowing(page), [], `${shown.path} fits the ${size.name}'s width`);
    }

    // Home's search in German: its popup with a price search's matches.
    await page.goto(`${env.baseUrl}/de`);
    await page.getByLabel('Preis', { exact: true }).fill('1-100000');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Suchergebnisse' });
    await popup.getByText(/^\d+ Treffer in der Preisspanne 1-100000$/).waitFor();
    await screenshot(page, `german-home-search-${size.name}`);
    assert.deepEqual(await overflowing(page), [], `the search popup fits the ${size.name}'s width`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the render server writes the German pages in German, before any script runs', async () => {
  const html = async (path) => (await fetch(`${env.baseUrl}${path}`)).text();
  const hotels = await html('/de/hotel');
  assert.match(hotels, /<html[^>]* lang="de"/);
  assert.match(hotels, /<title>Hotels \| Travel &amp; Tours<\/title>/);
  assert.match(hotels, /pro Nacht/);
  assert.match(hotels, /Beim Partner buchen/);
  const offer = await html(`/de/OfferDetails/${demo.offer._id}`);
  assert.match(offer, /pro Gast und Nacht/);
  assert.match(offer, /aria-label="Galerie"/);
  const post = await html(`/de/BlogDetails/${demo.post._id}`);
  assert.match(post, /"inLanguage":"de"/);
  const search = await html('/es/search?q=a');
  assert.match(search, /Resultados de búsqueda para «a»/);
  assert.match(search, /action="\/es\/search"/);
});
