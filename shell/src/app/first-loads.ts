import { loadRemotesConfig } from '../lib/remotes/remote-registry';
import { prefetchPageData, preloadPageRemotes } from './page-preload';
import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { SERVER_STATE_ID } from './server-state';

let started: Promise<RuntimeConfig> | undefined;

/**
 * The page's first requests, started by the entry as soon as it runs, while React and the rest of the
 * shell's code are still downloading: config.json and remotes.json, then the landing page's remote
 * modules and first API reads (page-preload.ts). Once per page load; resolves with the runtime configuration.
 */
export function startFirstLoads(): Promise<RuntimeConfig> {
  started ??= (() => {
    // Remote URLs are runtime configuration: registered while the shell's code still loads.
    void loadRemotesConfig('/remotes.json').then(() => preloadPageRemotes());
    return loadRuntimeConfig().then((config) => {
      // A server-rendered page carries the answers it was rendered from: nothing to fetch ahead.
      if (!document.getElementById(SERVER_STATE_ID)) prefetchPageData(config.apiUrl);
      return config;
    });
  })();
  return started;
}
