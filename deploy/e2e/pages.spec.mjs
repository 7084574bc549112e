// Flow 7 and the page sweep: axe-core finds no serious or critical violations on Home, a tour page, login
// and contact; every main page renders without console errors; screenshots of each are saved.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  networkQuiet,
  screenshot,
  scrollThrough,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';
import { seriousViolations } from './support/accessibility.mjs';

const { env, browser, demo } = useTestSite({ demo: true });

/** Each page and something that shows its content has rendered (not just the loading state). */
const pages = () => [
  {
    name: 'home',
    path: '/',
    ready: (page) => page.getByRole('link', { name: /^View Details/ }).first(),
  },
  {
    name: 'tour',
    path: `/TourPage/${demo.tour._id}`,
    ready: (page) => page.getByRole('form', { name: 'Book this tour' }),
  },
  {
    name: 'login',
    path: '/login',
    ready: (page) => page.getByRole('button', { name: /^log ?in$/i }),
  },
  { name: 'contact', path: '/contact', ready: (page) => page.getByLabel('Message') },
  {
    name: 'offer-details',
    path: `/OfferDetails/${demo.offer._id}`,
    ready: (page) => page.getByRole('form', { name: 'Book your stay' }),
  },
  {
    name: 'blog',
    path: `/BlogDetails/${demo.post._id}`,
    ready: (page) => page.getByRole('heading', { name: 'Destination Highlights' }),
  },
  {
    name: 'register',
    path: '/register',
    ready: (page) => page.getByRole('button', { name: /^register$/i }),
  },
  {
    name: 'destination',
    path: '/destination',
    ready: (page) => page.getByRole('heading', { level: 1 }).first(),
  },
  {
    name: 'hotels',
    path: '/hotel',
    ready: (page) => page.getByRole('heading', { level: 1 }).first(),
  },
  { name: 'faqs', path: '/faqs', ready: (page) => page.getByText('Payments & Pricing').first() },
  { name: 'visa', path: '/visa', ready: (page) => page.getByText(/e-visa/i).first() },
  { name: 'about', path: '/us', ready: (page) => page.getByRole('heading', { level: 1 }).first() },
  { name: 'usa', path: '/usa', ready: (page) => page.getByRole('heading', { level: 1 }).first() },
];
const AUDITED = new Set(['home', 'tour', 'login', 'contact']);

test('main pages render without console errors; axe finds no serious or critical issues', async () => {
  const failures = [];
  for (const { name, path, ready } of pages()) {
    const page = await browser.context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${env.baseUrl}${path}`);
    await scrollThrough(page); // sections further down load as the visitor nears them
    await ready(page).waitFor();
    await networkQuiet(page);
    await screenshot(page, `page-${name}`);
    if (errors.length) failures.push(`${name}: console errors:\n  ${errors.join('\n  ')}`);
    if (AUDITED.has(name)) {
      for (const line of await seriousViolations(page)) failures.push(`${name}: ${line}`);
    }
    await page.close();
  }
  assert.deepEqual(failures, []);
});

test('the shell is served with the production cache rules', async () => {
  const shell = env.baseUrl;
  const index = await fetch(`${shell}/`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(index.headers.get('cache-control'), 'no-cache');
  assert.equal(index.headers.get('content-encoding'), 'gzip');
  assert.equal((await fetch(`${shell}/config.json`).then((r) => r.json())).apiUrl, '');
  const remotes = await fetch(`${shell}/remotes.json`).then((r) => r.json());
  for (const name of ['catalog', 'booking', 'blog']) {
    const manifest = await fetch(remotes[name]);
    assert.equal(manifest.status, 200, `${name} manifest is served`);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    const entry = await fetch(new URL('remoteEntry.js', remotes[name]));
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
  }
  const html = await index.text();
  const script = html.match(/<script[^>]+src="([^"]+)"/)?.[1];
  assert.ok(script, 'index.html loads a script');
});

test('a page rendered in the browser preloads its start-up code and runtime JSON, each used, and the code comes brotli-compressed', async () => {
  const page = await browser.context.newPage();
  const unused = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text()))
      unused.push(message.text());
  });
  const encodings = new Map();
  page.on('response', (response) =>
    encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding']),
  );
  // The sign-in page is not server-rendered: its content waits for the code.
  await page.goto(`${env.baseUrl}/login`);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  const preloads = await page.$$eval('link[rel="preload"]', (links) =>
    links.map((link) => new URL(link.href).pathname),
  );
  for (const path of ['/main.js', '/config.json', '/remotes.json'])
    assert.ok(preloads.includes(path), `${path} is preloaded`);
  assert.ok(preloads.filter((path) => /\.[0-9a-f]{8}\.js$/.test(path)).length >= 3, 'chunks too');
  // Chromium says so three seconds after the load event when a preload went unused.
  await page.waitForTimeout(3500);
  assert.deepEqual(unused, []);
  assert.equal(encodings.get('/main.js'), 'br');
  await page.close();
});

test('a server-rendered page preloads its first image, not its code, and starts the code once it has painted', async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const mainLoaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/main.js',
  );
  await page.goto(env.baseUrl);
  await mainLoaded;
  const head = {
    preloads: await page.$$eval('link[rel="preload"]', (links) =>
      links.map((link) => ({
        as: link.getAttribute('as'),
        priority: link.getAttribute('fetchpriority'),
      })),
    ),
    scripts: await page.$$eval('head script[src]', (scripts) =>
      scripts.map((script) => new URL(script.src).pathname),
    ),
  };
  assert.deepEqual(
    head.preloads.filter((link) => link.as !== 'image'),
    [],
    'no code or JSON preloaded',
  );
  assert.ok(
    head.preloads.some((link) => link.as === 'image' && link.priority === 'high'),
    'the first image is preloaded with high priority',
  );
  assert.equal(head.scripts[0], '/boot.js');
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    loaded: performance.getEntriesByType('navigation')[0]?.loadEventStart ?? Infinity,
    main: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/main.js'))
      ?.startTime,
  }));
  assert.ok(timing.main !== undefined, 'main.js is loaded');
  assert.ok(timing.main > timing.firstPaint, 'main.js starts after the first paint');
  assert.ok(timing.main >= timing.loaded, 'and after the load event');
  await page.close();
});

test("Home's lower sections load only as the visitor nears them", async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(env.baseUrl);
  await page.getByRole('heading', { name: 'Popular Destinations' }).waitFor();
  await networkQuiet(page);
  const blogRequests = () =>
    requested.filter((url) =>
      /\/api\/Blog\b|__federation_expose_BlogList|\/(skyways|globetrek|stayfinder|railpass|bluewave)\./i.test(
        url,
      ),
    );
  assert.deepEqual(blogRequests(), [], 'the first screen fetches nothing of the blog or partners');
  await scrollThrough(page);
  await page.getByRole('heading', { name: 'From Our Blog' }).waitFor();
  await page.getByRole('heading', { name: 'Our partners' }).waitFor();
  assert.ok(
    blogRequests().some((url) => url.includes('/api/Blog')),
    'the blog list read its posts',
  );
  await page.close();
});
