import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
// Relative: the shell's entry loads this module before the shared ones have arrived (first-loads.ts).
import type { Lang } from '../i18n/languages';
import { currentLang } from '../i18n/runtime';

/** remotes.json: federation name -> mf-manifest.json URL. */
export type RemotesConfig = Record<string, string>;

export class RemoteUnavailableError extends Error {
  constructor(remote: string) {
    super(`Remote "${remote}" is not configured`);
    this.name = 'RemoteUnavailableError';
  }
}

let remotes: RemotesConfig = {};
let configReady: Promise<void> = Promise.resolve();

function isRemotesConfig(value: unknown): value is RemotesConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** Registers remotes with the federation runtime; URLs are runtime configuration, never build input. */
export function setRemotes(config: RemotesConfig): void {
  remotes = { ...remotes, ...config };
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/**
 * Fetches remotes.json and registers what it lists. Remote mounts wait for this, so it can run
 * in parallel with the first render. A missing or broken file leaves every remote on its fallback.
 */
export function loadRemotesConfig(url = '/remotes.json'): Promise<void> {
  configReady = (async () => {
    try {
      // A plain fetch, so the page's <link rel="preload"> of this file serves it; freshness comes from
      // the servers, which mark JSON no-cache (a redeploy switches remotes.json, see deploy/README.md).
      const response = await fetch(url);
      if (!response.ok) return;
      const body: unknown = await response.json();
      if (isRemotesConfig(body)) setRemotes(body);
    } catch {
      // Offline or malformed: the fallbacks say so where each remote would be.
    }
  })();
  return configReady;
}

/** Settles once remotes.json has been read (or failed); never rejects. */
export const remotesConfigured = (): Promise<void> => configReady;

export function isRemoteConfigured(remote: string): boolean {
  return remote in remotes;
}

/**
 * Loads `remote/module`. With `fresh`, the remote is registered again with `force`, which drops
 * the runtime's cached manifest, entry and failed attempts, so a Retry after the remote's server
 * comes back really fetches it again instead of replaying the old failure.
 */
export async function loadRemoteModule<T>(
  remote: string,
  module: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<T> {
  await configReady;
  const entry = remotes[remote];
  if (!entry) throw new RemoteUnavailableError(remote);
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`Remote module ${remote}/${module} could not be loaded`);
  await withMessages(loaded, currentLang());
  return loaded;
}

/**
 * Resolves once a loaded remote module's messages of `lang` are in (at once when it has none, or has them
 * already): the render server, which keeps modules across requests of every language, asks per page.
 */
export async function withMessages<T>(loaded: T, lang: Lang): Promise<T> {
  const loadMessages = (loaded as { loadMessages?: unknown }).loadMessages;
  if (typeof loadMessages === 'function') await (loadMessages as (l: Lang) => Promise<void>)(lang);
  return loaded;
}
