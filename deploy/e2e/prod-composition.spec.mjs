// The production composition run for real (deploy/scripts/prod-local.mjs): Debian's nginx rendered from
// deploy/nginx/nginx.conf in front of two API instances sharing one FerretDB and Redis. A visitor books
// through nginx; one instance dies mid-run without a failed page or a doubled booking and comes back to take
// traffic; a write through one instance is read through the other at once; the auth rate limit holds across
// instances; a remote is rolled out to a new version path with a browser open on the site.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { MongoClient } from 'mongodb';
import { startProdLocal } from '../scripts/prod-local.mjs';
import { buildChangedBlog } from './support/blog-release.mjs';
import {
  launchBrowser,
  openFirstTourFromHome,
  randomFutureDay,
  screenshot,
  scrollThrough,
  watchConsole,
} from './support/harness.mjs';
import { eventually } from './support/eventually.mjs';

const AUTH_RATE_LIMIT = 6;

let composition;
let browser;
let db;
let client;
const apiLogs = [[], []];

before(async () => {
  composition = await startProdLocal({
    instances: 2,
    log: (line) => console.log(`# ${line}`),
    // The per-account login budget out of the way, so the per-address one is what is measured.
    apiEnv: {
      AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
      LOGIN_ACCOUNT_RATE_LIMIT: '1000',
      LOG_LEVEL: 'info',
    },
    onApiLine: (instance, line) => apiLogs[instance].push(line),
  });
  client = new MongoClient(composition.mongodbUri);
  db = client.db();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await client?.close();
  await composition?.stop();
});

/** Every answer from localhost that is a server error, and every request that failed outright. */
function watchFailures(page) {
  const failures = [];
  page.on('response', (response) => {
    if (new URL(response.url()).hostname === 'localhost' && response.status() >= 500) {
      failures.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: the page itself cancelled it by navigating on, not a failure of the server side.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    // A live availability stream held by an instance that dies is cut with it; the page opens it again
    // through the survivor (backoff and catch-up), and a form goes on with what it shows meanwhile.
    if (/\/stream(\?|$)/.test(new URL(request.url()).pathname)) return;
    if (new URL(request.url()).hostname === 'localhost')
      failures.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });
  return failures;
}

/** A client address of its own (nginx forwards it, the API trusts loopback), so reruns get a fresh budget. */
function randomClientIp() {
  return `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

async function adminToken(base = composition.url) {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientIp() },
    body: JSON.stringify(composition.admin),
  });
  assert.equal(response.status, 200, `admin login: ${await response.clone().text()}`);
  return (await response.json()).token;
}

async function visitorBooks(page) {
  const form = await openFirstTourFromHome(page, composition.url);
  await form.getByLabel('Name').fill('Nginx Visitor');
  await form.getByLabel('Email').fill('nginx.visitor@example.com');
  await form.getByLabel('Date').fill(randomFutureDay());
  await form.getByRole('radio', { name: /^10:30 / }).check();
  await form.getByLabel('Tickets').fill('1');
  await form.getByRole('button', { name: 'Book now' }).click();
  await page.getByText('Booking submitted successfully!').waitFor();
  return (await page.getByTestId('booking-reference').textContent()) ?? '';
}

test('nginx serves the shell and versioned remotes with the cache headers, gzip and the SPA fallback', async () => {
  const [tour] = await (await fetch(`${composition.url}/api/destination`)).json();
  const deepLink = await fetch(`${composition.url}/TourPage/${tour._id}`);
  assert.equal(deepLink.status, 200);
  assert.match(await deepLink.text(), /<div id="root">|<html/);
  assert.equal(deepLink.headers.get('cache-control'), 'no-cache');
  assert.match(
    deepLink.headers.get('content-security-policy') ?? '',
    /script-src 'self';.*object-src 'none'/,
  );
  // A tour that no longer exists is a page too, answered 404 (no soft 404 for crawlers), with the same headers.
  const gone = await fetch(`${composition.url}/TourPage/000000000000000000000000`);
  assert.equal(gone.status, 404);
  assert.match(await gone.text(), /<div id="root">/);
  assert.match(gone.headers.get('content-security-policy') ?? '', /object-src 'none'/);

  const remotes = await (await fetch(`${composition.url}/remotes.json`)).json();
  assert.match(remotes.catalog, /^\/remotes\/catalog\/[^/]+\/mf-manifest\.json$/);
  const entry = await fetch(
    `${composition.url}${remotes.catalog.replace('mf-manifest.json', 'remoteEntry.js')}`,
    {
      headers: { 'accept-encoding': 'gzip' },
    },
  );
  assert.equal(entry.status, 200);
  assert.equal(entry.headers.get('cache-control'), 'no-cache');
  assert.equal(entry.headers.get('content-encoding'), 'gzip');

  const folder = join(composition.webRoot, remotes.catalog.replace('/mf-manifest.json', ''));
  const chunk = (await readdir(folder)).find((name) => /[.-][0-9a-f]{8,}\.js$/.test(name));
  assert.ok(chunk, 'the catalog remote has a content-hashed chunk');
  const hashed = await fetch(
    `${composition.url}${remotes.catalog.replace('mf-manifest.json', chunk)}`,
  );
  assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');

  const health = await fetch(`${composition.url}/api/health`);
  assert.equal(health.status, 200);
});

test('nginx fronts two render servers: pages come rendered through either, and from the browser when both are down', async () => {
  const [tour] = await (await fetch(`${composition.url}/api/destination`)).json();
  const path = `/TourPage/${tour._id}`;
  const rendered = async () => {
    const response = await fetch(`${composition.url}${path}`);
    const html = await response.text();
    return { status: response.status, server: html.includes('id="bk-tour-title"'), html };
  };
  const first = await rendered();
  assert.equal(first.status, 200);
  assert.ok(first.server, 'rendered on the server, with the remote loaded from its versioned path');
  assert.match(first.html, /<link rel="canonical" href="http:\/\/localhost:\d+\/TourPage\//);

  const [one, two] = composition.renders;
  one.kill();
  for (let i = 0; i < 6; i++) {
    const page = await rendered();
    assert.equal(page.status, 200, 'no failed page while one render server is dead');
    assert.ok(page.server, 'the other render server renders it');
  }
  two.kill();
  const fallback = await rendered();
  assert.equal(fallback.status, 200, 'both down: the shell page still answers');
  assert.match(fallback.html, /<div id="root"><\/div>/, 'index.html, rendered in the browser');
  await one.start();
  await two.start();
  // nginx skips a server that failed for fail_timeout (5 s) before trying it again: wait past that.
  await eventually(
    async () => (await rendered()).server,
    'rendering on the server again once they are back',
  );
});

test('one API instance dies mid-run: no failed page for visitor or admin, no lost or doubled booking; it comes back and takes traffic', async () => {
  const page = await browser.context.newPage();
  const failures = watchFailures(page);
  const errors = watchConsole(page);
  assert.match(await visitorBooks(page), /^TB-[A-Z0-9]+$/);

  const [destination] = await (await fetch(`${composition.url}/api/destination`)).json();
  const tag = Date.now().toString(36);
  // Bookings in flight while instance 0 is killed: each lands once (201, stored once) or is refused
  // cleanly (an error status, stored at most once), never twice.
  const attempts = Array.from({ length: 16 }, (_, i) =>
    fetch(`${composition.url}/api/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientIp() },
      body: JSON.stringify({
        destinationId: destination._id,
        date: randomFutureDay(),
        time: destination.tourTimes[0],
        tickets: 1,
        cost: destination.CostPerPerson,
        name: 'Failover Guest',
        email: `failover.${tag}.${i}@example.com`,
      }),
    }).then((response) => response.status),
  );
  // Killed as soon as the first answer is back, so the others are at every stage: queued in nginx, sent to
  // the dying instance, being written.
  await Promise.race(attempts);
  composition.apis[0].kill();
  // Started again whatever happens here, or the tests after this one find half the cluster gone.
  let restarted = false;
  try {
    const statuses = await Promise.all(attempts);
    console.log(`bookings in flight during the kill answered: ${statuses.join(' ')}`);
    let refusedButStored = 0;
    for (const [i, status] of statuses.entries()) {
      const stored = await db
        .collection('tour_bookings')
        .countDocuments({ email: `failover.${tag}.${i}@example.com` });
      // 502: nginx's answer when the instance died holding the request (never passed on, being a POST).
      assert.ok(status === 201 || status === 502, `booking ${i} answered ${status}`);
      if (status === 201) assert.equal(stored, 1, `booking ${i} answered 201 and is stored once`);
      else assert.ok(stored <= 1, `booking ${i} answered ${status} and is stored ${stored} times`);
      if (status === 502 && stored === 1) refusedButStored += 1;
    }
    console.log(`of those answered 502, stored before the instance died: ${refusedButStored}`);
    assert.ok(statuses.includes(201), 'the surviving instance took bookings');

    // With the instance dead, the whole visitor flow goes on through the survivor.
    assert.match(await visitorBooks(page), /^TB-[A-Z0-9]+$/);
    // Home (any unknown path is Home) with its blog list, which loads as the visitor scrolls to it.
    await page.goto(`${composition.url}/blog`);
    await scrollThrough(page);
    await page.locator('a[href^="/BlogDetails/"]').first().waitFor();
    // The admin flow too: sign in through nginx, the admin remote from its version folder, its data from the API.
    await page.goto(`${composition.url}/login`);
    await page.getByLabel('Email').fill(composition.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(composition.admin.password);
    await page.getByRole('button', { name: /^log ?in$/i }).click();
    await page.waitForURL(/\/admin(\/|$)/);
    await page.locator('#overview-title').waitFor();
    assert.deepEqual(failures, [], 'no failed request while an instance is down');
    // The browser also logs the cut stream (see watchFailures): the page opens it again, nothing failed.
    assert.deepEqual(
      errors.filter((error) => !/\/stream\?/.test(error)),
      [],
    );

    // Back: after fail_timeout nginx tries it again and it answers requests.
    const before = apiLogs[0].length;
    await composition.apis[0].start();
    restarted = true;
    await eventually(
      async () => {
        await Promise.all(
          Array.from({ length: 4 }, () =>
            fetch(`${composition.url}/api/destination`).then((r) => r.arrayBuffer()),
          ),
        );
        return apiLogs[0].slice(before).some((line) => line.includes('/api/destination'));
      },
      'the restarted instance to take traffic again',
      { timeoutMs: 30000, intervalMs: 500 },
    );
  } finally {
    if (!restarted) await composition.apis[0].start();
  }
  await page.close();
});

test('a change made through one instance is read through the other at once (cache invalidation over Redis)', async () => {
  const [first, second] = composition.apis;
  const read = async (api) => (await (await fetch(`${api.url}/api/limit`)).json()).maxGuestLimit;
  const current = await read(second); // now cached on the second instance
  assert.equal(await read(second), current);
  const next = current === 7 ? 8 : 7;
  const token = await adminToken(first.url);
  const update = await fetch(`${first.url}/api/limit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ maxGuestLimit: next }),
  });
  assert.ok(update.ok, `update: ${update.status}`);
  assert.equal(await read(second), next);
  assert.equal(await read(first), next);
});

test('the auth rate limit holds across instances', async () => {
  const ip = randomClientIp();
  // A fresh account too: logins also have a per-account budget, kept in the same (shared) Redis.
  const email = `nobody.${Date.now().toString(36)}@example.com`;
  const statuses = [];
  for (let i = 0; i < AUTH_RATE_LIMIT + 2; i++) {
    // Alternating instances directly, so the attempts are split between them for sure.
    const api = composition.apis[i % 2];
    const response = await fetch(`${api.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password: 'wrong-password' }),
    });
    statuses.push(response.status);
  }
  assert.deepEqual(statuses.slice(0, AUTH_RATE_LIMIT), Array(AUTH_RATE_LIMIT).fill(401));
  assert.deepEqual(statuses.slice(AUTH_RATE_LIMIT), [429, 429]);
  const throughNginx = await fetch(`${composition.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password: 'wrong-password' }),
  });
  assert.equal(throughNginx.status, 429);
});

/** A login sent to nginx from one loopback address (127.0.0.0/8 is all loopback), with no forwarded header. */
function loginFrom(localAddress, email) {
  const { port } = new URL(composition.url);
  const body = JSON.stringify({ email, password: 'wrong-password' });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('two clients behind nginx have budgets of their own: one spending its budget leaves the other alone', async () => {
  const tag = Date.now().toString(36);
  const [first, second] = ['127.0.0.2', '127.0.0.3'];
  const statuses = [];
  for (let i = 0; i < AUTH_RATE_LIMIT + 1; i++) {
    statuses.push(await loginFrom(first, `first.${tag}.${i}@example.com`));
  }
  assert.deepEqual(statuses.slice(0, AUTH_RATE_LIMIT), Array(AUTH_RATE_LIMIT).fill(401));
  assert.equal(statuses[AUTH_RATE_LIMIT], 429, 'the first client has spent its budget');
  assert.equal(await loginFrom(second, `second.${tag}@example.com`), 401, 'the second has its own');
});

test('a remote rolls out to a new version path behind nginx with a browser open: no failed request', async () => {
  const ORIGINAL = 'Read More';
  const CHANGED = 'Read More (new release)';
  const page = await browser.context.newPage();
  const failures = watchFailures(page);
  await page.goto(composition.url);
  await scrollThrough(page);
  await page.locator('a[href^="/BlogDetails/"]', { hasText: ORIGINAL }).first().waitFor();

  const scratch = await mkdtemp(join(tmpdir(), 'travel-rollout-'));
  try {
    // The new release goes into its own folder beside the one in use; nothing served changes yet.
    const version = `rollout-${Date.now().toString(36)}`;
    const found = await buildChangedBlog({
      scratch,
      replacements: [[ORIGINAL, CHANGED]],
      outputPath: join(composition.webRoot, 'remotes', 'blog', version),
    });
    assert.ok(found === 1, `mf-blog's sources contain "${ORIGINAL}"`);
    // The switch: remotes.json replaced in one rename (never half written), then a graceful nginx reload.
    const remotesPath = join(composition.webRoot, 'shell', 'remotes.json');
    const remotes = JSON.parse(await readFile(remotesPath, 'utf8'));
    remotes.blog = `/remotes/blog/${version}/mf-manifest.json`;
    await writeFile(`${remotesPath}.next`, JSON.stringify(remotes, null, 2));
    await rename(`${remotesPath}.next`, remotesPath);
    await composition.reloadNginx();

    // The open page keeps working on the version it loaded (the old folder is still served).
    await page.goto(`${composition.url}/blog`);
    await scrollThrough(page);
    await page.locator('a[href^="/BlogDetails/"]').first().waitFor();
    await page.reload();
    await scrollThrough(page);
    try {
      await page.getByText(CHANGED).first().waitFor({ timeout: 30000 });
    } catch (error) {
      await screenshot(page, 'failed-nginx-rollout');
      throw error;
    }
    assert.deepEqual(failures, [], 'no failed request during the rollout');
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await page.close();
  }
});
