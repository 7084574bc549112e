import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { InitialReads, type InitialRead } from '@travel/shell/http';
import {
  DEFAULT_LANG,
  kitMessages,
  LANGUAGES,
  languageBase,
  setCurrencySource,
  setLanguageSource,
  splitLanguagePath,
  type DisplayCurrency,
  type Lang,
} from '@travel/shell/i18n';
import { withMessages, type RemoteExports } from '@travel/shell/remotes';
import { ServerPageContext, type PageMeta } from '@travel/shell/ui';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from '../src/lib/router/server';
import { pageNeeds } from '../src/app/page-preload';
import { pageStatus } from '../src/app/page-status';
import { PageProviders } from '../src/app/page-providers';
import { routes } from '../src/app/routes';
import type { ServerState } from '../src/app/server-state';
import { pageMessages, shellMessages } from '../src/app/shell-messages';
import type { RemoteSources } from './remote-sources';
import { withTimeout } from './with-timeout';
// The browser's entry (bootstrap.tsx) brings the layout's styles; the server registers them here.
import '../src/app/shell.css';

export interface RenderedPage {
  status: number;
  /** The page's language, from its path's prefix. */
  lang: Lang;
  meta: PageMeta | null;
  /** The markup inside #root. */
  html: string;
  state: ServerState;
  /** False when a read or a remote failed: such a page is sent but not kept. */
  complete: boolean;
}

export interface RenderDeps {
  apiUrl: string;
  /** The visitor's display currency (its cookie), or null for the site's own. */
  currency: DisplayCurrency | null;
  remotes: RemoteSources;
  timeoutMs: number;
}

// Pages of every language and display currency render at once here: each render runs in its own async
// context, which the kit's `t` and formatters read.
const renderContext = new AsyncLocalStorage<{ lang: Lang; currency: DisplayCurrency | null }>();
setLanguageSource(() => renderContext.getStore()?.lang ?? DEFAULT_LANG);
setCurrencySource(() => renderContext.getStore()?.currency ?? null);

// A router per language, its prefix as the basename, as the browser's router has it.
const handlers = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    createStaticHandler(routes, { basename: languageBase(lang) || '/' }),
  ]),
) as Record<Lang, ReturnType<typeof createStaticHandler>>;

/** One public API read, as the browser's client would see it; undefined when the API did not answer. */
async function read(
  apiUrl: string,
  path: string,
  timeoutMs: number,
  lang: Lang,
): Promise<InitialRead | undefined> {
  try {
    const response = await fetch(`${apiUrl}${path}`, {
      headers: { Accept: 'application/json', 'Accept-Language': lang },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return body === undefined ? undefined : { ok: true, data: body };
    // A 5xx is the server's trouble of the moment: the browser asks again itself.
    if (response.status >= 500) return undefined;
    const message =
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : 'Something went wrong. Please try again.';
    return { ok: false, status: response.status, message };
  } catch {
    return undefined;
  }
}

/** Renders to a string once everything has loaded: a crawler gets the whole page, and so does the cache. */
function renderToHtml(element: ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary in place: React would otherwise send a large one after the rest, put in place by an
      // inline script, which the site's Content-Security-Policy refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        console.warn(`A page section failed to render on the server: ${String(error)}`);
      },
    });
    setTimeout(() => stream.abort(new Error('The render took too long')), timeoutMs).unref();
  });
}

/**
 * Renders the public page at `url` (its public address) inside the site's router and layout, with the API
 * reads and remote modules its first screen needs loaded first. The 404 of an unknown path is Home's
 * content under the catch-all route; a detail page whose record does not exist is a 404 too (page-status.ts).
 */
export async function renderPage(url: URL, deps: RenderDeps): Promise<RenderedPage> {
  const { lang, path } = splitLanguagePath(url.pathname);
  const handler = handlers[lang];
  const context = await withTimeout(
    handler.query(new Request(url.href)),
    deps.timeoutMs,
    'Matching the route',
  );
  if (context instanceof Response) throw new Error(`The route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const unknownPath = context.matches.at(-1)?.route.path === '*';

  // An unknown path shows Home's content under its notice, so it needs what Home needs.
  const needs = unknownPath ? pageNeeds('/') : pageNeeds(path, url.search);
  const moduleKeys = (needs?.remotes ?? []).flatMap(({ nameOrAlias, exposes }) =>
    exposes.map((expose) => `${nameOrAlias}/${expose}`),
  );
  const [readList, moduleList] = await Promise.all([
    Promise.all(
      (needs?.reads ?? []).map((apiPath) => read(deps.apiUrl, apiPath, deps.timeoutMs, lang)),
    ),
    // Modules are kept across pages of every language; their messages are loaded per language.
    Promise.all(
      moduleKeys.map(async (key) => {
        const loaded = await deps.remotes.load(key);
        return loaded && withMessages(loaded, lang).catch(() => null);
      }),
    ),
    kitMessages.load(lang),
    shellMessages.load(lang),
    pageMessages.load(lang),
  ]);

  const reads: Record<string, InitialRead> = {};
  (needs?.reads ?? []).forEach((apiPath, index) => {
    const answer = readList[index];
    if (answer) reads[apiPath] = answer;
  });
  const modules = new Map<string, RemoteExports | null>(
    moduleKeys.map((key, index) => [key, moduleList[index] ?? null]),
  );

  let meta: PageMeta | null = null;
  const page = {
    url: url.origin + url.pathname,
    setMeta: (next: PageMeta) => {
      meta = next;
    },
  };
  const html = await renderContext.run({ lang, currency: deps.currency }, () =>
    renderToHtml(
      <ServerPageContext value={page}>
        <PageProviders reads={new InitialReads(reads)} remotes={modules}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageProviders>
      </ServerPageContext>,
      deps.timeoutMs,
    ),
  );

  return {
    status: pageStatus(
      context.statusCode,
      unknownPath,
      needs?.record === undefined ? undefined : reads[needs.record],
    ),
    lang,
    meta,
    html,
    state: {
      reads,
      remotes: moduleKeys.map((key) => ({ key, loaded: modules.get(key) != null })),
    },
    complete:
      readList.every((answer) => answer !== undefined) && moduleList.every((m) => m !== null),
  };
}
