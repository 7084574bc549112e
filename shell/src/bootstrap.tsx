import { startTransition, StrictMode, type ReactNode } from 'react';
import { configureHttp, InitialReads } from '@travel/shell/http';
import { loadRemoteModule, type RemoteExports } from '@travel/shell/remotes';
import { App } from './app/app';
import { startFirstLoads } from './app/first-loads';
import { PageProviders } from './app/page-providers';
import { nextTask } from './app/next-task';
import { createAppRouter } from './app/router';
import { readServerState, type ServerState } from './app/server-state';
import './app/shell.css';

/**
 * The remote modules the server rendered the page with, loaded before hydrating (the entry started them
 * already): a module the server could not load stays on its fallback, as the server rendered it. All are
 * requested at once; each one's set-up (its container's share negotiation, its module's evaluation) runs
 * in a task of its own.
 */
async function loadPageRemotes(state: ServerState): Promise<Map<string, RemoteExports | null>> {
  const loads = state.remotes.map(async ({ key, loaded: onServer }) => {
    const [remote = '', module = ''] = key.split('/');
    if (!onServer) return [key, null] as const;
    await nextTask();
    const exports = await loadRemoteModule<RemoteExports>(remote, module).catch(() => null);
    return [key, exports] as const;
  });
  const loaded = [];
  for (const load of loads) {
    loaded.push(await load);
    await nextTask();
  }
  return new Map(loaded);
}

// Started by the entry already (config.json, remotes.json, the page's remotes and reads): this only waits.
void startFirstLoads().then(async (config) => {
  await nextTask();
  configureHttp({ apiUrl: config.apiUrl });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const state = container.firstElementChild ? readServerState() : undefined;
  await nextTask();
  const router = await createAppRouter({ hydrating: state !== undefined });
  await nextTask();
  // Requested by the entry beside this module (index.ts), and set up as it arrived.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const app = (page: ReactNode) => <StrictMode>{page}</StrictMode>;
  if (!state) {
    createRoot(container).render(app(<App router={router} />));
    return;
  }
  const remotes = await loadPageRemotes(state);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: a tap or a scroll meanwhile is answered at once (Total Blocking Time).
  startTransition(() => {
    hydrateRoot(
      container,
      app(
        <PageProviders reads={new InitialReads(state.reads)} remotes={remotes}>
          <App router={router} />
        </PageProviders>,
      ),
    );
  });
});
