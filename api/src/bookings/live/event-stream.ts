import type { Response } from 'express';

/** How long a browser's own EventSource waits before reconnecting (the site's hook keeps its own backoff). */
const RETRY_MS = 2000;

/**
 * Turns a response into a Server-Sent Events stream: no caching, no buffering by nginx (X-Accel-Buffering)
 * or Nagle, and the headers out at once so the client sees the stream open before the first change.
 */
export function openEventStream(res: Response): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.socket?.setNoDelay(true);
  res.flushHeaders();
  res.write(`retry: ${RETRY_MS}\n\n`);
}

/** One event frame: `data` is JSON on one line, so no line of it can end the frame early. */
export function eventFrame(event: string, data: string): string {
  return `event: ${event}\ndata: ${data}\n\n`;
}

/** A comment line: ignored by clients, it keeps idle connections from being closed by proxies. */
export const HEARTBEAT_FRAME = ': keep-alive\n\n';
