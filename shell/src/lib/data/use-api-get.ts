import { t } from '@travel/shell/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  api,
  apiErrorMessage,
  isHttpError,
  takePrefetched,
  useInitialReads,
  type InitialRead,
} from '@travel/shell/http';

export type ApiState<T> =
  | { status: 'loading' }
  | { status: 'error'; notFound: boolean; message: string }
  | { status: 'success'; data: T };

export type ApiResult<T> = ApiState<T> & {
  /** Fetches the same URL again (after a delete, or from a Retry button). */
  reload: () => void;
  /** The last successful data, so a table can stay on screen while its next page loads. */
  previous: T | undefined;
};

export interface ApiGetOptions {
  /**
   * The read of one record by its id (`/api/offer/{id}`): the API's 400 for a malformed id means there is
   * no such record, just as its 404 for an unknown one does. Either shows as `notFound`, never as a failure
   * that Retry could mend.
   */
  record?: boolean;
}

/**
 * Whether a read's HTTP status says its record does not exist: 404, and for a read of one record by id
 * (`record`) also 400, the API's answer to a malformed id. The render server answers such a page with 404.
 */
export function isMissing(status: number | undefined, record = false): boolean {
  return status === 404 || (record && status === 400);
}

const genericError = () => t('kit.genericError');

type Settled<T> = { key: string; state: ApiState<T> };

function fromInitialRead<T>(read: InitialRead, record: boolean): ApiState<T> {
  return read.ok
    ? { status: 'success', data: read.data as T }
    : { status: 'error', notFound: isMissing(read.status, record), message: read.message };
}

/**
 * GET `url` through the shell's HTTP client. The result is keyed by URL and reload count, so a
 * new URL shows "loading" again without resetting state inside the effect, and a late answer for
 * an old URL is dropped (its request is aborted). A null URL waits: nothing to fetch yet. The first
 * load takes the answer the page was server-rendered from (http/initial-reads.ts), else a prefetched
 * answer when the shell started one for this URL (see http/prefetch.ts).
 */
export function useApiGet<T>(
  url: string | null,
  { record = false }: ApiGetOptions = {},
): ApiResult<T> {
  const initialReads = useInitialReads();
  // Read synchronously, so the first render (on the server, then hydrating) already shows the data.
  const [initial] = useState(() => {
    const read = url === null ? undefined : initialReads.peek(url);
    return read && { key: `0 ${url}`, state: fromInitialRead<T>(read, record) };
  });
  const [settled, setSettled] = useState<Settled<T> | null>(initial ?? null);
  const [previous, setPrevious] = useState<T | undefined>(
    initial?.state.status === 'success' ? initial.state.data : undefined,
  );
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt} ${url ?? ''}`;
  const renderedFromServer = useRef(initial?.key);

  useEffect(() => {
    if (url === null) return;
    if (renderedFromServer.current === `${attempt} ${url}`) {
      // Already on screen from the server's read: no second request, and the read is used up.
      renderedFromServer.current = undefined;
      initialReads.take(url);
      return;
    }
    const controller = new AbortController();
    const settle = (state: ApiState<T>) => setSettled({ key: `${attempt} ${url}`, state });
    const fetchNow = (): Promise<{ data: unknown }> =>
      api.get<unknown>(url, { signal: controller.signal });
    // The first load takes the answer the shell started fetching before this code arrived, if any: its
    // data, or the API's refusal (a missing record is not asked for twice).
    const prefetched = attempt === 0 ? takePrefetched(url) : undefined;
    type Outcome = { data: unknown } | { refused: ApiState<T> };
    const request: Promise<Outcome> = prefetched
      ? prefetched.then((read): Promise<Outcome> | Outcome => {
          if (read === undefined) return fetchNow();
          return read.ok ? { data: read.data } : { refused: fromInitialRead<T>(read, record) };
        })
      : fetchNow();
    request.then(
      (response) => {
        if (controller.signal.aborted) return;
        if ('refused' in response) {
          settle(response.refused);
          return;
        }
        // Every endpoint read here answers a JSON object or array; anything else (say, an HTML
        // page from a misrouted proxy) would crash the view, so it counts as a failed load.
        if (typeof response.data === 'object' && response.data !== null) {
          const data = response.data as T;
          setPrevious(data);
          settle({ status: 'success', data });
        } else {
          settle({ status: 'error', notFound: false, message: genericError() });
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isHttpError(error) && isMissing(error.response?.status, record);
        settle({ status: 'error', notFound, message: apiErrorMessage(error, genericError()) });
      },
    );
    return () => controller.abort();
  }, [url, attempt, initialReads, record]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ApiState<T> =
    url !== null && settled?.key === key ? settled.state : { status: 'loading' };
  return { ...state, reload, previous };
}
