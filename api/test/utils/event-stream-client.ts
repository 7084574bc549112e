import { get, IncomingMessage } from 'node:http';
import { AddressInfo } from 'node:net';
import { INestApplication } from '@nestjs/common';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** An open Server-Sent Events response, read the way a browser reads it. */
export interface EventStreamClient {
  response: IncomingMessage;
  /** Every event so far, in order. */
  events: StreamEvent[];
  /** Comment lines so far (heartbeats). */
  comments: string[];
  /** Resolves with the first event from index `from` on that passes `test`, or rejects after `timeoutMs`. */
  next(
    test: (event: StreamEvent) => boolean,
    timeoutMs?: number,
    from?: number,
  ): Promise<StreamEvent>;
  close(): void;
}

/** Listens on a free loopback port once, so streams go over real sockets. */
export async function listening(app: INestApplication): Promise<string> {
  const server = app.getHttpServer() as import('node:http').Server;
  if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** GETs `url`; a stream answer (200) is parsed as it arrives, any other is returned with its JSON body. */
export function openStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient | { status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      { headers: { Accept: 'text/event-stream', ...headers } },
      (response) => {
        response.setEncoding('utf8');
        if (response.statusCode !== 200) {
          let text = '';
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
          );
          return;
        }
        const events: StreamEvent[] = [];
        const comments: string[] = [];
        const waiters = new Set<() => void>();
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = 'message';
            let data: string | undefined;
            for (const line of frame.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data = line.slice(6);
            }
            if (data !== undefined) events.push({ event, data: JSON.parse(data) });
          }
          for (const wake of waiters) wake();
        });
        resolve({
          response,
          events,
          comments,
          next(test, timeoutMs = 2000, from = 0) {
            return new Promise((found, fail) => {
              const look = () => {
                const hit = events.slice(from).find(test);
                if (!hit) return;
                waiters.delete(look);
                clearTimeout(timer);
                found(hit);
              };
              const timer = setTimeout(() => {
                waiters.delete(look);
                fail(
                  new Error(`no matching event within ${timeoutMs} ms: ${JSON.stringify(events)}`),
                );
              }, timeoutMs);
              waiters.add(look);
              look();
            });
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

export function isStream(
  answer: EventStreamClient | { status: number; body: unknown },
): answer is EventStreamClient {
  return 'events' in answer;
}

/** Opens a stream that must open (200), failing the test with the answer otherwise. */
export async function mustOpen(
  url: string,
  headers?: Record<string, string>,
): Promise<EventStreamClient> {
  const answer = await openStream(url, headers);
  if (!isStream(answer))
    throw new Error(`stream refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}
