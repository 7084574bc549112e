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

  it('applies the register password rules, then resets and goes to /login', async () => {
    jest.useFakeTimers();
    const { requests: calls } = mockApi({
      'POST /auth/reset-password': () => ({ status: 200, data: { message: 'Password updated.' } }),
    });
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
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), '123456');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Password updated.');
    expect(calls[0]?.body).toEqual({ token: 'tok', password: '123456' });
    act(() => jest.advanceTimersByTime(2000));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
