import { screen } from '@testing-library/react';
import { useAuthStore } from '@travel/shell/auth';
import { deferred, mockApi, type Reply } from '@travel/shell/testing';
import { renderApp } from '../../test/render-app';

const admin = { _id: 'a1', username: 'ada', email: 'ada@example.com', role: 'admin' as const };
const visitor = { _id: 'u1', username: 'bob', email: 'bob@example.com', role: 'user' as const };

async function fillAndSubmit(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  email: string,
  password: string,
) {
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => useAuthStore.getState().signOut());

describe('LoginPage', () => {
  it('asks for both fields before calling the API', async () => {
    const { requests: calls } = mockApi({});
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, 'bob@example.com', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(calls).toHaveLength(0);
  });

  it('shows the busy text while logging in, stores the session and sends a visitor to /Home', async () => {
    const reply = deferred<Reply>();
    mockApi({ 'POST /auth/login': () => reply.promise });
    const { user, router } = await renderApp('/login');
    await fillAndSubmit(user, 'bob@example.com', 'secret1');

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    reply.resolve({ status: 200, data: { token: 'jwt-1', user: visitor } });

    await screen.findByRole('heading', { name: 'Discover your next journey' });
    expect(router.state.location.pathname).toBe('/Home');
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(visitor);
    expect(localStorage.getItem('role')).toBe('user');
  });

  it('returns a visitor to the page they came from, replacing the login entry', async () => {
    mockApi({ 'POST /auth/login': () => ({ status: 200, data: { token: 't', user: visitor } }) });
    const { user, router } = await renderApp({ pathname: '/login', state: { from: '/faqs' } });
    await fillAndSubmit(user, 'bob@example.com', 'secret1');
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    expect(router.state.location.pathname).toBe('/faqs');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends an admin to /admin', async () => {
    mockApi({ 'POST /auth/login': () => ({ status: 200, data: { token: 't', user: admin } }) });
    const { user, router } = await renderApp('/login');
    await fillAndSubmit(user, 'ada@example.com', 'secret1');
    await screen.findByText(/Admin dashboard|could not be loaded/);
    expect(router.state.location.pathname).toBe('/admin');
  });

  it("shows the server's message on failure, else the spec's fallback", async () => {
    mockApi({
      'POST /auth/login': (request) =>
        JSON.stringify(request.body).includes('known')
          ? { status: 401, data: { statusCode: 401, message: 'Invalid email or password' } }
          : { status: 500, data: {} },
    });
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, 'known@example.com', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('toggles the password visibility and links to the other auth pages', async () => {
    mockApi({});
    const { user } = await renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Click here' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

describe('LoginPage for an account not verified yet', () => {
  it('offers to send the verification email again, to the typed address', async () => {
    const { requests } = mockApi({
      'POST /auth/login': () => ({
        status: 403,
        data: { statusCode: 403, message: 'Please verify your email before logging in.' },
      }),
      'POST /auth/resend-verification': () => ({
        status: 200,
        data: {
          message:
            'If an account for this email still needs verifying, a new verification link has been sent.',
        },
      }),
    });
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(
      await screen.findByRole('button', { name: 'Send the verification email again' }),
    );
    expect(
      await screen.findByText(
        'If an account for this email still needs verifying, a new verification link has been sent.',
      ),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/auth/resend-verification')?.body).toEqual({
      email: 'ann@example.com',
    });
  });
});
