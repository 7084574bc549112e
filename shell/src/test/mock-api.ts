import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@travel/shell/http';

export interface MockReply {
  status: number;
  data?: unknown;
}

export type MockHandler = (config: InternalAxiosRequestConfig) => MockReply | Promise<MockReply>;

/**
 * Replaces the network under the shared axios instance: `'POST /auth/login'` -> reply.
 * Everything above the adapter (interceptors, error handling) runs as in production.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: InternalAxiosRequestConfig[] = [];
  api.defaults.adapter = async (config) => {
    calls.push(config);
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`No mock for ${key}`);
    const reply = await handler(config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };
  return calls;
}

/** A promise whose settlement the test controls, to observe busy states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
