import { useState } from 'react';
import { useApiGet, type ApiResult } from './use-api-get';
import { useEventStream } from './use-event-stream';

/**
 * `useApiGet(url)` kept current by the API's stream of the same read (`streamPath`, whose `event` messages
 * carry the read's body): once the stream has spoken, its latest body is the data. Without the stream (it
 * cannot open, or the browser cannot read it) this is useApiGet as it was.
 */
export function useLiveApiGet<T>(
  url: string | null,
  streamPath: string | null,
  event = 'availability',
): ApiResult<T> {
  const result = useApiGet<T>(url);
  const [live, setLive] = useState<{ path: string; data: T } | null>(null);
  useEventStream<T>(streamPath, event, (data) => {
    if (streamPath !== null) setLive({ path: streamPath, data });
  });
  if (result.status === 'success' && live !== null && live.path === streamPath) {
    return { ...result, data: live.data };
  }
  return result;
}
