import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mockApi } from '@travel/shell/testing';
import { prefetchJson } from '../http/prefetch';
import { InitialReads, InitialReadsContext } from '../http/initial-reads';
import { useApiGet } from './use-api-get';

function Probe({ initialUrl, record }: { initialUrl: string | null; record?: boolean }) {
  const [url, setUrl] = useState(initialUrl);
  const result = useApiGet<{ name: string }>(url, { record });
  return (
    <div>
      <p data-testid="state">
        {result.status === 'success' && result.data.name}
        {result.status === 'error' && `${result.notFound ? 'not found: ' : ''}${result.message}`}
        {result.status === 'loading' && `loading (previous: ${result.previous?.name ?? 'none'})`}
      </p>
      <button onClick={() => setUrl('/api/b')}>Next</button>
      <button onClick={result.reload}>Reload</button>
    </div>
  );
}

const state = () => screen.getByTestId('state');

describe('useApiGet', () => {
  it('shows loading, then the data, and keeps it as previous while the next URL loads', async () => {
    const api = mockApi({
      'GET /api/a': { status: 200, data: { name: 'A' } },
      'GET /api/b': { pending: true },
    });
    render(<Probe initialUrl="/api/a" />);
    expect(state()).toHaveTextContent('loading (previous: none)');
    expect(await screen.findByText('A')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(state()).toHaveTextContent('loading (previous: A)');
    expect(api.requests.map((r) => r.url)).toEqual(['/api/a', '/api/b']);
  });

  it('takes the read a server-rendered page carries on its first render, once, without a request', async () => {
    const api = mockApi({ 'GET /api/a': { status: 200, data: { name: 'A again' } } });
    const reads = new InitialReads({ '/api/a': { ok: true, data: { name: 'A from the server' } } });
    const page = (
      <InitialReadsContext value={reads}>
        <Probe initialUrl="/api/a" />
      </InitialReadsContext>
    );
    const { unmount } = render(page);
    expect(state()).toHaveTextContent('A from the server');
    expect(api.requests).toHaveLength(0);
    unmount();
    // A later visit to the same view reads afresh.
    render(page);
    expect(await screen.findByText('A again')).toBeInTheDocument();
    expect(api.requests.map((r) => r.url)).toEqual(['/api/a']);
  });

  it("shows a server-rendered page's failed read as the same error, and Reload asks again", async () => {
    const api = mockApi({ 'GET /api/a': { status: 200, data: { name: 'A' } } });
    const reads = new InitialReads({
      '/api/a': { ok: false, status: 404, message: 'Hotel not found' },
    });
    render(
      <InitialReadsContext value={reads}>
        <Probe initialUrl="/api/a" />
      </InitialReadsContext>,
    );
    expect(state()).toHaveTextContent('not found: Hotel not found');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('A')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it('waits while the URL is null', () => {
    const api = mockApi();
    render(<Probe initialUrl={null} />);
    expect(state()).toHaveTextContent('loading');
    expect(api.requests).toHaveLength(0);
  });

  it('reports a 404 as not found with the server message', async () => {
    mockApi({ 'GET /api/a': { status: 404, data: { message: 'Hotel not found' } } });
    render(<Probe initialUrl="/api/a" />);
    expect(await screen.findByText('not found: Hotel not found')).toBeInTheDocument();
  });

  it('counts a non-JSON answer as an error with a generic sentence', async () => {
    mockApi({ 'GET /api/a': { status: 200, data: '<!doctype html>' } });
    render(<Probe initialUrl="/api/a" />);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('fetches the same URL again on reload', async () => {
    let calls = 0;
    const api = mockApi({
      'GET /api/a': () => ({ status: 200, data: { name: `A${++calls}` } }),
    });
    render(<Probe initialUrl="/api/a" />);
    expect(await screen.findByText('A1')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Reload' }).click());
    expect(await screen.findByText('A2')).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  describe('with a read the shell prefetched', () => {
    const realFetch = globalThis.fetch;
    afterEach(() => {
      globalThis.fetch = realFetch;
    });

    function answerFetch(answer: { ok: boolean; body: unknown; status?: number }) {
      const fetchMock = jest.fn(async () => ({
        ok: answer.ok,
        status: answer.status ?? (answer.ok ? 200 : 503),
        json: async () => answer.body,
      }));
      globalThis.fetch = fetchMock as unknown as typeof fetch;
      return fetchMock;
    }

    it('takes the prefetched answer instead of asking again, then fetches anew on reload', async () => {
      const fetchMock = answerFetch({ ok: true, body: { name: 'Early' } });
      const api = mockApi({ 'GET /api/a': { status: 200, data: { name: 'Late' } } });
      prefetchJson('/api/a', 'http://api.test', 'en');
      render(<Probe initialUrl="/api/a" />);
      expect(await screen.findByText('Early')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith('http://api.test/api/a', expect.anything());
      expect(api.requests).toHaveLength(0);
      await act(async () => screen.getByRole('button', { name: 'Reload' }).click());
      expect(await screen.findByText('Late')).toBeInTheDocument();
      expect(api.requests).toHaveLength(1);
    });

    it('asks again itself when the prefetch failed on the way, and reports that answer', async () => {
      answerFetch({ ok: false, body: null, status: 503 });
      mockApi({ 'GET /api/a': { status: 404, data: { message: 'Hotel not found' } } });
      prefetchJson('/api/a', '', 'en');
      render(<Probe initialUrl="/api/a" />);
      expect(await screen.findByText('not found: Hotel not found')).toBeInTheDocument();
    });

    it("takes the API's refusal (a missing record) as it is, without asking twice", async () => {
      const fetchMock = answerFetch({
        ok: false,
        status: 404,
        body: { statusCode: 404, message: 'Offer not found' },
      });
      const api = mockApi({ 'GET /api/a': { status: 404, data: { message: 'Offer not found' } } });
      prefetchJson('/api/a', '', 'en');
      render(<Probe initialUrl="/api/a" />);
      expect(await screen.findByText('not found: Offer not found')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(api.requests).toHaveLength(0);
    });
  });

  describe('reading one record by id', () => {
    it("counts the API's 400 for a malformed id as a missing record", async () => {
      mockApi({ 'GET /api/offer/abc': { status: 400, data: { message: 'Invalid id' } } });
      render(<Probe initialUrl="/api/offer/abc" record />);
      expect(await screen.findByText('not found: Invalid id')).toBeInTheDocument();
    });

    it('leaves a 400 a plain failure for other reads', async () => {
      mockApi({ 'GET /api/search': { status: 400, data: { message: 'Bad price' } } });
      render(<Probe initialUrl="/api/search" />);
      expect(await screen.findByText('Bad price')).toBeInTheDocument();
      expect(state()).not.toHaveTextContent('not found');
    });

    it("takes a server-rendered page's 400 for the record as missing too", () => {
      mockApi({});
      const reads = new InitialReads({
        '/api/Blog/x': { ok: false, status: 400, message: 'Invalid id' },
      });
      render(
        <InitialReadsContext value={reads}>
          <Probe initialUrl="/api/Blog/x" record />
        </InitialReadsContext>,
      );
      expect(state()).toHaveTextContent('not found: Invalid id');
    });
  });
});
