import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { InitialReads, type InitialRead } from '@travel/shell/http';
import type { RemoteExports } from '@travel/shell/remotes';
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
import type { RemoteSources } from './remote-sources';
import { withTimeout } from './with-timeout';
// The browser's entry (bootstrap.tsx) brings the layout's styles; the server registers them here.
import '../src/app/shell.css';

export interface RenderedPage {
  status: number;
  meta: PageMeta | null;
  /** The markup inside #root. */
  html: string;
  state: ServerState;
  /** False when a read or a remote failed: such a page is sent but not kept. */
  complete: boolean;
}

export interface RenderDeps {
  apiUrl: string;
  remotes: RemoteSources;
  timeoutMs: number;
}

const handler = createStaticHandler(routes);

/** One public API read, as the browser's client would see it; undefined when the API did not answer. */
async function read(
  apiUrl: string,
  path: string,
  timeoutMs: number,
): Promise<InitialRead | undefined> {
  try {
    const response = await fetch(`${apiUrl}${path}`, {
      headers: { Accept: 'application/json' },
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
  const context = await withTimeout(
    handler.query(new Request(url.href)),
    deps.timeoutMs,
    'Matching the route',
  );
  if (context instanceof Response) throw new Error(`The route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const unknownPath = context.matches.at(-1)?.route.path === '*';

  // An unknown path shows Home's content under its notice, so it needs what Home needs.
  const needs = unknownPath ? pageNeeds('/') : pageNeeds(url.pathname, url.search);
  const moduleKeys = (needs?.remotes ?? []).flatMap(({ nameOrAlias, exposes }) =>
    exposes.map((expose) => `${nameOrAlias}/${expose}`),
  );
  const [readList, moduleList] = await Promise.all([
    Promise.all((needs?.reads ?? []).map((path) => read(deps.apiUrl, path, deps.timeoutMs))),
    Promise.all(moduleKeys.map((key) => deps.remotes.load(key))),
  ]);

  const reads: Record<string, InitialRead> = {};
  (needs?.reads ?? []).forEach((path, index) => {
    const answer = readList[index];
    if (answer) reads[path] = answer;
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
  const html = await renderToHtml(
    <ServerPageContext value={page}>
      <PageProviders reads={new InitialReads(reads)} remotes={modules}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PageProviders>
    </ServerPageContext>,
    deps.timeoutMs,
  );

  return {
    status: pageStatus(
      context.statusCode,
      unknownPath,
      needs?.record === undefined ? undefined : reads[needs.record],
    ),
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
