import { EventStreamParser, reconnectDelay } from './event-stream-parser';

describe('EventStreamParser', () => {
  it('frames messages split anywhere across chunks, skipping comments and retry lines', () => {
    const parser = new EventStreamParser();
    expect(parser.push('retry: 2000\n\nevent: availa')).toEqual([]);
    expect(parser.push('bility\ndata: {"left":')).toEqual([]);
    expect(
      parser.push('3}\n\n: keep-alive\n\nevent: availability\r\ndata: {"left":2}\r\n\r\n'),
    ).toEqual([
      { event: 'availability', data: '{"left":3}' },
      { event: 'availability', data: '{"left":2}' },
    ]);
  });

  it('joins multi-line data and names unnamed messages "message"', () => {
    expect(new EventStreamParser().push('data: a\ndata:b\n\n')).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });
});

describe('reconnectDelay', () => {
  it('doubles from one second to at most thirty, spread by up to a fifth', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => reconnectDelay(n, none))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(1, () => 0.999)).toBe(1200);
  });
});
