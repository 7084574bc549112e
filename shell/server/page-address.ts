import type { IncomingHttpHeaders } from 'node:http';

/**
 * The hosts a request may name as the site's own when SITE_ORIGIN is unset (a local run): this machine's
 * names, any port. Any other Host would write its name into the page's canonical link and og:url.
 */
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/**
 * The query parameters a server-rendered page reads: the home search's fields (mf-catalog home-search.tsx).
 * Any other parameter changes nothing the server renders, so it neither reaches the render nor keys the
 * page cache: a query string of one's own is no way around the cache, or to fill it.
 */
const RENDERED_PARAMS = ['location', 'price'];

function first(headers: IncomingHttpHeaders, name: string): string {
  return (
    String(headers[name] ?? '')
      .split(',')[0]
      ?.trim() ?? ''
  );
}

/** The site's public origin: SITE_ORIGIN, or else the request's own host when it is a local one. */
export function publicOrigin(
  headers: IncomingHttpHeaders,
  siteOrigin: string | undefined,
  port: number,
): string {
  if (siteOrigin) return siteOrigin;
  const proto = first(headers, 'x-forwarded-proto') === 'https' ? 'https' : 'http';
  const host = first(headers, 'x-forwarded-host') || first(headers, 'host');
  return `${proto}://${LOCAL_HOST.test(host) ? host : `localhost:${port}`}`;
}

/** The address a page is rendered and cached under: its path and the parameters it reads, in one order. */
export function renderedAddress(requested: URL): URL {
  const address = new URL(requested.origin + requested.pathname);
  for (const name of RENDERED_PARAMS) {
    const value = requested.searchParams.get(name);
    if (value !== null) address.searchParams.set(name, value);
  }
  return address;
}
