import { preloadRemote } from '@module-federation/enhanced/runtime';
// Relative imports, not @travel/shell/*: the entry runs this before the shared modules have arrived. In
// the shell's build both paths are the same module, so the registry filled here is the shared one.
import { prefetchJson } from '../lib/http/prefetch';
import { splitLanguagePath } from '../lib/i18n/languages';
import { currentLang } from '../lib/i18n/runtime';
import { listPageOf, searchApiPath, searchTermsOf } from '../lib/paths';
import { isRemoteConfigured } from '../lib/remotes/remote-registry';

interface PageNeeds {
  /** The remote modules the page always mounts (routes.tsx, pages/home/home-page.tsx). */
  remotes: Array<{ nameOrAlias: string; exposes: string[] }>;
  /** The API reads those modules make first, exactly as they ask for them (same URL, same query). */
  reads: string[];
  /**
   * The read of the one record a detail page shows (one of `reads`): when the API says it does not exist
   * (404, or 400 for a malformed id), the render server answers the page with 404, so search engines drop
   * it rather than index a "no longer exists" page as content.
   */
  record?: string;
}

const id = (raw: string) => encodeURIComponent(decodeURIComponent(raw));

// What the public pages a visitor lands on need first. Only a head start: a URL that no longer matches
// what a module reads is fetched for nothing, and the module asks for its own; nothing breaks.
const PAGES: Array<{
  path: RegExp;
  needs: (match: RegExpMatchArray, search: string) => PageNeeds;
}> = [
  {
    path: /^\/(home\/?)?$/i,
    needs: () => ({
      // The first screen only: special offers and the blog load as the visitor scrolls to them.
      remotes: [{ nameOrAlias: 'catalog', exposes: ['HomeSearch', 'PopularDestinations'] }],
      reads: ['/api/destination'],
    }),
  },
  {
    path: /^\/TourPage(?:\/([^/]+))?\/?$/i,
    needs: (match) => {
      const record = match[1] ? `/api/destination/${id(match[1])}` : undefined;
      return {
        remotes: [{ nameOrAlias: 'booking', exposes: ['TourPage'] }],
        reads: [record ?? '/api/destination'],
        ...(record === undefined ? {} : { record }),
      };
    },
  },
  {
    path: /^\/OfferDetails\/([^/]+)\/?$/i,
    needs: (match) => {
      const record = `/api/offer/${id(match[1] ?? '')}`;
      // Not booking's stay form: it loads as the visitor nears it, below the gallery on a phone.
      return {
        remotes: [{ nameOrAlias: 'catalog', exposes: ['OfferDetailsPage'] }],
        reads: [record],
        record,
      };
    },
  },
  {
    path: /^\/BlogDetails\/([^/]+)\/?$/i,
    needs: (match) => {
      const record = `/api/Blog/${id(match[1] ?? '')}`;
      return {
        remotes: [{ nameOrAlias: 'blog', exposes: ['BlogDetailsPage'] }],
        reads: [record],
        record,
      };
    },
  },
  {
    path: /^\/blog\/?$/i,
    needs: (_match, search) => ({
      remotes: [{ nameOrAlias: 'blog', exposes: ['BlogList'] }],
      reads: [`/api/Blog?page=${listPageOf(search)}`],
    }),
  },
  {
    path: /^\/search\/?$/i,
    needs: (_match, search) => {
      const terms = searchTermsOf(search);
      // Without terms the page says what to enter and asks the API nothing.
      return {
        remotes: [{ nameOrAlias: 'catalog', exposes: ['SearchPage'] }],
        reads: terms.q || terms.price ? [searchApiPath(terms)] : [],
      };
    },
  },
  {
    path: /^\/hotel\/?$/i,
    needs: () => ({
      remotes: [{ nameOrAlias: 'catalog', exposes: ['HotelPage'] }],
      reads: ['/api/hotel'],
    }),
  },
  {
    path: /^\/destination\/?$/i,
    needs: () => ({
      remotes: [{ nameOrAlias: 'catalog', exposes: ['DestinationPage'] }],
      reads: ['/api/destination'],
    }),
  },
];

/** The page's path without its language prefix (`/de/TourPage/1` -> `/TourPage/1`). */
const pagePath = () => splitLanguagePath(window.location.pathname).path;

/**
 * What the page at `pathname` (and `search`, its query string) needs first, or nothing for pages the
 * shell renders itself.
 */
export function pageNeeds(pathname: string, search = ''): PageNeeds | undefined {
  for (const page of PAGES) {
    const match = pathname.match(page.path);
    if (match) {
      try {
        return page.needs(match, search);
      } catch {
        return undefined; // a malformed %-escape in the URL: the page reports it itself
      }
    }
  }
  return undefined;
}

/**
 * Fetches the remotes' manifests, entries and the chunks the landing page mounts as soon as remotes.json
 * is read, in parallel with the shell's own code, instead of one after the other once each mounts. A
 * remote that is down fails here silently and its section shows its own fallback.
 */
export function preloadPageRemotes(pathname = pagePath()): void {
  const configured = (pageNeeds(pathname)?.remotes ?? []).filter((remote) =>
    isRemoteConfigured(remote.nameOrAlias),
  );
  if (configured.length === 0) return;
  preloadRemote(configured).catch(() => undefined);
}

/**
 * Starts the landing page's first API reads as soon as the API's origin is known, so the answers arrive
 * while the code still loads; each module takes its answer when it mounts (useApiGet).
 */
export function prefetchPageData(
  apiUrl: string,
  pathname = pagePath(),
  search = window.location.search,
): void {
  for (const path of pageNeeds(pathname, search)?.reads ?? []) {
    prefetchJson(path, apiUrl.replace(/\/+$/, ''), currentLang());
  }
}
