import { setTransport, type HttpRequest, type TransportResponse } from '@travel/shell/http';

export type Reply = { status: number; data?: unknown } | { pending: true };

export interface RecordedRequest {
  method: string;
  /** As sent, with `params` appended as a query string. */
  url: string;
  /** Parsed JSON, or the FormData / value as sent. */
  body: unknown;
  headers: Headers;
  /** The client's API origin at the time of the call (undefined: same origin). */
  baseURL: string | undefined;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface MockApi {
  requests: RecordedRequest[];
  /**
   * `key` is 'METHOD /path', with the query string when the code sends one; a key without a
   * query string also answers the same path with any query.
   */
  on(key: string, reply: Reply | Handler): void;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

// Objects travel as JSON and strings as text, as the API and a misrouted proxy would send them.
function answer(status: number, data: unknown): TransportResponse {
  const json = data !== undefined && typeof data !== 'string';
  const text = json ? JSON.stringify(data) : ((data as string | undefined) ?? '');
  const headers = new Headers(
    data === undefined ? {} : { 'Content-Type': json ? 'application/json' : 'text/html' },
  );
  return { status, headers, text: () => Promise.resolve(text) };
}

// Like fetch: an abort rejects with AbortError, also while the test has not answered yet.
function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(aborted()), { once: true });
    work.then(resolve, reject);
  });
}

/**
 * Replaces the network under the shell's HTTP client: requests go through the real client, its
 * token and 401 handling, body encoding, parsing and errors, and are answered here instead of by a
 * server. Unregistered routes answer 404, as the API would. Each call starts from no routes and no
 * requests.
 */
export function mockApi(routes: Record<string, Reply | Handler> = {}): MockApi {
  const table = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const on = (key: string, reply: Reply | Handler) => {
    const [method = '', ...rest] = key.trim().split(/\s+/);
    table.set(
      `${method.toUpperCase()} ${rest.join(' ')}`,
      typeof reply === 'function' ? reply : () => reply,
    );
  };
  for (const [key, reply] of Object.entries(routes)) on(key, reply);

  const respond = async (request: RecordedRequest): Promise<TransportResponse> => {
    // A route registered without a query string answers every query on that path.
    const handler =
      table.get(`${request.method} ${request.url}`) ??
      table.get(`${request.method} ${request.url.split('?')[0]}`);
    const reply = handler
      ? await handler(request)
      : { status: 404, data: { message: 'Not found' } };
    if ('pending' in reply) return new Promise<TransportResponse>(() => undefined);
    return answer(reply.status, reply.data);
  };

  setTransport((sent: HttpRequest) => {
    const request: RecordedRequest = {
      method: sent.method,
      url: sent.url,
      body: parseBody(sent.body),
      headers: new Headers(sent.headers),
      baseURL: sent.baseURL,
    };
    requests.push(request);
    return abortable(respond(request), sent.signal);
  });
  return { requests, on };
}

/** Puts the real transport back; run after every test of a file that imports this module. */
export function resetApiMock(): void {
  setTransport(null);
}

// Imported from test files only, where jest's globals exist: no test inherits another's routes.
if (typeof afterEach === 'function') afterEach(resetApiMock);
