import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { CatalogVersion } from './catalog-version';
import { readConfig } from './config';
import { pageDocument } from './html-document';
import { PageCache, type CachedPage } from './page-cache';
import { canonicalAddress, publicOrigin, renderedAddress } from './page-address';
import { CurrencyRates } from './currency-rates';
import { currencyFromCookie, pickCurrency, type DisplayCurrency } from '@travel/shell/i18n';
import { RemoteSources } from './remote-sources';
import { renderPage } from './render-page';
import { isRenderedPath } from './rendered-paths';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

let config;
try {
  config = readConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const settings = config;

// The shell's page as built: client-rendered pages get it as it is; rendered pages are put into it.
const template = readFileSync(join(settings.shellDist, 'index.html'), 'utf8');
const remotes = new RemoteSources(
  settings.remotesSource,
  settings.checkIntervalMs,
  settings.upstreamTimeoutMs,
);
const catalog = new CatalogVersion(
  settings.apiUrl,
  settings.checkIntervalMs,
  settings.upstreamTimeoutMs,
);
const rates = new CurrencyRates(
  settings.apiUrl,
  settings.checkIntervalMs,
  settings.upstreamTimeoutMs,
);
const cache = new PageCache(settings.cacheFreshMs, settings.cacheStaleMs, settings.cacheMaxEntries);
const encoded = new WeakMap<CachedPage, Map<string, Promise<Buffer>>>();

async function render(
  url: URL,
  currency: DisplayCurrency | null,
): Promise<{ page: CachedPage; keep: boolean }> {
  const rendered = await renderPage(url, {
    apiUrl: settings.apiUrl,
    currency,
    remotes,
    timeoutMs: settings.upstreamTimeoutMs,
  });
  const body = Buffer.from(
    pageDocument(template, {
      lang: rendered.lang,
      meta: rendered.meta,
      pageUrl: canonicalAddress(url),
      html: rendered.html,
      state: rendered.state,
    }),
  );
  return {
    page: { status: rendered.status, body, renderedAt: Date.now() },
    keep: rendered.complete,
  };
}

/** The page's body in the encoding the client takes best, compressed once per cached page. */
function encode(page: CachedPage, accepts: string): Promise<{ body: Buffer; encoding?: string }> {
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  if (!encoding) return Promise.resolve({ body: page.body });
  let byEncoding = encoded.get(page);
  if (!byEncoding) encoded.set(page, (byEncoding = new Map()));
  let body = byEncoding.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotli(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipAsync(page.body);
    byEncoding.set(encoding, body);
  }
  return body.then((data) => ({ body: data, encoding }));
}

async function send(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  page: CachedPage,
  headers: Record<string, string>,
): Promise<void> {
  const { body, encoding } = await encode(page, String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(page.status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const shellPage: CachedPage = { status: 200, body: Buffer.from(template), renderedAt: 0 };

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed');
    return;
  }
  const url = renderedAddress(
    new URL(req.url ?? '/', publicOrigin(req.headers, settings.siteOrigin, settings.port)),
  );
  if (url.pathname === '/healthz') {
    res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end('ok');
    return;
  }
  // Account, booking management and admin pages: the shell's page, rendered in the browser.
  if (!isRenderedPath(url.pathname)) {
    await send(req, res, shellPage, { 'Cache-Control': 'no-cache', 'X-Render': 'client' });
    return;
  }
  // A visitor's display currency (a cookie) changes the prices on the page: such pages are kept apart.
  const chosen = currencyFromCookie(req.headers.cookie);
  await Promise.all([remotes.refresh(), catalog.refresh(), chosen ? rates.refresh() : undefined]);
  const currency = pickCurrency(rates.list, chosen);
  const key = `${remotes.version} ${catalog.version} ${currency ? `${currency.code}@${currency.rate}` : '-'} ${url.href}`;
  try {
    const { page, state } = await cache.get(key, () => render(url, currency));
    await send(req, res, page, {
      // Browsers and shared caches ask again each time: this server's own cache keeps it brief.
      'Cache-Control': 'no-cache',
      'X-Render': cache.enabled ? `server; cache=${state}` : 'server; cache=off',
    });
  } catch (error) {
    // The page still works: the browser renders it, as before server rendering.
    console.warn(`${url.pathname} could not be rendered: ${(error as Error).message}`);
    await send(req, res, shellPage, { 'Cache-Control': 'no-store', 'X-Render': 'client; failed' });
  }
}

let lastCatalog = '';
const server = http.createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The page could not be rendered.');
  });
});

// A catalog change drops every kept page at once, rather than leaving old keys to age out.
setInterval(() => {
  if (catalog.version !== lastCatalog) {
    if (lastCatalog) cache.clear();
    lastCatalog = catalog.version;
  }
}, settings.checkIntervalMs).unref();

server.listen(settings.port, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  console.log(`Render server listening on http://localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
