export interface StreamMessage {
  event: string;
  data: string;
}

/**
 * Reads a Server-Sent Events stream chunk by chunk (a chunk may end anywhere, even inside a line) into its
 * messages, as the EventSource standard frames them: fields up to a blank line, `data` lines joined,
 * comments (heartbeats) and `retry`/`id` ignored.
 */
export class EventStreamParser {
  private buffer = '';

  push(chunk: string): StreamMessage[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const messages: StreamMessage[] = [];
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const frame = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of frame.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) messages.push({ event, data: data.join('\n') });
    }
    return messages;
  }
}

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/**
 * How long to wait before reconnecting after `failures` failed attempts in a row: doubling from 1 s to at
 * most 30 s, each spread by up to a fifth so many pages dropped at once do not come back at once.
 */
export function reconnectDelay(failures: number, random = Math.random): number {
  const base = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (1 + random() * 0.2));
}
