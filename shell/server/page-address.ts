import type { IncomingHttpHeaders } from 'node:http';
import { listPageOf, paths, searchTermsOf } from '../src/lib/paths';
import { pathInLanguage, splitLanguagePath } from '../src/lib/i18n';

/**
 * The hosts a request may name as the site's own when SITE_ORIGIN is unset (a local run): this machine's
 * names, any port. Any other Host would write its name into the page's canonical link and og:url.
 */
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/**
 * The query parameters a server-rendered page reads: the home search's fields (mf-catalog home-search.tsx)
 * and the search page's (`q`, `price`: mf-catalog search-page.tsx).
 * Any other parameter changes nothing the server renders, so it neither reaches the render nor keys the
 * page cache: a query string of one's own is no way around the cache, or to fill it.
 */
const RENDERED_PARAMS = ['location', 'price', 'q'];

/**
 * The lists whose later pages are pages of their own: the blog index (`/blog?page=2`, mf-blog
 * blog-list.tsx) and a search's results (`/search?q=…&page=2`).
 */
const PAGED_LIST = /^\/(?:blog|search)\/?$/i;

/** A search's page: its terms are what it shows, so they belong to its canonical address. */
const SEARCH_PAGE = /^\/search\/?$/i;

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
  // Read as the page reads it, so any other spelling of a page is that page's one address in the cache.
  const page = listPageOf(requested.search);
  if (page > 1 && PAGED_LIST.test(splitLanguagePath(requested.pathname).path))
    address.searchParams.set('page', String(page));
  return address;
}

/**
 * The canonical link and og:url of the page rendered at `address` (renderedAddress): its path, and the
 * page number of a list's later page, each page holding posts of its own; the home search's fields not,
 * a search page's terms (which it shows) yes.
 */
export function canonicalAddress(address: URL): string {
  const page = address.searchParams.get('page');
  const { lang, path } = splitLanguagePath(address.pathname);
  if (SEARCH_PAGE.test(path)) {
    const search = paths.search(searchTermsOf(address.search), Number(page ?? 1));
    return address.origin + pathInLanguage(search, lang);
  }
  return `${address.origin}${address.pathname}${page === null ? '' : `?page=${page}`}`;
}
