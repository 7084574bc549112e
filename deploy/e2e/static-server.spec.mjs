// The static server's contract, without a browser: cache rules, brotli and gzip, SPA fallback, runtime files, the
// API proxy and path confinement. (The composed-site checks live in pages.spec.mjs.)
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { close, createStaticServer, listen } from '../scripts/static-server.mjs';
import { testPorts } from './support/harness.mjs';

const { shell: port, api: apiPort } = testPorts();
const base = `http://localhost:${port}`;
let root;
let server;
let fakeApi;
const apiRequests = [];

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'travel-static-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(root, 'remoteEntry.js'), 'var remote = 1;'.repeat(100));
  // A build writes brotli copies beside its text files (compression-webpack-plugin).
  await writeFile(join(root, 'main.js'), 'var main = 1;'.repeat(100));
  await writeFile(join(root, 'main.js.br'), brotliCompressSync('var main = 1;'.repeat(100)));
  await writeFile(join(root, 'mf-manifest.json'), '{}');
  await writeFile(join(root, '412.3fa9c2b1.js'), 'console.log("chunk");');
  await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fakeApi = http.createServer((req, res) => {
    apiRequests.push(`${req.method} ${req.url}`);
    res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await listen(fakeApi, apiPort);
  server = createStaticServer({
    root,
    apiUrl: `http://localhost:${apiPort}`,
    runtimeFiles: { '/remotes.json': { blog: 'http://localhost:8083/mf-manifest.json' } },
  });
  await listen(server, port);
});

after(async () => {
  if (server) await close(server);
  if (fakeApi) await close(fakeApi);
  if (root) await rm(root, { recursive: true, force: true });
});

const get = (path, headers = {}) => fetch(`${base}${path}`, { headers });

test('entry files are revalidated, hashed chunks cached for a year, everything else revalidated', async () => {
  for (const path of [
    '/',
    '/index.html',
    '/remoteEntry.js',
    '/mf-manifest.json',
    '/remotes.json',
    '/favicon.svg',
  ]) {
    assert.equal((await get(path)).headers.get('cache-control'), 'no-cache', path);
  }
  assert.equal(
    (await get('/412.3fa9c2b1.js')).headers.get('cache-control'),
    'public, max-age=31536000, immutable',
  );
});

test('answers with gzip when accepted, CORS for other origins, and 304 for a known ETag', async () => {
  const plain = await new Promise((resolveGet) =>
    http.get(`${base}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolveGet({ headers: res.headers, body: Buffer.concat(chunks) }));
    }),
  );
  assert.equal(plain.headers['content-encoding'], 'gzip');
  assert.equal(plain.headers['access-control-allow-origin'], '*');
  assert.equal(gunzipSync(plain.body).toString(), 'var remote = 1;'.repeat(100));
  const again = await get('/remoteEntry.js', { 'if-none-match': plain.headers.etag });
  assert.equal(again.status, 304);
});

test("sends the build's brotli copy to browsers that accept br, and gzip or plain to the others", async () => {
  const fetchRaw = (path, encoding) =>
    new Promise((resolveGet) =>
      http.get(`${base}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolveGet({ headers: res.headers, body: Buffer.concat(chunks) }));
      }),
    );
  const brotli = await fetchRaw('/main.js', 'gzip, deflate, br');
  assert.equal(brotli.headers['content-encoding'], 'br');
  assert.equal(brotli.headers.vary, 'Accept-Encoding');
  assert.equal(brotliDecompressSync(brotli.body).toString(), 'var main = 1;'.repeat(100));
  assert.equal((await fetchRaw('/main.js', 'gzip')).headers['content-encoding'], 'gzip');
  const plain = await fetchRaw('/main.js', 'identity');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), 'var main = 1;'.repeat(100));
  // No brotli copy built: gzip, made on the fly.
  assert.equal((await fetchRaw('/remoteEntry.js', 'br, gzip')).headers['content-encoding'], 'gzip');
});

test('unknown extension-less paths get index.html; missing files are 404; nothing outside the root', async () => {
  const route = await get('/TourPage/123');
  assert.equal(route.status, 200);
  assert.match(await route.text(), /<title>app<\/title>/);
  assert.equal((await get('/missing.js')).status, 404);
  const escape = await new Promise((resolveGet) =>
    http.get({ host: 'localhost', port, path: '/..%2f..%2f..%2fetc%2fpasswd' }, (res) => {
      res.resume();
      resolveGet(res.statusCode);
    }),
  );
  assert.ok(escape === 400 || escape === 404, `escaping the root is refused (${escape})`);
});

test('pages carry a Content-Security-Policy naming this origin, the remotes and the configured hosts', async () => {
  const policy = (await get('/TourPage/1')).headers.get('content-security-policy') ?? '';
  const directive = (name) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];
  assert.deepEqual(directive('script-src'), ["'self'", 'http://localhost:8083']);
  assert.deepEqual(directive('object-src'), ["'none'"]);
  assert.ok(directive('connect-src').includes('http://localhost:8083'), policy);
  assert.ok(directive('img-src').includes('https://tile.openstreetmap.org'), policy);
  assert.ok(directive('connect-src').includes('https://ipapi.co'), policy);
  assert.equal((await get('/remoteEntry.js')).headers.get('content-security-policy'), null);
});

test('pages carry a Referrer-Policy, so the tokens in their URLs stay on this site', async () => {
  const page = await get('/booking/manage?ref=TB-1&token=secret');
  assert.equal(page.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
});

test("the render server's pages carry the page headers too (Referrer-Policy beside the CSP)", async () => {
  const renderer = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-render': 'client' });
    res.end('<!doctype html><title>rendered</title>');
  });
  await listen(renderer, 0, '127.0.0.1');
  const site = createStaticServer({
    root,
    renderUrl: `http://127.0.0.1:${renderer.address().port}`,
  });
  await listen(site, 0, '127.0.0.1');
  try {
    const page = await fetch(
      `http://127.0.0.1:${site.address().port}/booking/manage?ref=TB-1&token=secret`,
    );
    assert.equal(page.headers.get('x-render'), 'client');
    assert.equal(page.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.ok(page.headers.get('content-security-policy'));
  } finally {
    await close(site);
    await close(renderer);
  }
});

test('/api and /auth are proxied with method and body; /apiary is not', async () => {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(response.status, 201);
  assert.deepEqual(await response.json(), { ok: true });
  await get('/api/health?x=1');
  assert.deepEqual(apiRequests, ['POST /auth/login', 'GET /api/health?x=1']);
  assert.equal((await get('/apiary')).headers.get('content-type'), 'text/html; charset=utf-8');
});

test("/sitemap.xml and /robots.txt are the API's (built from the content), not files of the app", async () => {
  const before = apiRequests.length;
  await get('/sitemap.xml');
  await get('/robots.txt');
  assert.deepEqual(apiRequests.slice(before), ['GET /sitemap.xml', 'GET /robots.txt']);
});

test('the proxy answers 502 with the error shape when the API is down', async () => {
  const lonely = createStaticServer({ root, apiUrl: 'http://localhost:9' });
  await listen(lonely, port + 7);
  try {
    const response = await fetch(`http://localhost:${port + 7}/api/health`);
    assert.equal(response.status, 502);
    assert.equal((await response.json()).statusCode, 502);
  } finally {
    await close(lonely);
  }
});
