import { useEffect, useRef } from 'react';
import { useAuthStore } from '@travel/shell/auth';
import { apiUrlFor } from '@travel/shell/http';
import { EventStreamParser, reconnectDelay } from './event-stream-parser';

export interface EventStreamOptions {
  /** Send the signed-in user's token (admin streams); public streams go without. */
  withToken?: boolean;
}

/** Answers that reconnecting cannot mend (a bad date, a missing tour, no right to see it). */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 429;

/**
 * Listens to the `event` messages of the API's Server-Sent Events stream at `path` (null: none) and hands
 * each one's JSON to `onEvent`. A dropped connection is opened again with backoff (see reconnectDelay); the
 * API's first message on every connection is the state as it stands, so the page catches up with whatever
 * it missed. Read with fetch rather than EventSource, which can send no token. A stream that cannot open
 * changes nothing: no error is shown, the page keeps what it read.
 */
export function useEventStream<T>(
  path: string | null,
  event: string,
  onEvent: (data: T) => void,
  { withToken = false }: EventStreamOptions = {},
): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    if (path === null || typeof fetch !== 'function' || typeof TextDecoder !== 'function') return;
    let stopped = false;
    let failures = 0;
    let controller: AbortController | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const deliver = (data: string) => {
      try {
        handler.current(JSON.parse(data) as T);
      } catch {
        // A message that is not JSON is not one of ours; the next one will be.
      }
    };

    async function connect(): Promise<void> {
      controller = new AbortController();
      try {
        const headers: Record<string, string> = { Accept: 'text/event-stream' };
        const token = withToken ? useAuthStore.getState().token : null;
        if (token) headers.Authorization = `Bearer ${token}`;
        const response = await fetch(apiUrlFor(path as string), {
          headers,
          cache: 'no-store',
          signal: controller.signal,
        });
        if (isFinal(response.status)) return;
        if (response.ok && response.body) {
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          const parser = new EventStreamParser();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            for (const message of parser.push(decoder.decode(value, { stream: true }))) {
              if (message.event !== event) continue;
              failures = 0;
              deliver(message.data);
            }
          }
        }
      } catch {
        // Offline, aborted, or the connection dropped: retried below unless the page moved on.
      }
      if (stopped) return;
      failures++;
      retry = setTimeout(() => void connect(), reconnectDelay(failures));
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      controller?.abort();
    };
  }, [path, event, withToken]);
}
