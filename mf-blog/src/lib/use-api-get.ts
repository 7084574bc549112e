import { useEffect, useState } from 'react';
import { isAxiosError } from 'axios';
import { api } from '@travel/shell/http';

export type ApiState<T> =
  { status: 'loading' } | { status: 'error'; notFound: boolean } | { status: 'success'; data: T };

type Settled<T> = { url: string; state: ApiState<T> };

/**
 * GET `url` through the shell's one axios client and expose loading/error/success.
 * The settled result is keyed by URL, so changing the URL shows "loading" again without
 * resetting state inside the effect, and a late answer for an old URL is discarded.
 */
export function useApiGet<T>(url: string): ApiState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api.get<T>(url, { signal: controller.signal }).then(
      (response) => {
        // Every endpoint read here answers a JSON object or array; anything else (say, an HTML
        // page from a misrouted proxy) would crash the view, so it counts as a failed load.
        const isJson = typeof response.data === 'object' && response.data !== null;
        setSettled({
          url,
          state: isJson
            ? { status: 'success', data: response.data }
            : { status: 'error', notFound: false },
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isAxiosError(error) && error.response?.status === 404;
        setSettled({ url, state: { status: 'error', notFound } });
      },
    );
    return () => controller.abort();
  }, [url]);

  return settled?.url === url ? settled.state : { status: 'loading' };
}
