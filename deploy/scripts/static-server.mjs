#!/usr/bin/env node
// A small dependency-free static server for one built app (the shell or a remote), with the production
// cache rules, the build's brotli copies or gzip, CORS for cross-origin federation manifests, SPA fallback
// and an /api + /auth proxy, so the composed site runs locally the way nginx serves it in production
// (deploy/nginx/nginx.conf).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { contentSecurityPolicy } from './content-security-policy.mjs';

/** The pages' Referrer-Policy and production HSTS; nginx sends the same (deploy/nginx/nginx.conf). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS = 'max-age=15552000; includeSubDomains';

const gzipAsync = promisify(gzip);

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.zip': 'application/zip',
  '.ts': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.ts',
]);
// The sitemap and robots.txt are built by the API from the content, like nginx proxies them in production;
// /octo is the API's OCTO API for resellers.
const PROXIED_PREFIXES = ['/api', '/auth', '/octo', '/sitemap.xml', '/robots.txt'];
/** webpack's [contenthash] (8+ hex characters) as a separate name segment: main.3f9a1c2b.js, 412.a1b2c3d4e5f6.css */
const CONTENT_HASHED = /(?:^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Entry files (remoteEntry.js, mf-manifest.json, index.html) must be revalidated on every load: they are
 * what a redeploy changes. Hashed chunks never change under their name, so they are cached for a year.
 */
export function cacheControlFor(fileName) {
  if (fileName === 'remoteEntry.js' || fileName.endsWith('.html') || fileName.endsWith('.json'))
    return NO_CACHE;
  return CONTENT_HASHED.test(fileName) ? IMMUTABLE : NO_CACHE;
}

function isProxied(pathname) {
  return PROXIED_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

function corsHeaders(req) {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
  };
}

function sendJson(res, status, body, headers = {}) {
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    'Content-Type': MIME_TYPES['.json'],
    'Content-Length': payload.length,
    'Cache-Control': NO_CACHE,
    ...headers,
  });
  res.end(payload);
}

/**
 * Forwards the request to `upstream`. `extraHeaders` are added to the answer; when the upstream cannot be
 * reached, `onUnreachable` answers instead (a 502 by default).
 */
function proxy(req, res, upstreamUrl, { extraHeaders = {}, onUnreachable } = {}) {
  const target = new URL(req.url ?? '/', upstreamUrl);
  const upstream = http.request(
    target,
    {
      method: req.method,
      headers: {
        ...req.headers,
        host: target.host,
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
        'x-forwarded-for': req.socket.remoteAddress ?? '',
      },
    },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, { ...upstreamRes.headers, ...extraHeaders });
      // A live stream's headers go out at once, before its first event; piping passes each event on as it comes.
      res.flushHeaders();
      upstreamRes.pipe(res);
    },
  );
  // A visitor who leaves closes the API's stream too, or it would count against their open streams.
  res.on('close', () => upstream.destroy());
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    if (onUnreachable) return onUnreachable();
    sendJson(res, 502, {
      statusCode: 502,
      message: 'The server is not reachable. Please try again later.',
    });
  });
  req.pipe(upstream);
}

/** Resolves a URL path inside root, refusing anything that escapes it (../, encoded or not). */
function fileInRoot(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const candidate = normalize(join(root, decoded));
  return candidate === root || candidate.startsWith(root + sep) ? candidate : undefined;
}

async function regularFile(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {object} options
 * @param {string} options.root the built app's folder (its dist/)
 * @param {string} [options.apiUrl] where /api and /auth are proxied; no proxy when absent
 * @param {boolean} [options.spa] answer unknown extension-less paths with index.html
 * @param {Record<string, unknown> | (() => Record<string, unknown>)} [options.runtimeFiles]
 *   JSON documents served at fixed paths (for example /config.json), generated rather than read from disk
 * @param {string | (() => string | undefined)} [options.renderUrl] the shell's render server: pages (what
 *   would be answered with index.html) are proxied there, and answered with index.html while it is away
 */
export function createStaticServer({ root, apiUrl, spa = true, runtimeFiles = {}, renderUrl }) {
  const rootDir = resolve(root);
  const currentRuntimeFiles = () =>
    typeof runtimeFiles === 'function' ? runtimeFiles() : runtimeFiles;

  /** Pages may load code only from this origin and the remotes the runtime remotes.json names. */
  function pagePolicy() {
    const files = currentRuntimeFiles();
    const remotes = files['/remotes.json'] ?? {};
    const config = files['/config.json'];
    return contentSecurityPolicy({
      remoteUrls: Object.values(remotes).filter((url) => typeof url === 'string'),
      configs: config ? [config] : [],
    });
  }
  // Compressed bodies are kept per file version, so a redeployed file is compressed afresh.
  const gzipCache = new Map();

  async function gzipped(path, info) {
    const key = `${path}:${info.mtimeMs}:${info.size}`;
    let body = gzipCache.get(key);
    if (!body) {
      body = await gzipAsync(await readFile(path));
      gzipCache.set(key, body);
    }
    return body;
  }

  /**
   * The build's brotli copy of a file (`<file>.br`), unless the file was written after it: a file replaced
   * by hand must not be served as its old copy. The build writes both within moments of each other.
   */
  async function prebuiltBrotli(path, info) {
    try {
      const copy = await stat(`${path}.br`);
      return copy.isFile() && copy.mtimeMs >= info.mtimeMs - 2000 ? copy : undefined;
    } catch {
      return undefined;
    }
  }

  // Pages carry tokens in their URLs (manage, verify, reset links): no other site sees more than the
  // origin. HSTS only where the site is served over HTTPS, i.e. in production.
  const PAGE_HEADERS = {
    'Referrer-Policy': REFERRER_POLICY,
    ...(process.env.NODE_ENV === 'production' ? { 'Strict-Transport-Security': HSTS } : {}),
  };

  async function serveFile(req, res, path, info) {
    const extension = extname(path).toLowerCase();
    const fileName = path.slice(path.lastIndexOf(sep) + 1);
    const etag = `"${createHash('sha1').update(`${info.mtimeMs}:${info.size}`).digest('base64url')}"`;
    const headers = {
      ...corsHeaders(req),
      'Content-Type': MIME_TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(fileName),
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      ...(extension === '.html'
        ? { 'Content-Security-Policy': pagePolicy(), ...PAGE_HEADERS }
        : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    const accepts = req.headers['accept-encoding'] ?? '';
    if (COMPRESSIBLE.has(extension)) headers.Vary = 'Accept-Encoding';
    const brotli =
      COMPRESSIBLE.has(extension) && /\bbr\b/.test(accepts) && (await prebuiltBrotli(path, info));
    if (brotli) {
      res.writeHead(200, { ...headers, 'Content-Encoding': 'br', 'Content-Length': brotli.size });
      if (req.method === 'HEAD') return res.end();
      return createReadStream(`${path}.br`).pipe(res);
    }
    const compress = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(accepts);
    if (compress) {
      const body = await gzipped(path, info);
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(200, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(path).pipe(res);
  }

  async function handle(req, res) {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (apiUrl && isProxied(pathname)) return proxy(req, res, apiUrl);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders(req));
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(
        res,
        405,
        { statusCode: 405, message: 'Method not allowed' },
        { Allow: 'GET, HEAD' },
      );
    }
    const files = currentRuntimeFiles();
    if (Object.hasOwn(files, pathname))
      return sendJson(res, 200, files[pathname], corsHeaders(req));

    const path = fileInRoot(rootDir, pathname);
    if (!path) return sendJson(res, 400, { statusCode: 400, message: 'Bad path' });
    const direct = await regularFile(path);
    if (direct) return serveFile(req, res, path, direct);
    const index = join(path, 'index.html');
    const indexInfo = await regularFile(index);
    const page = indexInfo ? { path: index, info: indexInfo } : undefined;
    const appIndex = join(rootDir, 'index.html');
    const fallback =
      page ??
      (spa && !extname(pathname)
        ? await regularFile(appIndex).then((info) => info && { path: appIndex, info })
        : undefined);
    if (fallback) {
      const renderer = typeof renderUrl === 'function' ? renderUrl() : renderUrl;
      const sendIndex = () =>
        serveFile(req, res, fallback.path, fallback.info).catch(() => res.destroy());
      if (!renderer) return sendIndex();
      return proxy(req, res, renderer, {
        // The render server's pages are pages too: the same headers as index.html's (Referrer-Policy).
        extraHeaders: { 'Content-Security-Policy': pagePolicy(), ...PAGE_HEADERS },
        onUnreachable: sendIndex,
      });
    }
    sendJson(res, 404, { statusCode: 404, message: 'Not found' }, corsHeaders(req));
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`static server: ${req.method} ${req.url}: ${error.message}`);
      if (!res.headersSent)
        sendJson(res, 500, { statusCode: 500, message: 'Internal server error' });
      else res.destroy();
    });
  });
}

/** Starts listening and resolves once the port is bound (rejects on EADDRINUSE and the like). */
export function listen(server, port, host = '0.0.0.0') {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.removeListener('error', reject);
      resolveListen(server);
    });
  });
}

/** Closes the server, dropping idle and open keep-alive connections so the port is free at once. */
export function close(server) {
  return new Promise((resolveClose) => {
    server.close(() => resolveClose());
    server.closeAllConnections();
  });
}

function parseRemotes(list) {
  const remotes = {};
  for (const pair of list ?? []) {
    const [name, url] = pair.split('=');
    if (!name || !url) throw new Error(`--remote expects name=manifestUrl (got "${pair}")`);
    remotes[name] = url;
  }
  return remotes;
}

async function main() {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      port: { type: 'string' },
      api: { type: 'string', default: process.env.API_URL ?? 'http://localhost:3000' },
      remote: { type: 'string', multiple: true },
      'no-spa': { type: 'boolean', default: false },
    },
  });
  if (!values.root || !values.port) {
    console.error(
      'Usage: node deploy/scripts/static-server.mjs --root <dist folder> --port <port> [--api <url>] ' +
        '[--remote catalog=http://host/mf-manifest.json ...]\n' +
        'With --remote it also serves /config.json and /remotes.json (the shell).',
    );
    process.exit(2);
  }
  const remotes = parseRemotes(values.remote);
  const runtimeFiles = values.remote
    ? { '/config.json': { apiUrl: '' }, '/remotes.json': remotes }
    : {};
  const server = createStaticServer({
    root: values.root,
    apiUrl: values.api,
    spa: !values['no-spa'],
    runtimeFiles,
  });
  await listen(server, Number(values.port));
  console.log(
    `Serving ${resolve(values.root)} on http://localhost:${values.port} (API ${values.api})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => close(server).then(() => process.exit(0)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
