import type { InitialRead } from '@travel/shell/http';

/** The id of the script element in which the render server hands the browser what it rendered from. */
export const SERVER_STATE_ID = 'server-state';

/** What a server-rendered page was rendered from: the browser's first render takes the same. */
export interface ServerState {
  /** The API reads, by URL as the views ask for them. */
  reads: Record<string, InitialRead>;
  /** The remote modules the page mounts, `remote/module`, and whether the server could load each. */
  remotes: Array<{ key: string; loaded: boolean }>;
}

/**
 * The state as the body of a JSON script element: every "<" escaped, so no text from the catalog can end
 * the element ("</script>") or open a comment in it, and the two line separators JavaScript once refused.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function isServerState(value: unknown): value is ServerState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServerState).reads === 'object' &&
    Array.isArray((value as ServerState).remotes)
  );
}

/** The state the render server put into this page, or undefined when the page was not rendered there. */
export function readServerState(doc: Document = document): ServerState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isServerState(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
