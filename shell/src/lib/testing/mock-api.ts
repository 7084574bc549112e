import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { api } from '@travel/shell/http';

export type Reply = { status: number; data?: unknown } | { pending: true };

export interface RecordedRequest {
  method: string;
  /** As sent, with `params` appended as a query string. */
  url: string;
  /** Parsed JSON, or the FormData / value as sent. */
  body: unknown;
  headers: AxiosHeaders;
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

function requestUrl(config: InternalAxiosRequestConfig): string {
  const url = config.url ?? '';
  if (!config.params) return url;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(config.params as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

const originalAdapter = api.defaults.adapter;

/**
 * Replaces the network under the shell's axios client: requests go through the real client, its
 * interceptors and error handling, and are answered here instead of by a server. Unregistered
 * routes answer 404, as the API would. Each call starts from no routes and no requests.
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

  const adapter: AxiosAdapter = async (config) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: requestUrl(config),
      body: parseBody(config.data),
      headers: AxiosHeaders.from(config.headers),
      baseURL: config.baseURL,
    };
    requests.push(request);
    // A route registered without a query string answers every query on that path.
    const handler =
      table.get(`${request.method} ${request.url}`) ??
      table.get(`${request.method} ${request.url.split('?')[0]}`);
    const reply = handler
      ? await handler(request)
      : { status: 404, data: { message: 'Not found' } };
    if ('pending' in reply) return new Promise<AxiosResponse>(() => undefined);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  api.defaults.adapter = adapter;
  return { requests, on };
}

/** Puts the real transport back; run after every test of a file that imports this module. */
export function resetApiMock(): void {
  api.defaults.adapter = originalAdapter;
}

// Imported from test files only, where jest's globals exist: no test inherits another's routes.
if (typeof afterEach === 'function') afterEach(resetApiMock);
