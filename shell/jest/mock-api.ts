import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { api } from '@travel/shell/http';

export type MockReply = { status: number; body: unknown } | { pending: true };
type Handler = (config: InternalAxiosRequestConfig) => MockReply | Promise<MockReply>;

const handlers = new Map<string, Handler>();
export const requests: InternalAxiosRequestConfig[] = [];

/**
 * Replaces the network under the shell's axios instance: the client, its interceptors and
 * error helpers all run for real, only the transport answers from `handlers`.
 */
api.defaults.adapter = async (config) => {
  requests.push(config);
  const key = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
  const handler = handlers.get(key);
  if (!handler) throw new Error(`Unexpected request ${key}`);
  const reply = await handler(config);
  if ('pending' in reply) return new Promise<AxiosResponse>(() => undefined);
  const response: AxiosResponse = {
    data: reply.body,
    status: reply.status,
    statusText: String(reply.status),
    headers: new AxiosHeaders(),
    config,
  };
  if (reply.status >= 400) {
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  }
  return response;
};

export function mockGet(url: string, reply: MockReply | Handler): void {
  handlers.set(`GET ${url}`, typeof reply === 'function' ? reply : () => reply);
}

export function resetApiMock(): void {
  handlers.clear();
  requests.length = 0;
}
