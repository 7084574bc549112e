import { useAuthStore } from '@travel/shell/auth';
import {
  api,
  apiErrorCode,
  apiErrorMessage,
  savedRecord,
  UnexpectedResponseError,
  apiFieldErrors,
  configureHttp,
  imageSrcSet,
  imageUrl,
  isAbortError,
  isHttpError,
  setTransport,
  setUnauthorizedHandler,
  type HttpRequest,
} from '@travel/shell/http';
import { deferred, mockApi } from '@travel/shell/testing';

const user = { _id: 'u1', username: 'bob', email: 'bob@example.com', role: 'user' as const };

afterEach(() => {
  useAuthStore.getState().signOut();
  configureHttp({ apiUrl: '' });
});

describe('api', () => {
  it('sends the bearer token, but not on the anonymous auth calls', async () => {
    const { requests: calls } = mockApi({
      'GET /api/bookings/mine': () => ({ status: 200, data: [] }),
      'POST /auth/login': () => ({ status: 200, data: {} }),
    });
    useAuthStore.getState().signIn('jwt-1', user);
    await api.get('/api/bookings/mine');
    await api.post('/auth/login', {});
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(calls[1]?.headers.get('Authorization')).toBeNull();
  });

  it('signs out and hands over to the login route on a 401 of an authenticated call', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({
      'GET /api/bookings/mine': () => ({ status: 401, data: { message: 'Unauthorized' } }),
    });
    useAuthStore.getState().signIn('expired', user);

    await expect(api.get('/api/bookings/mine')).rejects.toThrow();
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when a login attempt is refused', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({
      'POST /auth/login': () => ({ status: 401, data: { message: 'Invalid email or password' } }),
    });
    useAuthStore.getState().signIn('still-valid', user);
    await expect(api.post('/auth/login', {})).rejects.toThrow();
    expect(useAuthStore.getState().token).toBe('still-valid');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("keeps the caller's own Authorization header", async () => {
    const { requests: calls } = mockApi({ 'GET /api/me': () => ({ status: 200, data: {} }) });
    useAuthStore.getState().signIn('jwt-1', user);
    await api.get('/api/me', { headers: { Authorization: 'Bearer fresh' } });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('leaves the session alone on a 401 of a call that carried no token', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'GET /api/hotel': () => ({ status: 401, data: {} }) });
    await expect(api.get('/api/hotel')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('uses the runtime API origin', async () => {
    const { requests: calls } = mockApi({ 'GET /api/hotel': () => ({ status: 200, data: [] }) });
    configureHttp({ apiUrl: 'https://api.example.com/' });
    await api.get('/api/hotel');
    expect(calls[0]?.baseURL).toBe('https://api.example.com');
  });
});

describe('requests', () => {
  it('encodes params into the query string, leaving out empty values', async () => {
    const { requests: calls } = mockApi({
      'GET /api/search': { status: 200, data: {} },
      'GET /api/users': { status: 200, data: {} },
    });
    await api.get('/api/search', {
      params: { q: 'São Paulo & co', price: 100, draft: true, page: undefined, sort: null },
    });
    await api.get('/api/users?page=2', { params: { limit: 10 } });
    await api.get('/api/search', { params: {} });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/search?q=S%C3%A3o+Paulo+%26+co&price=100&draft=true',
      '/api/users?page=2&limit=10',
      '/api/search',
    ]);
  });

  it('sends plain objects as JSON and FormData as multipart without a hand-set type', async () => {
    const sent: HttpRequest[] = [];
    setTransport((request) => {
      sent.push(request);
      return Promise.resolve({ status: 201, headers: new Headers(), text: async () => '' });
    });
    const form = new FormData();
    form.append('name', 'Sea');
    await api.post('/api/hotels', { name: 'Sea', stars: 4 });
    await api.put('/api/hotels/1', form);
    await api.patch('/api/hotels/1', undefined);
    expect(sent[0]?.body).toBe('{"name":"Sea","stars":4}');
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(sent[1]?.body).toBe(form);
    expect(sent[1]?.headers.get('Content-Type')).toBeNull();
    expect(sent[2]?.body).toBeUndefined();
    expect(sent.map((request) => request.headers.get('Accept'))).toEqual(
      Array(3).fill('application/json'),
    );
  });

  it('parses JSON answers and keeps anything else as text', async () => {
    mockApi({
      'GET /json': { status: 200, data: { ok: true } },
      'GET /html': { status: 200, data: '<html>' },
      'DELETE /empty': { status: 204 },
    });
    await expect(api.get('/json')).resolves.toMatchObject({ status: 200, data: { ok: true } });
    await expect(api.get('/html')).resolves.toMatchObject({ data: '<html>' });
    await expect(api.delete('/empty')).resolves.toMatchObject({ status: 204, data: '' });
  });

  it('goes through fetch with the API origin, method, headers and signal', async () => {
    const fetchMock = jest.fn(async (_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response('{"id":"1"}', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    window.fetch = fetchMock as unknown as typeof fetch;
    configureHttp({ apiUrl: 'https://api.example.com/' });
    const { signal } = new AbortController();
    const response = await api.post('/api/hotels', { name: 'Sea' }, { params: { x: 1 }, signal });
    expect(response.data).toEqual({ id: '1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.com/api/hotels?x=1');
    expect(init).toMatchObject({ method: 'POST', body: '{"name":"Sea"}', signal });
  });
});

describe('errors', () => {
  it('rejects a non-2xx answer with its status, data, headers and the request', async () => {
    mockApi({ 'POST /api/booking': { status: 409, data: { message: 'Sold out' } } });
    const error = await api.post('/api/booking', { seats: 2 }).catch((caught: unknown) => caught);
    expect(isHttpError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      message: 'Request failed with status code 409',
      response: { status: 409, data: { message: 'Sold out' } },
      config: { method: 'POST', url: '/api/booking' },
    });
    if (!isHttpError(error)) return;
    expect(error.response?.headers.get('Content-Type')).toBe('application/json');
  });

  it("reads the refusal's code a screen branches on, and none where the API gave none", async () => {
    mockApi({
      'DELETE /api/deleteDestination/1': {
        status: 409,
        data: {
          statusCode: 409,
          message: 'This tour has 2 live bookings',
          code: 'HAS_LIVE_BOOKINGS',
        },
      },
      'DELETE /api/deleteDestination/2': {
        status: 409,
        data: { statusCode: 409, message: 'Busy' },
      },
    });
    const coded = await api.delete('/api/deleteDestination/1').catch((caught: unknown) => caught);
    const plain = await api.delete('/api/deleteDestination/2').catch((caught: unknown) => caught);
    expect(apiErrorCode(coded)).toBe('HAS_LIVE_BOOKINGS');
    expect(apiErrorCode(plain)).toBeUndefined();
    expect(apiErrorCode(new Error('offline'))).toBeUndefined();
  });

  it('rejects a network failure as an HTTP error without a response', async () => {
    const offline = new TypeError('Failed to fetch');
    setTransport(() => Promise.reject(offline));
    const error = await api.get('/api/hotel').catch((caught: unknown) => caught);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'Network Error', response: undefined, cause: offline });
    expect(apiErrorMessage(error, 'Fallback')).toBe('Fallback');
  });

  it('lets an abort through as AbortError, not as an HTTP error', async () => {
    const reply = deferred<{ status: number; data: unknown }>();
    mockApi({ 'GET /api/slow': () => reply.promise });
    const controller = new AbortController();
    const request = api.get('/api/slow', { signal: controller.signal });
    controller.abort();
    const error = await request.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
    expect(isHttpError(error)).toBe(false);
  });

  it('reads field errors of a validation answer', async () => {
    mockApi({
      'POST /api/contact': {
        status: 400,
        data: {
          errors: [
            { field: 'email', message: 'Email is invalid' },
            { field: 'email', message: 'second' },
            { field: 'name' },
          ],
        },
      },
    });
    const error = await api.post('/api/contact', {}).catch((caught: unknown) => caught);
    expect(apiFieldErrors(error)).toEqual({ email: 'Email is invalid' });
    expect(apiFieldErrors(new Error('boom'))).toEqual({});
  });
});

describe('savedRecord', () => {
  it("returns a save's record, and refuses a body without one as 'Unexpected server response'", () => {
    expect(savedRecord({ data: { _id: 'a1', name: 'x' } })).toEqual({ _id: 'a1', name: 'x' });
    for (const body of [null, '', {}, { data: null }, { data: { name: 'x' } }, { message: 'ok' }]) {
      let caught: unknown;
      try {
        savedRecord(body);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(UnexpectedResponseError);
      expect(apiErrorMessage(caught, 'Fallback')).toBe('Unexpected server response');
    }
  });
});

describe('apiErrorMessage', () => {
  it("prefers the server's message and falls back otherwise", async () => {
    mockApi({
      'GET /with-message': () => ({ status: 409, data: { message: 'This time is sold out' } }),
      'GET /without': () => ({ status: 500, data: '<html>' }),
    });
    const withMessage = await api.get('/with-message').catch((error: unknown) => error);
    const without = await api.get('/without').catch((error: unknown) => error);
    expect(apiErrorMessage(withMessage, 'Failed to submit booking')).toBe('This time is sold out');
    expect(apiErrorMessage(without, 'Failed to submit booking')).toBe('Failed to submit booking');
    expect(apiErrorMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });
});

describe('imageUrl', () => {
  it('adds the rendition width to API images and the API origin when configured', () => {
    expect(imageUrl('/api/images/abc', 480)).toBe('/api/images/abc?w=480');
    expect(imageUrl('/api/images/abc')).toBe('/api/images/abc');
    configureHttp({ apiUrl: 'https://api.example.com' });
    expect(imageUrl('/api/images/abc', 1200)).toBe('https://api.example.com/api/images/abc?w=1200');
    expect(imageUrl('https://cdn.example.com/x.jpg', 480)).toBe('https://cdn.example.com/x.jpg');
    expect(imageUrl(undefined)).toBe('');
  });
});

describe('imageSrcSet', () => {
  it('lists an API image at each width the API stores, and nothing for other URLs', () => {
    configureHttp({ apiUrl: '' });
    expect(imageSrcSet('/api/images/abc')).toBe(
      '/api/images/abc?w=480 480w, /api/images/abc?w=800 800w, /api/images/abc?w=1200 1200w',
    );
    expect(imageSrcSet('https://cdn.example.com/x.jpg')).toBe('');
    expect(imageSrcSet(undefined)).toBe('');
  });
});
