// What search engines and link previews read: each page's own title and meta description, Open Graph tags
// and schema.org JSON-LD on tours, offers and blog posts, and the sitemap and robots.txt built from the content.
/* global document -- the callbacks of page.evaluate and waitForFunction run in the browser. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useTestSite } from './support/harness.mjs';

let tour;
let offer;
let post;
const { env, browser, demo } = useTestSite({
  demo: true,
  setUp: () => {
    ({ tour, offer, post } = demo);
  },
});

/** Title, description, Open Graph and JSON-LD of a page once its own title is set. */
async function headOf(path, expectedTitle) {
  const page = await browser.context.newPage();
  try {
    await page.goto(`${env.baseUrl}${path}`);
    await page.waitForFunction(
      (title) =>
        document.title.startsWith(title) && document.head.querySelector('meta[name="description"]'),
      expectedTitle,
    );
    return await page.evaluate(() => {
      const content = (selector) =>
        [...document.head.querySelectorAll(selector)].map((element) => element.content);
      return {
        title: document.title,
        descriptions: content('meta[name="description"]'),
        ogTitle: content('meta[property="og:title"]'),
        ogImage: content('meta[property="og:image"]'),
        canonical: document.head.querySelector('link[rel="canonical"]')?.href,
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
          JSON.parse(script.textContent ?? ''),
        ),
      };
    });
  } finally {
    await page.close();
  }
}

test('every public page has its own title and one meta description', async () => {
  const pages = [
    ['/', 'Travel & Tours'],
    [`/TourPage/${tour._id}`, tour.title || tour.destination],
    [`/OfferDetails/${offer._id}`, offer.title],
    [`/BlogDetails/${post._id}`, post.Title],
    ['/hotel', 'Hotels'],
    ['/destination', 'Destinations'],
    ['/contact', 'Contact us'],
    ['/faqs', 'Frequently asked questions'],
    ['/login', 'Sign in'],
  ];
  const titles = new Set();
  for (const [path, title] of pages) {
    const head = await headOf(path, title);
    assert.equal(head.descriptions.length, 1, `${path}: exactly one meta description`);
    assert.ok(
      head.descriptions[0].length >= 40 && head.descriptions[0].length <= 160,
      `${path}: description of 40-160 characters`,
    );
    assert.equal(head.canonical, `${env.baseUrl}${path}`, `${path}: canonical link`);
    titles.add(head.title);
  }
  assert.equal(titles.size, pages.length, `titles are distinct: ${[...titles].join(' / ')}`);
});

test('a tour carries Open Graph tags and a TouristTrip with its price', async () => {
  const title = tour.title || tour.destination;
  const head = await headOf(`/TourPage/${tour._id}`, title);
  assert.deepEqual(head.ogTitle, [`${title} | Travel & Tours`]);
  assert.match(head.ogImage[0] ?? '', /^http:\/\/localhost:\d+\//, 'og:image is absolute');
  const trip = head.jsonLd.find((data) => data['@type'] === 'TouristTrip');
  assert.ok(trip, 'TouristTrip JSON-LD');
  assert.equal(trip['@context'], 'https://schema.org');
  assert.equal(trip.name, title);
  assert.equal(trip.offers.price, tour.CostPerPerson);
});

test('an offer carries an Offer and a blog post a BlogPosting', async () => {
  const offerHead = await headOf(`/OfferDetails/${offer._id}`, offer.title);
  const offerData = offerHead.jsonLd.find((data) => data['@type'] === 'Offer');
  assert.ok(offerData, 'Offer JSON-LD');
  assert.equal(offerData.name, offer.title);
  assert.equal(offerData.price, offer.Price);
  assert.equal(offerHead.ogTitle.length, 1);

  const postHead = await headOf(`/BlogDetails/${post._id}`, post.Title);
  const posting = postHead.jsonLd.find((data) => data['@type'] === 'BlogPosting');
  assert.ok(posting, 'BlogPosting JSON-LD');
  assert.equal(posting.headline, post.Title);
  assert.equal(posting.datePublished, post.createdAt);
});

test('leaving a tour takes its JSON-LD and Open Graph tags along', async () => {
  const page = await browser.context.newPage();
  try {
    const title = tour.title || tour.destination;
    await page.goto(`${env.baseUrl}/TourPage/${tour._id}`);
    await page.waitForFunction((expected) => document.title.startsWith(expected), title);
    await page.getByRole('link', { name: 'Contact' }).first().click();
    await page.waitForFunction(() => document.title.startsWith('Contact us'));
    // The site's own WebSite data stays on every page; the tour's TouristTrip leaves with it.
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent)['@type']));
    assert.deepEqual(types, ['WebSite']);
    assert.equal(await page.locator('meta[property="og:image"]').count(), 0);
    assert.equal(await page.locator('meta[name="description"]').count(), 1);
  } finally {
    await page.close();
  }
});

test('the site serves a sitemap of its pages and content, and a robots.txt naming it', async () => {
  const sitemap = await fetch(`${env.baseUrl}/sitemap.xml`);
  assert.equal(sitemap.status, 200);
  assert.match(sitemap.headers.get('content-type') ?? '', /^application\/xml/);
  const xml = await sitemap.text();
  for (const path of [
    '/',
    '/hotel',
    '/faqs',
    `/TourPage/${tour._id}`,
    `/OfferDetails/${offer._id}`,
    `/BlogDetails/${post._id}`,
  ]) {
    assert.ok(xml.includes(`<loc>${env.baseUrl}${path}</loc>`), `sitemap lists ${path}`);
  }
  const robots = await fetch(`${env.baseUrl}/robots.txt`);
  assert.equal(robots.status, 200);
  assert.match(await robots.text(), new RegExp(`^Sitemap: ${env.baseUrl}/sitemap\\.xml$`, 'm'));
});
