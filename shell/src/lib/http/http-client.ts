import { useAuthStore } from '@travel/shell/auth';
import { currentLang } from '@travel/shell/i18n';
import { HttpError, isAbortError, type HttpResponse } from './http-error';
import { send, type HttpMethod, type HttpRequest } from './transport';

export interface HttpConfig {
  /** API origin; '' means same origin (every static server proxies /api and /auth). */
  apiUrl: string;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestConfig {
  /** Appended as a query string; null and undefined values are left out. */
  params?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

let apiUrl = '';

export function configureHttp(config: HttpConfig): void {
  apiUrl = config.apiUrl.replace(/\/+$/, '');
}

// The spec sends these without a token; a stale token must not turn a wrong password into a sign-out.
const ANONYMOUS_PATHS = [
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/api/auth/verify-email',
];

const isAnonymous = (url: string): boolean => ANONYMOUS_PATHS.some((path) => url.startsWith(path));

// A literal on purpose: importing the path table would put a copy of it into this shared chunk,
// which Home loads first. The shell replaces this handler with one that uses `paths.login`.
let unauthorizedHandler: (reason: string | undefined) => void = () => {
  window.location.assign('/login');
};

/**
 * The shell routes a 401 through its router instead of a full page load, with the API's reason (a
 * password changed elsewhere) for the login page to say.
 */
export function setUnauthorizedHandler(handler: (reason: string | undefined) => void): void {
  unauthorizedHandler = handler;
}

function withParams(url: string, params: RequestConfig['params']): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

function buildRequest(
  method: HttpMethod,
  url: string,
  body: unknown,
  config: RequestConfig,
): HttpRequest {
  const headers = new Headers(config.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // The API answers in the page's language: its messages, the catalog's texts, what a booking remembers.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLang());
  const { token } = useAuthStore.getState();
  // A caller's own Authorization wins (a sign-in page checking a token it was just given).
  if (token && !isAnonymous(url) && !headers.has('Authorization')) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  let payload: HttpRequest['body'];
  if (body instanceof FormData) {
    // No Content-Type by hand: the browser adds the multipart boundary only when it writes it.
    payload = body;
  } else if (body !== undefined && body !== null) {
    payload = JSON.stringify(body);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  return {
    method,
    url: withParams(url, config.params),
    baseURL: apiUrl || undefined,
    headers,
    body: payload,
    signal: config.signal,
  };
}

// JSON when the server says so; anything else stays text, which readers treat as a failed load
// (an HTML page from a misrouted proxy must not pass for data).
function parseBody(text: string, contentType: string | null): unknown {
  if (!text || !contentType?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(
  method: HttpMethod,
  url: string,
  body: unknown,
  config: RequestConfig = {},
): Promise<HttpResponse<T>> {
  const sent = buildRequest(method, url, body, config);
  let response: HttpResponse;
  try {
    const answer = await send(sent);
    const text = await answer.text();
    response = {
      data: parseBody(text, answer.headers.get('Content-Type')),
      status: answer.status,
      headers: answer.headers,
    };
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new HttpError('Network Error', sent, undefined, { cause: error });
  }
  if (response.status >= 200 && response.status < 300) return response as HttpResponse<T>;

  if (response.status === 401 && sent.headers.has('Authorization')) {
    useAuthStore.getState().signOut();
    const { message } = (response.data ?? {}) as { message?: unknown };
    unauthorizedHandler(typeof message === 'string' ? message : undefined);
  }
  throw new HttpError(`Request failed with status code ${response.status}`, sent, response);
}

/** The site's one HTTP client; remotes get the shell's copy through federation. */
export const api = {
  get: <T = unknown>(url: string, config?: RequestConfig) =>
    request<T>('GET', url, undefined, config),
  delete: <T = unknown>(url: string, config?: RequestConfig) =>
    request<T>('DELETE', url, undefined, config),
  post: <T = unknown>(url: string, body?: unknown, config?: RequestConfig) =>
    request<T>('POST', url, body, config),
  put: <T = unknown>(url: string, body?: unknown, config?: RequestConfig) =>
    request<T>('PUT', url, body, config),
  patch: <T = unknown>(url: string, body?: unknown, config?: RequestConfig) =>
    request<T>('PATCH', url, body, config),
};

/** The full URL of an API path, for what the client does not send itself (a stream read with fetch). */
export function apiUrlFor(path: string): string {
  return `${apiUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * URL of an API image. `/api/images/{id}` paths are resized by the API with `?w=`;
 * absolute and data URLs are returned unchanged.
 */
export function imageUrl(path: string | null | undefined, width?: number): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  const base = path.startsWith('/') ? `${apiUrl}${path}` : `${apiUrl}/${path}`;
  if (width && path.startsWith('/api/images/')) {
    return `${base}${base.includes('?') ? '&' : '?'}w=${width}`;
  }
  return base;
}

/** The widths the API stores of every uploaded image (its RENDITION_WIDTHS). */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;

/**
 * `srcset` of an API image at the widths the API stores, so a phone fetches the 800 px copy where a large
 * screen takes the 1200 px one; '' for other URLs, which come in one size. Pair it with `sizes`.
 */
export function imageSrcSet(path: string | null | undefined): string {
  if (!path?.startsWith('/api/images/')) return '';
  return IMAGE_WIDTHS.map((width) => `${imageUrl(path, width)} ${width}w`).join(', ');
}
