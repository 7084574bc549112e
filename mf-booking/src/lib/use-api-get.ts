import { useEffect, useState } from 'react';
import { isAxiosError } from 'axios';
import { api } from '@travel/shell/http';

export type ApiState<T> =
  { status: 'loading' } | { status: 'error'; notFound: boolean } | { status: 'success'; data: T };

type Settled<T> = { url: string; state: ApiState<T> };

/**
 * GET `url` through the shell's axios client and expose loading/error/success. The result is
 * keyed by URL, so a new URL shows "loading" again without resetting state inside the effect,
 * and a late answer for an old URL is dropped. A null URL waits (nothing to fetch yet).
 */
export function useApiGet<T>(url: string | null): ApiState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    api.get<T>(url, { signal: controller.signal }).then(
      (response) => setSettled({ url, state: { status: 'success', data: response.data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isAxiosError(error) && error.response?.status === 404;
        setSettled({ url, state: { status: 'error', notFound } });
      },
    );
    return () => controller.abort();
  }, [url]);

  return settled !== null && settled.url === url ? settled.state : { status: 'loading' };
}
