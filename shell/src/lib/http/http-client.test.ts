import { useAuthStore } from '@travel/shell/auth';
import {
  api,
  apiErrorMessage,
  configureHttp,
  imageUrl,
  setUnauthorizedHandler,
} from '@travel/shell/http';
import { mockApi } from '@travel/shell/testing';

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
    expect(calls[1]?.headers.get('Authorization')).toBeUndefined();
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

  it('uses the runtime API origin', async () => {
    const { requests: calls } = mockApi({ 'GET /api/hotel': () => ({ status: 200, data: [] }) });
    configureHttp({ apiUrl: 'https://api.example.com/' });
    await api.get('/api/hotel');
    expect(calls[0]?.baseURL).toBe('https://api.example.com');
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
