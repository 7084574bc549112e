// A first page's public reads, started by the shell's entry while the code that shows them is still on
// its way (React, the remotes' manifests, entries and chunks); the view then takes the answer instead of
// asking again. Plain fetch on purpose: the entry starts these before the shared modules (the HTTP client
// among them) have arrived. This module imports nothing shared, so the entry may load it eagerly.

const MAX_AGE_MS = 30_000;
const started = new Map<string, { at: number; data: Promise<unknown> }>();

/**
 * Starts `GET apiUrl + path` now. The answer is kept for the first `takePrefetched(path)` within 30 s; a
 * failure (network, non-2xx, not JSON) is kept as `undefined`, so the view simply asks again itself and
 * reports the error the usual way.
 */
export function prefetchJson(path: string, apiUrl: string): void {
  if (started.has(path)) return;
  const data = fetch(`${apiUrl}${path}`, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
  started.set(path, { at: Date.now(), data });
}

/** The answer of a recent `prefetchJson(path)`, once: later reads (a reload, a later visit) fetch anew. */
export function takePrefetched(path: string): Promise<unknown> | undefined {
  const entry = started.get(path);
  started.delete(path);
  return entry && Date.now() - entry.at <= MAX_AGE_MS ? entry.data : undefined;
}
