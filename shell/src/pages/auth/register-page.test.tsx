import { act, screen } from '@testing-library/react';
import { deferred, mockApi, type Reply } from '@travel/shell/testing';
import { renderApp } from '../../test/render-app';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function fill(user: User, fields: { username?: string; email?: string; password?: string }) {
  if (fields.username) await user.type(await screen.findByLabelText('Username'), fields.username);
  if (fields.email) await user.type(screen.getByLabelText('Email'), fields.email);
  if (fields.password) await user.type(screen.getByLabelText('Password'), fields.password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterPage validation (spec 5, in order)', () => {
  it.each([
    [{}, 'Username is required'],
    [{ username: 'bob' }, 'Email is required'],
    [{ username: 'bob', email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ username: 'bob', email: 'bob@example.com' }, 'Password is required'],
    [
      { username: 'bob', email: 'bob@example.com', password: '12345' },
      'Password must be at least 6 characters long',
    ],
    [{ email: 'x', password: '1' }, 'Username is required'],
  ])('%j -> %s', async (fields, message) => {
    const { requests: calls } = mockApi({});
    const { user } = await renderApp('/register');
    await screen.findByLabelText('Username');
    await fill(user, fields);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls).toHaveLength(0);
  });
});

describe('RegisterPage submission', () => {
  afterEach(() => jest.useRealTimers());

  it('shows Registering..., then keeps the check-your-email instruction, with a way to get the mail again', async () => {
    jest.useFakeTimers();
    const reply = deferred<Reply>();
    const { requests: calls } = mockApi({ 'POST /auth/register': () => reply.promise });
    const { user, router } = await renderApp('/register', { fakeTimers: true });
    await fill(user, { username: ' bob ', email: 'bob@example.com', password: 'secret1' });

    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
    expect(calls[0]?.body).toEqual({
      username: 'bob',
      email: 'bob@example.com',
      password: 'secret1',
    });
    await act(async () => {
      reply.resolve({
        status: 201,
        data: { message: 'Registration successful! Please check your email to verify.' },
      });
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Registration successful! Please check your email to verify.',
    );

    act(() => jest.advanceTimersByTime(10_000));
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByRole('status')).toHaveTextContent('Please check your email to verify.');
    expect(
      screen.getByRole('button', { name: 'Send the verification email again' }),
    ).toBeInTheDocument();
  });

  it("shows the server's message (duplicate email) or the fallback", async () => {
    let status = 409;
    mockApi({
      'POST /auth/register': () =>
        status === 409
          ? { status, data: { statusCode: 409, message: 'Email is already registered' } }
          : { status },
    });
    const { user } = await renderApp('/register');
    await fill(user, { username: 'bob', email: 'bob@example.com', password: 'secret1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already registered');

    status = 503;
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });
});
