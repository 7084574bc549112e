// A first page's public reads, started by the shell's entry while the code that shows them is still on
// its way (React, the remotes' manifests, entries and chunks); the view then takes the answer instead of
// asking again. Plain fetch on purpose: the entry starts these before the shared modules (the HTTP client
// among them) have arrived. This module imports nothing shared, so the entry may load it eagerly.
import type { InitialRead } from './initial-reads';

const MAX_AGE_MS = 30_000;
const started = new Map<string, { at: number; read: Promise<InitialRead | undefined> }>();

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

function messageOf(body: unknown): string {
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : FALLBACK_MESSAGE;
}

async function readJson(url: string, lang: string): Promise<InitialRead | undefined> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json', 'Accept-Language': lang },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body === undefined ? undefined : { ok: true, data: body };
  // A 4xx is the API's answer (no such record, a malformed id): asking again would only get it again, so
  // the view shows it as it is. A 5xx may pass: the view asks again itself.
  if (response.status >= 400 && response.status < 500) {
    return { ok: false, status: response.status, message: messageOf(body) };
  }
  return undefined;
}

/**
 * Starts `GET apiUrl + path` now, in the page's language `lang` (as the HTTP client would ask). The answer is kept for the first `takePrefetched(path)` within 30 s: the
 * data, or the API's refusal (4xx) with its status and message. A network failure, a 5xx or an answer that
 * is not JSON is kept as `undefined`, so the view simply asks again itself and reports the error the usual way.
 */
export function prefetchJson(path: string, apiUrl: string, lang: string): void {
  if (started.has(path)) return;
  const read = readJson(`${apiUrl}${path}`, lang).catch(() => undefined);
  started.set(path, { at: Date.now(), read });
}

/** The answer of a recent `prefetchJson(path)`, once: later reads (a reload, a later visit) fetch anew. */
export function takePrefetched(path: string): Promise<InitialRead | undefined> | undefined {
  const entry = started.get(path);
  started.delete(path);
  return entry && Date.now() - entry.at <= MAX_AGE_MS ? entry.read : undefined;
}
