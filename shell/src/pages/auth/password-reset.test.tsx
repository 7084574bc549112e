import { act, screen } from '@testing-library/react';
import { mockApi } from '@travel/shell/testing';
import { renderApp } from '../../test/render-app';

describe('ForgotPasswordPage', () => {
  it('validates the email, then shows the generic server message', async () => {
    const { requests: calls } = mockApi({
      'POST /auth/forgot-password': () => ({
        status: 200,
        data: { message: 'If this email is registered, a reset link has been sent.' },
      }),
    });
    const { user } = await renderApp('/forgot-password');
    const send = await screen.findByRole('button', { name: 'Send reset link' });
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'bob@example.com');
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If this email is registered, a reset link has been sent.',
    );
    expect(calls[0]?.body).toEqual({ email: 'bob@example.com' });
  });
});

describe('ResetPasswordPage', () => {
  afterEach(() => jest.useRealTimers());

  it('needs a token', async () => {
    mockApi({});
    await renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('No token provided');
  });

  it('says on opening that a used link can no longer be used, and offers a new one', async () => {
    const { requests } = mockApi({
      'POST /auth/reset-password/check': {
        status: 400,
        data: {
          statusCode: 400,
          message: 'This link was already used or has expired. Please request a new one.',
        },
      },
    });
    await renderApp('/reset-password?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link was already used or has expired. Please request a new one.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(requests[0]?.body).toEqual({ token: 'used' });
  });

  it('applies the register password rules, then resets and goes to /login', async () => {
    jest.useFakeTimers();
    const { requests } = mockApi({
      'POST /auth/reset-password/check': {
        status: 200,
        data: { message: 'Choose a new password.' },
      },
      'POST /auth/reset-password': () => ({ status: 200, data: { message: 'Password updated.' } }),
    });
    const calls = { sent: () => requests.filter((r) => r.url === '/auth/reset-password') };
    const { user, router } = await renderApp('/reset-password?token=tok', { fakeTimers: true });
    const submit = await screen.findByRole('button', { name: 'Reset password' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
    await user.type(screen.getByLabelText('New password'), '123');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    );
    await user.type(screen.getByLabelText('New password'), '456');
    await user.type(screen.getByLabelText('Confirm password'), '123457');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(calls.sent()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), '123456');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Password updated.');
    expect(calls.sent()[0]?.body).toEqual({ token: 'tok', password: '123456' });
    act(() => jest.advanceTimersByTime(2000));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
