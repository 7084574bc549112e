import axios, { isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import { useAuthStore } from '@travel/shell/auth';

// Re-exported so apps never import axios themselves: the shared entry is the site's one copy, and a
// direct import would bundle all of axios (~14 KB gzip) again into every app that uses it.
export { isAxiosError };
export { takePrefetched } from './prefetch';

export interface HttpConfig {
  /** API origin; '' means same origin (every static server proxies /api and /auth). */
  apiUrl: string;
}

let apiUrl = '';

/** The one axios instance of the site; remotes get the shell's copy through federation. */
export const api = axios.create({ headers: { Accept: 'application/json' } });

export function configureHttp(config: HttpConfig): void {
  apiUrl = config.apiUrl.replace(/\/+$/, '');
  api.defaults.baseURL = apiUrl || undefined;
}

// The spec sends these without a token; a stale token must not turn a wrong password into a sign-out.
const ANONYMOUS_PATHS = [
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/api/auth/verify-email',
];

const isAnonymous = (url: string | undefined): boolean =>
  ANONYMOUS_PATHS.some((path) => url?.startsWith(path));

// A literal on purpose: importing the path table would put a copy of it into this shared chunk,
// which Home loads first. The shell replaces this handler with one that uses `paths.login`.
let unauthorizedHandler: () => void = () => {
  window.location.assign('/login');
};

/** The shell routes a 401 through its router instead of a full page load. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

api.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const { token } = useAuthStore.getState();
  if (token && !isAnonymous(config.url) && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  if (
    isAxiosError(error) &&
    error.response?.status === 401 &&
    error.config?.headers.has('Authorization')
  ) {
    useAuthStore.getState().signOut();
    unauthorizedHandler();
  }
  return Promise.reject(error);
});

/** The server's one-sentence `message`, else the caller's fallback (spec section 8 texts). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isAxiosError<{ message?: unknown }>(error)) {
    const message = error.response?.data?.message;
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return fallback;
}

/** Field errors of a 400 validation response, keyed by field name, for inline display. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (isAxiosError<{ errors?: Array<{ field?: unknown; message?: unknown }> }>(error)) {
    for (const item of error.response?.data?.errors ?? []) {
      if (typeof item.field === 'string' && typeof item.message === 'string') {
        result[item.field] ??= item.message;
      }
    }
  }
  return result;
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
