import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '../http';
import { loadRemotesConfig } from '../remotes';

export interface MountHarnessOptions {
  /** Read `/remotes.json`, for a remote whose pages mount another remote (the offer page's stay form). */
  remotes?: boolean;
}

/**
 * Starts a remote's stand-alone harness in the page's `#root`. Stand-alone, the dev server proxies /api
 * and /auth to the API, so requests are same-origin; on the composed site the shell configures HTTP and
 * the remotes instead, and no harness runs.
 */
export function mountHarness(ui: ReactNode, { remotes = false }: MountHarnessOptions = {}): void {
  configureHttp({ apiUrl: '' });
  if (remotes) void loadRemotesConfig('/remotes.json');

  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page has no #root element');
  createRoot(container).render(<StrictMode>{ui}</StrictMode>);
}
