// Shared fixture of the browser tests: the production site started the way `npm start` starts it (site.mjs),
// on the test ports, with a throwaway data folder (or MONGODB_URI when set), a local SMTP catcher for the
// mails, and Debian's Chromium driven by playwright-core that can reach nothing but localhost.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { buildMissing, readAdminCredentials, startSite } from '../../scripts/site.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LOCALHOST_ONLY } from '../../scripts/chromium.mjs';

export const ARTIFACTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** Ports one spec file uses: API, shell, the four remotes, SMTP, the render server. */
export const PORTS_PER_SPEC = 8;

/**
 * The position of the running spec file among e2e/*.spec.mjs, sorted (0 when run otherwise): spec files run
 * side by side (`--test-concurrency`), each in its own process, so each takes a block of ports of its own.
 */
function specSlot() {
  const running = process.argv[1] ? basename(process.argv[1]) : '';
  const specs = readdirSync(join(dirname(fileURLToPath(import.meta.url)), '..'))
    .filter((name) => name.endsWith('.spec.mjs'))
    .sort();
  return Math.max(0, specs.indexOf(running));
}

/**
 * Test ports: E2E_PORT_BASE (default 18090) starts a range of blocks, one per spec file; spec file i of the
 * sorted list listens on base + 8i to base + 8i + 7, so side by side they never share a port.
 */
export function testPorts(
  base = Number(process.env.E2E_PORT_BASE ?? 18090) + PORTS_PER_SPEC * specSlot(),
) {
  return {
    api: base,
    shell: base + 1,
    catalog: base + 2,
    booking: base + 3,
    blog: base + 4,
    admin: base + 5,
    smtp: base + 6,
    render: base + 7,
  };
}

/** Collects every mail the API sends, so a test can wait for the one it expects. */
export async function startMailCatcher(port) {
  const mails = [];
  const waiters = new Set();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        for (const waiter of waiters) waiter(mail);
        callback();
      });
    },
  });
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolveListen);
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Resolves with the first mail (already received or arriving later) for which match(mail) holds. */
    waitFor(match, timeoutMs = 15000) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolveMail, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received)`));
        }, timeoutMs);
        function check(mail) {
          if (!match(mail)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolveMail(mail);
        }
        waiters.add(check);
      });
    },
    stop: () => new Promise((resolveClose) => server.close(resolveClose)),
  };
}

/** Undoes quoted-printable soft breaks and escapes and HTML entities, so links can be read from a raw mail. */
export function mailText(raw) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&amp;/g, '&');
}

/**
 * Each spec file gets its own database on the server MONGODB_URI names, so it starts from the demo content
 * (seeded into an empty database) with its own local admin, whatever ran before.
 */
function isolatedDatabase(uri) {
  const url = new URL(uri);
  url.pathname = `/travel_e2e_${process.pid}_${Date.now().toString(36)}`;
  return url.toString();
}

async function dropDatabase(uri) {
  const { MongoClient } = await import('mongodb');
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 3000 });
  try {
    await client.db().dropDatabase();
  } catch (error) {
    console.log(`# could not drop the test database: ${error.message}`);
  } finally {
    await client.close();
  }
}

/**
 * Builds what is missing, once per test file (each file runs in its own process).
 * @returns {Promise<{ built: string[], failed: string[] }>}
 */
let building;
export function buildForTests() {
  building ??= buildMissing({ log: (line) => console.log(`# ${line}`) });
  return building;
}

/**
 * Builds what is missing, then starts the site on the test ports.
 * @param {{ roots?: Record<string, string>, apiEnv?: Record<string, string> }} [options] roots: serve an app
 *   from another folder (by name); apiEnv: more of the API's environment (payments on, for one)
 */
export async function startTestSite({ roots, apiEnv = {} } = {}) {
  const ports = testPorts();
  const build = await buildForTests();
  if (build.failed.length) console.log(`# not built: ${build.failed.join(', ')}`);
  const essential = build.failed.filter(
    (workspace) => workspace === 'api' || workspace === 'shell',
  );
  if (essential.length)
    throw new Error(`Nothing to test: ${essential.join(' and ')} did not build (output above).`);
  const dataDir = await mkdtemp(join(tmpdir(), 'travel-e2e-data-'));
  const mongodbUri = process.env.MONGODB_URI
    ? isolatedDatabase(process.env.MONGODB_URI)
    : undefined;
  const mail = await startMailCatcher(ports.smtp);
  const apiLog = [];
  const renderLog = [];
  let site;
  try {
    site = await startSite({
      ports,
      dataDir,
      roots,
      healthTimeoutMs: 90000,
      onPrepareLine: (line) => console.log(`# ${line}`),
      apiEnv: {
        SMTP_URL: mail.url,
        // Several flows sign in and register from one IP within a minute.
        AUTH_RATE_LIMIT: '1000',
        // The flows fill tour times with holds from one client and read a 30-minute hold; the hold limits
        // are the API tests' subject (api/test/abuse-limits.e2e-spec.ts).
        HOLD_SEATS_PER_CLIENT: '100000',
        HOLD_SEATS_PER_ADDRESS: '100000',
        HOLD_SLOT_SHARE_PERCENT: '100',
        HOLD_STAYS_PER_CLIENT: '100000',
        UNVERIFIED_HOLD_MINUTES: '30',
        ...(mongodbUri ? { MONGODB_URI: mongodbUri } : {}),
        ...apiEnv,
      },
      onApiLine: (line) => apiLog.push(line),
      onRenderLine: (line) => renderLog.push(line),
    });
  } catch (error) {
    await mail.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (mongodbUri) await dropDatabase(mongodbUri);
    throw new Error(`${error.message}\n--- API log ---\n${apiLog.slice(-40).join('\n')}`);
  }
  return {
    ports,
    site,
    mail,
    apiLog,
    renderLog,
    dataDir,
    baseUrl: site.urls.shell,
    admin: () => readAdminCredentials(dataDir),
    stop: async () => {
      await site.stop();
      await mail.stop();
      await rm(dataDir, { recursive: true, force: true });
      if (mongodbUri) await dropDatabase(mongodbUri);
    },
  };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A fresh Chromium profile. Anything not on localhost is answered locally with an error (IP lookup, map
 * tiles), and the resolver knows no other host, so the tests never touch the internet.
 */
/** The two sizes every screen is looked at: a laptop and a phone. */
// An 8x8 PNG: the API checks uploads by their bytes, so the picture has to be a real one.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQqt+PFTEMLQkABZVaASf7uv4AAAAASUVORK5CYII=',
  'base64',
);

export const DESKTOP = { name: 'desktop', width: 1366, height: 900 };
export const PHONE = { name: 'phone', width: 390, height: 844 };
export const VIEWPORTS = [DESKTOP, PHONE];

/** The first destination, offer and blog post of the demo content, which page tests open. */
export async function firstDemoItems(baseUrl) {
  const get = async (path) => (await fetch(`${baseUrl}${path}`)).json();
  const tour = (await get('/api/destination'))[0];
  const offer = (await get('/api/offer')).data[0];
  const post = (await get('/api/Blog?page=1')).data[0];
  if (!tour || !offer || !post) {
    throw new Error('the demo content should have a destination, an offer and a blog post');
  }
  return { tour, offer, post };
}

/**
 * The requests each page has in flight, live availability streams left out: a stream stays open as long as
 * its page, so Playwright's 'networkidle' never comes on a page that follows one.
 */
const LIVE_STREAM = /\/stream(\?|$)/;
const inFlight = new WeakMap();

function trackRequests(context) {
  const pending = (request) => {
    let page;
    try {
      page = request.frame().page();
    } catch {
      return undefined; // a service worker's request has no frame, nor a page to wait for
    }
    if (!inFlight.has(page)) inFlight.set(page, new Set());
    return inFlight.get(page);
  };
  context.on('request', (request) => {
    if (!LIVE_STREAM.test(new URL(request.url()).pathname)) pending(request)?.add(request);
  });
  const settle = (request) => pending(request)?.delete(request);
  context.on('requestfinished', settle);
  context.on('requestfailed', settle);
}

/** Waits until the page has had no request in flight (its live streams aside) for `quietMs`. */
export async function networkQuiet(page, { quietMs = 500, timeoutMs = 15000 } = {}) {
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline)
      throw new Error(`the page's network did not go quiet in ${timeoutMs} ms`);
    if ((inFlight.get(page)?.size ?? 0) > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function launchBrowser() {
  const profile = await mkdtemp(join(tmpdir(), 'travel-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    viewport: { width: 1280, height: 900 },
    args: [...CHROMIUM_FLAGS, '--disable-default-apps', '--disable-extensions', LOCALHOST_ONLY],
  });
  context.setDefaultTimeout(15000);
  trackRequests(context);
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    (route) => route.abort('internetdisconnected'),
  );
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Records console errors and uncaught exceptions of a page. Failed requests to hosts other than localhost
 * are expected (the machine is offline and the app degrades), so they are not counted.
 */
export function watchConsole(page) {
  const errors = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (
      /Failed to load resource/.test(message.text()) &&
      url &&
      !LOCAL_HOSTS.has(new URL(url).hostname)
    )
      return;
    errors.push(`${message.text()} (${url || 'no location'})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/**
 * Scrolls the page to its end a screen at a time, as a visitor reading it would, then back to the top.
 * Sections further down a landing page (Home's offers, blog and partners) load only as they come near
 * the screen; the page grows as they do, so the scroll goes on until the end stays the end.
 */
/* global window, document -- the callbacks below run in the page */
export async function scrollThrough(page) {
  let settledAtEnd = 0;
  for (let step = 0; step < 60 && settledAtEnd < 2; step++) {
    const atEnd = await page.evaluate(() => {
      // 'instant': the site scrolls smoothly (scroll-behavior), which would leave scrollY behind here.
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    settledAtEnd = atEnd ? settledAtEnd + 1 : 0;
    if (atEnd) await networkQuiet(page);
    else await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

export async function screenshot(page, name) {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

/**
 * Full-page pictures at the phone's and the laptop's size, each from the top; the page ends at `viewport`
 * (the laptop's unless told).
 */
export async function shotsAtBothSizes(page, name, viewport = DESKTOP) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, `${name}-${size.name}`);
  }
  await page.setViewportSize(viewport);
}

/** A tour booking's manage link in a mail (its reference and token captured). */
export const TOUR_MANAGE_LINK =
  /https?:\/\/[^\s"'<>]+\/booking\/manage\?ref=(TB-\w+)&token=([\w-]+)/;

/** sha256 of every file under dir, by relative path: proof that a folder did not change. */
export async function hashTree(dir) {
  const hashes = {};
  async function walk(current) {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) await walk(path);
      else
        hashes[relative(dir, path)] = createHash('sha256')
          .update(await readFile(path))
          .digest('hex');
    }
  }
  await walk(dir);
  return hashes;
}

/** 'YYYY-MM-DD' for a day this many days from today (local time, as date inputs use). */
export function isoDay(daysFromToday) {
  const day = new Date();
  day.setDate(day.getDate() + daysFromToday);
  const pad = (n) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A day far enough ahead and random enough that reruns against a shared database do not collide. */
export function randomFutureDay() {
  return isoDay(30 + Math.floor(Math.random() * 600));
}

/**
 * A page of `browser` signed in as the site's local admin through the login form (a fresh start: whatever an
 * earlier test left in the shared profile is cleared first); an admin lands on /admin.
 */
export async function adminPageOf(browser, env) {
  const admin = await env.admin();
  if (!admin) throw new Error('the API should have written the local admin credentials');
  const page = await browser.context.newPage();
  await page.setViewportSize(DESKTOP);
  await page.goto(`${env.baseUrl}/faqs`);
  await page.evaluate(() => globalThis.localStorage.clear());
  await page.goto(`${env.baseUrl}/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL(/\/admin(\/|$)/);
  return page;
}

/** The local admin's bearer token, for the API calls that set up what a test looks at. */
export async function adminTokenOf(env) {
  const admin = await env.admin();
  const response = await fetch(`${env.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
  return (await response.json()).token;
}

/**
 * A stand-in that forwards every property read and write to what `current()` returns once a `before` hook
 * has set it: specs take their fixtures at module level, before the hooks have run. Until then (or when the
 * hook failed) every property reads as undefined, as the spec's own `let` would have.
 */
function lateBound(current, what) {
  return new Proxy(
    {},
    {
      get(_, key) {
        return current()?.[key];
      },
      set(_, key, value) {
        const target = current();
        if (!target) throw new Error(`${what} is not ready: set it inside a test or hook`);
        target[key] = value;
        return true;
      },
    },
  );
}

/**
 * The fixture of a browser spec file: registers the hooks that start the site and, unless browser is false,
 * launch Chromium, and close both after the file's tests. demo: true also reads the first destination, offer
 * and blog post of the demo content (firstDemoItems). site: startTestSite's options, or an async function
 * making them (a folder to serve, a mock to point the API at). setUp runs once all that is ready; tearDown
 * after the site has stopped, even when it never started. The file's own set-up goes into setUp rather than
 * a `before` of its own: Node 20 runs a file's top-level `before` hooks side by side, not one after another.
 * @param {{ browser?: boolean, demo?: boolean, site?: object | (() => Promise<object>),
 *   setUp?: () => Promise<void> | void, tearDown?: () => Promise<void> | void }} [options]
 * @returns {{ env: object, browser: object, demo: { tour: object, offer: object, post: object } }}
 */
export function useTestSite({ browser = true, demo = false, site = {}, setUp, tearDown } = {}) {
  let env;
  let launched;
  let items;
  before(async () => {
    env = await startTestSite(typeof site === 'function' ? await site() : site);
    if (browser) launched = await launchBrowser();
    if (demo) items = await firstDemoItems(env.baseUrl);
    await setUp?.();
  });
  after(async () => {
    try {
      await launched?.close();
      await env?.stop();
    } finally {
      await tearDown?.();
    }
  });
  return {
    env: lateBound(() => env, 'the test site'),
    browser: lateBound(() => launched, 'the browser'),
    demo: lateBound(() => items, 'the demo items'),
  };
}

/** Registers a visitor through the API and opens the verification link of the mail they get, as they would. */
export async function registerVerifiedVisitor(env, { username, email, password }) {
  const register = await fetch(`${env.baseUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email, password }),
  });
  assert.equal(register.status, 201);
  const mail = await env.mail.waitFor((candidate) => candidate.to.includes(email));
  const token = mailText(mail.raw).match(/verify-email\?token=([\w%.~-]+)/)?.[1];
  assert.ok(token, 'the mail carries a verification link');
  const verify = await fetch(`${env.baseUrl}/api/auth/verify-email?token=${token}`);
  assert.equal(verify.status, 200);
}

/** A new page of `browser` with nothing stored for the site: whatever an earlier test left is cleared. */
export async function signedOutPageOf(browser, env) {
  const page = await browser.context.newPage();
  await page.goto(`${env.baseUrl}/faqs`);
  await page.evaluate(() => globalThis.localStorage.clear());
  return page;
}

/** Follows the first tour link on Home to the tour's page; returns its booking form once it shows. */
export async function openFirstTourFromHome(page, homeUrl) {
  await page.goto(homeUrl);
  await page.locator('a[href^="/TourPage/"]').first().click();
  await page.waitForURL(/\/TourPage\/[0-9a-f]{24}$/);
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.waitFor();
  return form;
}
