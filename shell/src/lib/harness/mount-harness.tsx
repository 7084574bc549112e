import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '../http';
import { loadRemotesConfig } from '../remotes';
import { BrowserRouter } from '../router';
import {
  kitMessages,
  languageBase,
  currentLang,
  setLanguageSource,
  splitLanguagePath,
  type AppMessages,
} from '@travel/shell/i18n';

export interface MountHarnessOptions {
  /** Read `/remotes.json`, for a remote whose pages mount another remote (the offer page's stay form). */
  remotes?: boolean;
  /** The remote's own messages, loaded in the page's language (its /de or /es prefix) before it renders. */
  messages?: AppMessages;
}

/** The harness's router: under /de or /es when the page is, as the shell's is. */
export function HarnessRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter basename={languageBase(currentLang()) || '/'}>{children}</BrowserRouter>;
}

/**
 * Starts a remote's stand-alone harness in the page's `#root`. Stand-alone, the dev server proxies /api
 * and /auth to the API, so requests are same-origin; on the composed site the shell configures HTTP and
 * the remotes instead, and no harness runs.
 */
export function mountHarness(
  ui: ReactNode,
  { remotes = false, messages }: MountHarnessOptions = {},
): void {
  configureHttp({ apiUrl: '' });
  if (remotes) void loadRemotesConfig('/remotes.json');
  const { lang } = splitLanguagePath(window.location.pathname);
  setLanguageSource(() => lang);
  document.documentElement.lang = lang;

  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page has no #root element');
  void Promise.all([kitMessages.load(lang), messages?.load(lang)]).then(() =>
    createRoot(container).render(<StrictMode>{ui}</StrictMode>),
  );
}
