import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { api } from '@travel/shell/http';

export interface Reply {
  status: number;
  data?: unknown;
}

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  headers: AxiosHeaders;
}

type Handler = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

/**
 * Replaces the network under the shell's axios client: requests go through the real client,
 * its interceptors and error handling, and are answered here instead of by a server.
 * Unregistered routes answer 404, as the API would.
 */
export function fakeApi() {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const original = api.defaults.adapter;

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const request: RecordedRequest = {
      method,
      url,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: AxiosHeaders.from(config.headers),
    };
    requests.push(request);
    const handler = routes.get(`${method} ${url}`) ?? {
      status: 404,
      data: { message: 'Not found' },
    };
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
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

  return {
    requests,
    on(method: string, url: string, handler: Handler) {
      routes.set(`${method.toUpperCase()} ${url}`, handler);
    },
    sent(method: string, url: string): RecordedRequest[] {
      return requests.filter((r) => r.method === method.toUpperCase() && r.url === url);
    },
    restore() {
      api.defaults.adapter = original;
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** A reply the test releases when it wants, to look at the form while the request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
