import { createBrowserRouter, matchRoutes, type RouteObject } from '@travel/shell/router';
import { setUnauthorizedHandler } from '@travel/shell/http';
import { paths, type FromState } from '@travel/shell/paths';
import { currentLang, languageBase, splitLanguagePath } from '@travel/shell/i18n';
import { nextTask } from './next-task';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let router: AppRouter | undefined;

/**
 * Loads the code of the lazy routes that match `pathname` into their route objects. A server-rendered page
 * needs it before hydrating: a router that still has a matched lazy route renders its loading state first,
 * which is not the markup the server sent.
 */
async function resolveLazyRoutes(pathname: string): Promise<void> {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const lazy = (route as RouteObject & { lazy?: () => Promise<Partial<RouteObject>> }).lazy;
    if (typeof lazy !== 'function') continue;
    Object.assign(route, await lazy(), { lazy: undefined });
  }
}

/** The site's router; with `hydrating`, once the landing page's route code is in. */
export async function createAppRouter({ hydrating }: { hydrating: boolean }): Promise<AppRouter> {
  if (hydrating) {
    await resolveLazyRoutes(splitLanguagePath(window.location.pathname).path);
    // Matching the routes there and again in the router's creation: two tasks, not one long one.
    await nextTask();
  }
  // German and Spanish pages live under /de and /es: as the router's basename, every link and navigation of
  // every app stays in the page's language without knowing it.
  router = createBrowserRouter(routes, { basename: languageBase(currentLang()) || '/' });
  return router;
}

// A 401 on an authenticated request (an expired token, a password changed elsewhere) has already signed
// the user out: the login page says why, and brings them back here afterwards.
setUnauthorizedHandler((reason) => {
  const here = router?.state.location;
  const state: FromState = {
    ...(here && { from: here.pathname + here.search }),
    ...(reason && { signedOut: reason }),
  };
  void router?.navigate(paths.login, { replace: true, state });
});
