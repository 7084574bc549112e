// The site's rough edges, walked as a visitor at 1366x900 and on a 390x844 phone: the hotel and destination
// pages (screenshots kept), one left edge for every section, a page whose code cannot load, Home with the API
// down, the price search, the phone's Show password, and no router warning on a directly loaded page.
/* global document, window, getComputedStyle -- the callbacks of page.evaluate and evaluateAll run in the browser. */
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
import { seriousViolations } from './support/accessibility.mjs';

const { env, browser, demo } = useTestSite({ demo: true });

async function openPage(size, path) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: size.width, height: size.height });
  const errors = watchConsole(page);
  const warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  if (path) await page.goto(`${env.baseUrl}${path}`);
  return { page, errors, warnings };
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Boxes of the elements `selector` matches, in page coordinates. */
function boxes(page, selector) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return {
        top: rect.top + window.scrollY,
        bottom: rect.bottom + window.scrollY,
        left: rect.left,
        right: rect.right,
        height: rect.height,
      };
    }),
  );
}

/** Groups boxes by row (same top of their card row, within a pixel). */
function rowsOf(items) {
  const rows = new Map();
  for (const item of items) {
    const key = [...rows.keys()].find((top) => Math.abs(top - item.rowTop) <= 1) ?? item.rowTop;
    rows.set(key, [...(rows.get(key) ?? []), item]);
  }
  return [...rows.values()];
}

for (const size of [DESKTOP, PHONE]) {
  test(`/hotel at ${size.width}x${size.height}: even cards, Book buttons aligned and on one line`, async () => {
    const { page, errors } = await openPage(size, '/hotel');
    await page.getByRole('heading', { level: 1, name: 'Hotels' }).waitFor();
    await page.locator('.cat-card').first().waitFor();
    await networkQuiet(page);
    await screenshot(page, `layout-hotel-${size.name}`);

    const cards = await boxes(page, '.cat-hotels .cat-card');
    const buttons = await boxes(page, '.cat-hotels .cat-card .cat-link-button');
    assert.ok(buttons.length > 1, 'the demo hotels have Book links');
    assert.equal(buttons.length, cards.length, 'every demo hotel has a Book link');
    const lineHeights = await page
      .locator('.cat-hotels .cat-link-button')
      .evaluateAll((links) => links.map((link) => parseFloat(getComputedStyle(link).lineHeight)));
    for (const [index, button] of buttons.entries()) {
      const card = cards[index];
      // On one line: the button is no taller than one line of text plus its padding (0.625rem each side).
      assert.ok(
        button.height <= lineHeights[index] + 20 + 2,
        `button ${index} fits on one line (${button.height}px)`,
      );
      // At the foot of its card: the same distance (the body's padding) from the card's bottom.
      assert.ok(
        Math.abs(card.bottom - button.bottom - 16) <= 1,
        `button ${index} sits at the foot of its card`,
      );
    }
    const rows = rowsOf(buttons.map((button, index) => ({ ...button, rowTop: cards[index].top })));
    for (const row of rows) {
      const tops = row.map((button) => Math.round(button.top));
      assert.ok(
        Math.max(...tops) - Math.min(...tops) <= 1,
        `the Book buttons of a row line up: ${tops.join(', ')}`,
      );
    }
    // One gap between name, place, price and text in every card.
    const gaps = await page.locator('.cat-hotels .cat-hotel__body').evaluateAll((bodies) =>
      bodies.map((body) => {
        const lines = [...body.children].filter(
          (child) => !child.classList.contains('cat-link-button'),
        );
        return lines
          .slice(1)
          .map((line, i) =>
            Math.round(line.getBoundingClientRect().top - lines[i].getBoundingClientRect().bottom),
          );
      }),
    );
    const allGaps = new Set(gaps.flat());
    assert.equal(
      allGaps.size,
      1,
      `every gap between the lines of a card is the same: ${[...allGaps].join(', ')}`,
    );
    assert.deepEqual(errors, []);
    if (size === DESKTOP) assert.deepEqual(await seriousViolations(page), []);
    await page.close();
  });

  test(`/destination at ${size.width}x${size.height}: image, place, price per person and Book for each`, async () => {
    const { page, errors } = await openPage(size, '/destination');
    await page.getByRole('heading', { level: 1, name: 'Destinations' }).waitFor();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    await networkQuiet(page);
    await screenshot(page, `layout-destination-${size.name}`);

    const count = await cards.count();
    assert.ok(count > 1, 'every destination of the demo content is listed');
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const name = await card.getByRole('heading', { level: 2 }).textContent();
      assert.equal(await card.getByRole('img').count(), 1, `${name} has its image`);
      assert.match(
        await card.textContent(),
        /From \$\d[\d,]*\.\d{2} per person/,
        `${name} shows its price per person`,
      );
      assert.equal(
        await card.getByRole('link', { name: `Book tour to ${name}` }).count(),
        1,
        `${name} can be booked`,
      );
    }
    const first = cards.first();
    const firstName = await first.getByRole('heading', { level: 2 }).textContent();
    await first.getByRole('link', { name: `Book tour to ${firstName}` }).click();
    await page.waitForURL(/\/TourPage\/[0-9a-f]{24}$/);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('/destination passes axe', async () => {
  const { page } = await openPage(DESKTOP, '/destination');
  await page.getByRole('article').first().waitFor();
  assert.deepEqual(await seriousViolations(page), []);
  await page.close();
});

/** Each page and an element that shows its content has rendered. */
const sectionPages = () => [
  { path: '/', ready: (page) => page.getByRole('heading', { name: 'From Our Blog' }) },
  { path: '/hotel', ready: (page) => page.locator('.cat-card').first() },
  { path: '/destination', ready: (page) => page.getByRole('article').first() },
  {
    path: `/TourPage/${demo.tour._id}`,
    ready: (page) => page.getByRole('heading', { level: 1 }).first(),
  },
  {
    path: `/OfferDetails/${demo.offer._id}`,
    ready: (page) => page.getByRole('heading', { level: 1 }).first(),
  },
  {
    path: `/BlogDetails/${demo.post._id}`,
    ready: (page) => page.getByRole('heading', { name: 'Destination Highlights' }),
  },
  {
    path: '/contact',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Contact us' }),
  },
  { path: '/faqs', ready: (page) => page.getByText('Payments & Pricing').first() },
  { path: '/us', ready: (page) => page.getByRole('heading', { level: 1 }).first() },
];

for (const size of [DESKTOP, PHONE]) {
  test(`every section starts at the navbar's left edge at ${size.width}x${size.height}`, async () => {
    const failures = [];
    for (const { path, ready } of sectionPages()) {
      const { page } = await openPage(size, path);
      await scrollThrough(page);
      await ready(page).waitFor();
      await networkQuiet(page);
      const edges = await page.evaluate(() => {
        const left = (element) => Math.round(element.getBoundingClientRect().left);
        const brand = document.querySelector('.sh-navbar__brand');
        // Page headings, section headings (shell's and the remotes'), the hero's search and the footer.
        const marks = [
          ...document.querySelectorAll(
            'main h1, main h2.cat-section-title, main h2.sh-section-title, main h2.blog-section-title, .cat-search__form, .sh-footer__title',
          ),
        ]
          // The footer's columns: only the first starts at the edge.
          .filter(
            (element) =>
              !element.closest('.sh-footer') ||
              element === document.querySelector('.sh-footer__title'),
          )
          // Headings inside cards and centred narrow forms (login) are not sections.
          .filter((element) => !element.closest('.cat-card, .sh-card, article.blog-card'));
        return {
          brand: left(brand),
          marks: marks.map((element) => ({
            text: (element.textContent ?? '').trim().slice(0, 30),
            left: left(element),
          })),
        };
      });
      assert.ok(edges.marks.length > 1, `${path} has sections to compare`);
      for (const mark of edges.marks) {
        if (Math.abs(mark.left - edges.brand) > 1)
          failures.push(
            `${path}: "${mark.text}" starts at ${mark.left}px, the navbar at ${edges.brand}px`,
          );
      }
      await page.close();
    }
    assert.deepEqual(failures, []);
  });
}

for (const size of [DESKTOP, PHONE]) {
  test(`signed-in pages start at the navbar's left edge too at ${size.width}x${size.height}`, async () => {
    const admin = await env.admin();
    const { page } = await openPage(size, '/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: /^log ?in$/i }).click();
    await page.waitForURL(/\/admin(\/|$)/);
    const checks = [
      { path: '/client', selectors: ['.sh-dashboard__header p', 'main h1'] },
      // The admin menu on a laptop, the bar that opens it on a phone.
      {
        path: '/admin/Booking',
        selectors: [size === DESKTOP ? '.adm-layout__menu' : '.adm-layout__bar'],
      },
    ];
    const failures = [];
    for (const { path, selectors } of checks) {
      await page.goto(`${env.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await networkQuiet(page);
      const brand = Math.round((await page.locator('.sh-navbar__brand').boundingBox()).x);
      for (const selector of selectors) {
        const left = Math.round((await page.locator(selector).first().boundingBox()).x);
        if (Math.abs(left - brand) > 1)
          failures.push(`${path}: ${selector} starts at ${left}px, the navbar at ${brand}px`);
      }
    }
    await page.evaluate(() => window.localStorage.clear());
    await page.close();
    assert.deepEqual(failures, []);
  });
}

test('a page whose code cannot load keeps the layout, says so in plain words and offers Reload', async () => {
  const { page } = await openPage(DESKTOP, '/');
  await page.getByRole('heading', { name: 'Popular Destinations' }).waitFor();
  await networkQuiet(page);
  // From now on no script arrives (the connection dropped, or a deploy replaced the files).
  const blockScripts = (route) => route.abort('internetdisconnected');
  const isScript = (url) => url.pathname.endsWith('.js');
  await page.route(isScript, blockScripts);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();

  const alert = page.getByRole('alert');
  await alert.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
  assert.match(await alert.textContent(), /connection dropped or the site has just been updated/);
  assert.doesNotMatch(await page.locator('main').textContent(), /chunk/i, 'no technical message');
  assert.ok(await page.getByRole('navigation', { name: 'Main' }).isVisible(), 'the navbar stays');
  assert.ok(await page.getByRole('contentinfo').isVisible(), 'the footer stays');
  await screenshot(page, 'layout-chunk-failed-desktop');
  assert.deepEqual(await seriousViolations(page), []);

  // Once the scripts arrive again, Reload shows the page.
  await page.unroute(isScript, blockScripts);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await page.getByRole('button', { name: /^log ?in$/i }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
  await page.close();
});

test('a directly loaded page logs no router warning', async () => {
  for (const path of ['/login', '/faqs', '/contact']) {
    const { page, warnings, errors } = await openPage(DESKTOP, path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await networkQuiet(page);
    assert.deepEqual(
      warnings.filter((text) => /HydrateFallback/.test(text)),
      [],
      path,
    );
    assert.deepEqual(errors, [], path);
    await page.close();
  }
});

test('with the API down, Home shows one kind of error, each with Retry, and Retry recovers', async () => {
  const { page } = await openPage(DESKTOP);
  let apiDown = true;
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    (route) => (apiDown ? route.abort('connectionrefused') : route.continue()),
  );
  // Home arrives rendered by the server, which reads the API itself: the browser's failing reads show when
  // the visitor comes to Home from another page (the shell renders it, asking the API).
  await page.goto(`${env.baseUrl}/login`);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Home', exact: true })
    .first()
    .click();
  const alerts = page.getByRole('alert');
  await alerts.filter({ hasText: 'Failed to load destinations' }).waitFor();
  await alerts.filter({ hasText: 'Failed to load offers' }).waitFor();
  const looks = await alerts.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const message = getComputedStyle(element.querySelector('p'));
      return `${style.backgroundColor} ${style.borderLeftColor} ${message.color}`;
    }),
  );
  assert.ok(looks.length >= 2, 'Home shows its errors');
  assert.equal(new Set(looks).size, 1, `every error looks the same: ${looks.join(' / ')}`);
  for (const alert of await alerts.all()) {
    assert.equal(
      await alert.getByRole('button', { name: 'Retry' }).count(),
      1,
      `${await alert.textContent()} offers Retry`,
    );
  }
  await screenshot(page, 'layout-home-api-down-desktop');
  assert.deepEqual(await seriousViolations(page), []);

  apiDown = false;
  await alerts
    .filter({ hasText: 'Failed to load destinations' })
    .getByRole('button', { name: 'Retry' })
    .click();
  await page.locator('a[href^="/TourPage/"]').first().waitFor();
  await page.close();
});

test("the price search compares a destination's Price, which its result shows, and a price-only search quotes no empty text", async () => {
  const destinations = await (await fetch(`${env.baseUrl}/api/destination`)).json();
  // A destination whose two price fields differ: the search compares its Price (the spec's search).
  const shown = destinations.find((d) => d.CostPerPerson !== d.price) ?? destinations[0];
  const low = Math.floor(shown.price) - 1;
  const high = Math.ceil(shown.price) + 1;
  const { page } = await openPage(DESKTOP, '/');
  await page.getByLabel('Location', { exact: true }).fill(shown.destination);
  await page.getByLabel('Price', { exact: true }).fill(`${low}-${high}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Search results' });
  await popup
    .getByText(
      new RegExp(
        `^Found [1-9]\\d* match(es)? for "${escapeRegExp(shown.destination)}" within price range ${low}-${high}$`,
      ),
    )
    .waitFor()
    .catch(async (error) => {
      // What the page showed instead: the popup's text (if any) and where the page was.
      const seen = (await popup.count()) ? await popup.textContent() : 'no popup';
      throw new Error(`${error.message}\nat ${page.url()}: ${seen}`);
    });
  assert.ok((await popup.getByRole('link').count()) > 0, 'the popup links the matches');
  assert.match(
    await popup.getByRole('list', { name: 'Matches' }).textContent(),
    new RegExp(`\\$${shown.price.toFixed(2)} tour price`),
    'the result shows the price the search compared',
  );
  assert.match(
    await page.getByLabel('Price', { exact: true }).getAttribute('aria-describedby'),
    /\S/,
    'the price box says which price it means',
  );
  assert.match(
    await page.locator('.cat-search__hint').textContent(),
    /A tour's price, a hotel's price per night, a stay's price per guest per night/,
  );

  await page.getByLabel('Location', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await popup
    .getByText(new RegExp(`^Found [1-9]\\d* match(es)? within price range ${low}-${high}$`))
    .waitFor();
  assert.doesNotMatch(await popup.textContent(), /""/);
  await page.close();
});

test('on a phone, Show password stays inside the form column', async () => {
  for (const path of ['/login', '/register']) {
    const { page } = await openPage(PHONE, path);
    const toggle = page.getByRole('button', { name: 'Show password' });
    await toggle.waitFor();
    // The form's column: where its full-width fields end.
    const [field] = await boxes(page, 'main form .sh-field > input');
    const [button] = await boxes(page, '.sh-password__toggle');
    const [input] = await boxes(page, '.sh-password input');
    assert.ok(
      button.right <= field.right + 1,
      `${path}: the toggle ends inside the column (${button.right} vs ${field.right})`,
    );
    assert.ok(input.right < button.left, `${path}: the input and the toggle do not overlap`);
    assert.ok(Math.abs(button.top - input.top) <= 2, `${path}: the toggle sits beside the input`);
    await screenshot(page, `layout${path.replace('/', '-')}-phone`);
    await page.close();
  }
});

test('the phone field shows the country as text, not as an emoji flag', async () => {
  const { page } = await openPage(PHONE, '/contact');
  await page.getByLabel('Phone number country').selectOption('FR');
  const code = page.locator('.PhoneInputCountry .sh-country-code');
  assert.equal(await code.textContent(), 'FR');
  assert.doesNotMatch(await page.locator('.PhoneInput').textContent(), /[\u{1F1E6}-\u{1F1FF}]/u);
  await page.close();
});
