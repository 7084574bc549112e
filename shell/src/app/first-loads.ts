// Relative, as page-preload.ts says: the entry runs this before the shared modules have arrived.
// Its modules one by one, not its index: that one also brings React-bound parts (rich-text.tsx), and React is a
// shared module the entry must not touch before the shared modules have arrived.
import { splitLanguagePath } from '../lib/i18n/languages';
import { setLanguageSource } from '../lib/i18n/runtime';
import { kitMessages } from '../lib/i18n/kit-messages';
import { currencyFromCookie, pickCurrency, setCurrencySource } from '../lib/i18n/currency';
import type { CurrencyList } from '../lib/i18n/currency';
import { loadRemotesConfig } from '../lib/remotes/remote-registry';
import { shellMessages } from './shell-messages';
import { prefetchPageData, preloadPageRemotes } from './page-preload';
import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { SERVER_STATE_ID } from './server-state';

let started: Promise<RuntimeConfig> | undefined;

/**
 * The display currency the visitor chose (its cookie), with its rate, before the first render: the server
 * rendered the page with it. Nothing is asked when none was chosen; a failed read shows the site's currency.
 */
async function loadDisplayCurrency({ apiUrl }: RuntimeConfig): Promise<void> {
  const code = currencyFromCookie(document.cookie);
  if (!code) return;
  try {
    const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/api/currencies`);
    if (!response.ok) return;
    const shown = pickCurrency((await response.json()) as CurrencyList, code);
    setCurrencySource(() => shown);
  } catch {
    // Offline: prices in the site's currency, as charged.
  }
}

/**
 * The page's first requests, started by the entry as soon as it runs, while React and the rest of the
 * shell's code are still downloading: config.json and remotes.json, then the landing page's remote
 * modules and first API reads (page-preload.ts). Once per page load; resolves with the runtime configuration.
 */
export function startFirstLoads(): Promise<RuntimeConfig> {
  started ??= (() => {
    // The page's language is its path's prefix, fixed for the page's life (a switch navigates).
    const { lang } = splitLanguagePath(window.location.pathname);
    setLanguageSource(() => lang);
    const messages = Promise.all([kitMessages.load(lang), shellMessages.load(lang)]);
    // Remote URLs are runtime configuration: registered while the shell's code still loads.
    void loadRemotesConfig('/remotes.json').then(() => preloadPageRemotes());
    const config = loadRuntimeConfig().then((loaded) => {
      // A server-rendered page carries the answers it was rendered from: nothing to fetch ahead.
      if (!document.getElementById(SERVER_STATE_ID)) prefetchPageData(loaded.apiUrl);
      return loaded;
    });
    return Promise.all([config, messages, config.then(loadDisplayCurrency)]).then(
      ([loaded]) => loaded,
    );
  })();
  return started;
}
