import { act, renderHook, waitFor } from '@testing-library/react';
import { useEventStream } from './use-event-stream';

/** A fetch answer whose body yields `chunks` and then ends, as a dropped stream does. */
function streamAnswer(status: number, chunks: string[]) {
  const bytes = chunks.map((chunk) => new TextEncoder().encode(chunk));
  return {
    status,
    ok: status === 200,
    body: {
      getReader: () => ({
        read: () =>
          Promise.resolve(
            bytes.length ? { value: bytes.shift(), done: false } : { value: undefined, done: true },
          ),
      }),
    },
  };
}

describe('useEventStream', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('hands over each event, and after a drop reconnects and catches up', async () => {
    const answers = [
      streamAnswer(200, ['event: availability\ndata: {"left":3}\n\n', ': keep-alive\n\n']),
      streamAnswer(200, ['event: other\ndata: {}\n\nevent: availability\ndata: {"left":1}\n\n']),
    ];
    const fetchMock = jest.fn(() => Promise.resolve(answers.shift() ?? streamAnswer(503, [])));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const seen: unknown[] = [];
    const { unmount } = renderHook(() =>
      useEventStream('/api/x/stream', 'availability', (data) => seen.push(data)),
    );
    await waitFor(() => expect(seen).toEqual([{ left: 3 }, { left: 1 }]), { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x/stream',
      expect.objectContaining({ cache: 'no-store' }),
    );
    unmount();
  });

  it('stays silent and stops on an answer reconnecting cannot mend', async () => {
    const fetchMock = jest.fn(() => Promise.resolve(streamAnswer(404, [])));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const onEvent = jest.fn();
    // Fake timers: any reconnect the hook scheduled would run below, without waiting for its backoff.
    jest.useFakeTimers();
    try {
      renderHook(() => useEventStream('/api/x/stream', 'availability', onEvent));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await act(() => jest.runAllTimersAsync());
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(onEvent).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
