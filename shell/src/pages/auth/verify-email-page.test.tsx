import { act, screen } from '@testing-library/react';
import { deferred, mockApi, type Reply } from '@travel/shell/testing';
import { renderApp } from '../../test/render-app';

describe('VerifyEmailPage', () => {
  afterEach(() => jest.useRealTimers());

  it('says "No token provided" without calling the API', async () => {
    const { requests: calls } = mockApi({});
    await renderApp('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('No token provided');
    expect(calls).toHaveLength(0);
  });

  it('shows the waiting text, then the success message, then /login after 3000 ms', async () => {
    jest.useFakeTimers();
    const reply = deferred<Reply>();
    const { requests: calls } = mockApi({ 'GET /api/auth/verify-email': () => reply.promise });
    const { router } = await renderApp('/verify-email?token=abc123', { fakeTimers: true });

    expect(await screen.findByText('Verifying your email, please wait...')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/auth/verify-email?token=abc123');
    await act(async () =>
      reply.resolve({ status: 200, data: { message: 'Email verified successfully!' } }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Email verified successfully!');

    act(() => jest.advanceTimersByTime(2999));
    expect(router.state.location.pathname).toBe('/verify-email');
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls).toHaveLength(1);
  });

  it("shows the server's failure message and stays", async () => {
    mockApi({
      'GET /api/auth/verify-email': () => ({
        status: 400,
        data: { statusCode: 400, message: 'This verification link has expired' },
      }),
    });
    await renderApp('/verify-email?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link has expired',
    );
  });

  it('falls back to the spec text when the server gives no message', async () => {
    mockApi({ 'GET /api/auth/verify-email': () => ({ status: 502 }) });
    await renderApp('/verify-email?token=other');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email verification failed.');
  });
});
