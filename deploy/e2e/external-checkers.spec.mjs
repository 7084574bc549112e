// The site held to checkers the web's own maintainers keep, on one production build and one running site:
// the Nu HTML Checker on every server-rendered public page, Google's rich-result rules on their structured
// data, and axe-core plus pa11y's HTML_CodeSniffer (WCAG 2.1 AA) on every public page and admin screen, at
// desktop and phone sizes, including the states behind clicks. Each test prints what it checked and how many
// problems it found, and fails on any.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  adminPageOf,
  isoDay,
  networkQuiet,
  scrollThrough,
  useTestSite,
  VIEWPORTS,
} from './support/harness.mjs';
import { violations } from './support/accessibility.mjs';
import { nuHtmlErrors, structuredDataIssues } from './support/markup-checks.mjs';
import { pa11yErrors } from './support/pa11y.mjs';

const { env, browser, demo: items } = useTestSite({ demo: true });

/**
 * Every server-rendered public page, by name, and the structured data types each must carry; lazySections:
 * parts of it load only as a visitor scrolls near them.
 */
const publicPages = () => [
  { name: 'home', path: '/', types: ['WebSite'], lazySections: true },
  { name: 'destinations', path: '/destination', types: ['WebSite'] },
  { name: 'hotels', path: '/hotel', types: ['WebSite'] },
  { name: 'blog', path: '/blog', types: ['WebSite'] },
  { name: 'tour', path: `/TourPage/${items.tour._id}`, types: ['TouristTrip'] },
  { name: 'offer', path: `/OfferDetails/${items.offer._id}`, types: ['Offer'] },
  { name: 'blog-post', path: `/BlogDetails/${items.post._id}`, types: ['BlogPosting'] },
  { name: 'faqs', path: '/faqs', types: ['WebSite'] },
  { name: 'visa', path: '/visa', types: ['WebSite'] },
  { name: 'usa', path: '/usa', types: ['WebSite'] },
  { name: 'about', path: '/us', types: ['WebSite'] },
  { name: 'contact', path: '/contact', types: ['WebSite'] },
  { name: 'not-found', path: '/no-such-page', types: ['WebSite'], lazySections: true },
];

let serverHtml;
/** Each public page as the server sends it over plain HTTP (what the checkers and crawlers read). */
async function serverPages() {
  serverHtml ??= await Promise.all(
    publicPages().map(async (page) => ({
      ...page,
      html: await (await fetch(`${env.baseUrl}${page.path}`)).text(),
    })),
  );
  return serverHtml;
}

test('the Nu HTML Checker finds no error in any server-rendered public page', async () => {
  const pages = await serverPages();
  const { errors, cssLeftOut } = await nuHtmlErrors(pages);
  console.log(
    `Nu HTML Checker: ${pages.length} pages, ${errors.length} errors; left out, its CSS part's messages on` +
      ` declarations with var() (it does not resolve var() inside calc()): ${cssLeftOut.join(' | ') || 'none'}`,
  );
  assert.deepEqual(errors, []);
});

test("every public page's structured data passes Google's rich-result rules", async () => {
  const failures = [];
  let checked = 0;
  for (const { name, html, types } of await serverPages()) {
    const result = await structuredDataIssues(html);
    checked += result.types.length;
    console.log(`${name}: ${result.types.join(', ') || 'none'}; ${result.errors.length} errors`);
    for (const type of types)
      if (!result.types.includes(type)) failures.push(`${name}: no ${type}`);
    for (const error of result.errors) failures.push(`${name}: ${error}`);
  }
  console.log(
    `structured data: ${checked} items on ${publicPages().length} pages, ${failures.length} problems`,
  );
  assert.deepEqual(failures, []);
});

/** axe's and pa11y's findings on the page as it is now, each prefixed with where it was seen. */
async function audit(page, where) {
  const found = [...(await violations(page)), ...(await pa11yErrors(page))];
  return found.map((line) => `${where}: ${line}`);
}

/** The public pages rendered in the browser alone: signing in and its kin. */
const accountPages = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot-password', path: '/forgot-password' },
];

/** States of public pages behind clicks: each returns once the state shows. */
const publicStates = () => [
  {
    name: 'tour booking form with its errors',
    path: `/TourPage/${items.tour._id}`,
    async reach(page) {
      const form = page.getByRole('form', { name: 'Book this tour' });
      await form.getByRole('button', { name: 'Book now' }).click();
      await form
        .getByRole('alert')
        .filter({ hasText: /required/ })
        .first()
        .waitFor();
    },
  },
  {
    name: 'stay calendar with a stay chosen',
    path: `/OfferDetails/${items.offer._id}`,
    async reach(page) {
      const form = page.getByRole('form', { name: 'Book your stay' });
      await form.getByLabel('Check-in').fill(isoDay(20));
      await form.getByLabel('Check-out').fill(isoDay(23));
      await form.getByRole('button', { name: /^Book/ }).waitFor();
    },
  },
  {
    name: 'search popup with results',
    path: '/',
    async reach(page) {
      await page.getByLabel('Location', { exact: true }).fill(items.tour.destination ?? 'a');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('dialog', { name: 'Search results' }).waitFor();
    },
  },
];

test('axe and pa11y find nothing on any public page, nor behind its clicks, at desktop and phone sizes', async () => {
  const failures = [];
  let checked = 0;
  for (const viewport of VIEWPORTS) {
    const page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    for (const { name, path, lazySections } of [...publicPages(), ...accountPages]) {
      await page.goto(`${env.baseUrl}${path}`);
      // Home's sections further down load as a visitor nears them (the 404 page shows Home).
      if (lazySections) await scrollThrough(page);
      await networkQuiet(page);
      failures.push(...(await audit(page, `${name} (${viewport.name})`)));
      checked++;
    }
    for (const { name, path, reach } of publicStates()) {
      await page.goto(`${env.baseUrl}${path}`);
      await networkQuiet(page);
      await reach(page);
      await networkQuiet(page);
      failures.push(...(await audit(page, `${name} (${viewport.name})`)));
      checked++;
    }
    await page.close();
  }
  console.log(`axe + pa11y: ${checked} public screens, ${failures.length} problems`);
  assert.deepEqual(failures, []);
});

/** The admin's screens, and the popup forms and dialogs that open from them. */
const adminScreens = [
  ['overview', '/admin'],
  ['hotels', '/Admin/hotelView'],
  ['destinations', '/Admin/destinationView'],
  ['offers', '/Admin/OfferView'],
  ['blog posts', '/Admin/AddBlog'],
  ['tour bookings', '/admin/Booking'],
  ['stay bookings', '/admin/BookingApartment'],
  ['waitlist', '/admin/waitlist'],
  ['tour times', '/admin/tour-times'],
  ['users', '/admin/users'],
  ['messages', '/admin/messages'],
  ['activity', '/admin/activity'],
  ['mails', '/admin/mails'],
  ['recently deleted', '/admin/recently-deleted'],
];
const adminDialogs = [
  ['/Admin/hotelView', 'Add New Hotel'],
  ['/Admin/destinationView', 'Add New Destination'],
  ['/Admin/OfferView', 'Add New Offer'],
  ['/Admin/AddBlog', 'Add New Blog Post'],
];

test('axe and pa11y find nothing on any admin screen, popup form or dialog, at desktop and phone sizes', async () => {
  const failures = [];
  let checked = 0;
  const page = await adminPageOf(browser, env);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const [name, path] of adminScreens) {
      await page.goto(`${env.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await networkQuiet(page);
      failures.push(...(await audit(page, `admin ${name} (${viewport.name})`)));
      checked++;
    }
    for (const [path, opener] of adminDialogs) {
      await page.goto(`${env.baseUrl}${path}`);
      await page.getByRole('table').waitFor();
      await page.getByRole('button', { name: opener }).click();
      const dialog = page.getByRole('dialog', { name: opener });
      await dialog.waitFor();
      await networkQuiet(page);
      failures.push(...(await audit(page, `admin ${opener} (${viewport.name})`)));
      // The form's own errors, as an admin who saves it empty sees them.
      await dialog.getByRole('button', { name: /^Add / }).click();
      await dialog.locator('[aria-invalid="true"]').first().waitFor();
      failures.push(...(await audit(page, `admin ${opener} with errors (${viewport.name})`)));
      checked += 2;
    }
    // The confirmation a deletion asks for.
    await page.goto(`${env.baseUrl}/Admin/hotelView`);
    await page.getByRole('table').waitFor();
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await page.getByRole('alertdialog').waitFor();
    failures.push(...(await audit(page, `admin delete confirmation (${viewport.name})`)));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    // The dry run of cancelling a tour time: who would be affected.
    await page.goto(`${env.baseUrl}/admin/tour-times`);
    const choice = page.getByRole('form', { name: 'Choose a tour time' });
    await choice.getByRole('option', { name: items.tour.title }).waitFor({ state: 'attached' });
    await choice.getByLabel('Destination').selectOption(items.tour._id);
    await choice.getByLabel('Tour date').fill(isoDay(40));
    await choice.getByLabel('Time').selectOption(items.tour.tourTimes[0]);
    await page.getByRole('button', { name: 'Show who is affected' }).click();
    await page.getByRole('region', { name: /^Dry run: / }).waitFor();
    await networkQuiet(page);
    failures.push(...(await audit(page, `admin tour time dry run (${viewport.name})`)));
    checked += 2;
  }
  await page.close();
  console.log(`axe + pa11y: ${checked} admin screens and dialogs, ${failures.length} problems`);
  assert.deepEqual(failures, []);
});
