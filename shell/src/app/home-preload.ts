import { preloadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteConfigured } from '@travel/shell/remotes';

// What Home always shows from the remotes (see pages/home/home-page.tsx).
const HOME_REMOTES = [
  { nameOrAlias: 'catalog', exposes: ['HomeSearch', 'PopularDestinations', 'SpecialOffers'] },
  { nameOrAlias: 'blog', exposes: ['BlogList'] },
];

function isHome(pathname: string): boolean {
  return /^\/(home\/?)?$/i.test(pathname);
}

/**
 * On Home, fetches the remotes' manifests, entries and the chunks Home mounts as soon as remotes.json is
 * read, in parallel with React's first render, instead of one after the other when each section mounts.
 * Only a head start: a remote that is down fails here silently and its section shows its own fallback.
 */
export function preloadHomeRemotes(pathname = window.location.pathname): void {
  if (!isHome(pathname)) return;
  const configured = HOME_REMOTES.filter((remote) => isRemoteConfigured(remote.nameOrAlias));
  if (configured.length === 0) return;
  preloadRemote(configured).catch(() => undefined);
}
