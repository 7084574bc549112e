import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@travel/shell/router';
import { Button, usePageMeta } from '@travel/shell/ui';
import { FormMessage, PasswordField, useFormSubmit } from '@travel/shell/forms';
import { paths } from '@travel/shell/paths';
import { resetPassword } from './auth-api';
import { validatePassword } from './validation';
import { useRedirectAfter } from './use-redirect-after';
import '../form-page.css';

export const RESET_REDIRECT_MS = 2000;

export function ResetPasswordPage() {
  usePageMeta({
    title: 'Choose a new password',
    description: 'Choose a new password for your Travel & Tours account.',
  });
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useFormSubmit();

  useRedirectAfter(form.success !== null, paths.login, RESET_REDIRECT_MS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    await form.submit(
      validatePassword(password) ?? (password === confirm ? null : 'Passwords do not match'),
      async () =>
        (await resetPassword({ token, password })).message ||
        'Your password has been reset. You can now log in.',
      'Password reset failed. Please try again.',
    );
  };

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={(event) => void submit(event)} noValidate>
        <h1>Choose a new password</h1>
        {token ? (
          <>
            <PasswordField
              label="New password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
            />
            <PasswordField
              label="Confirm password"
              name="confirmPassword"
              value={confirm}
              onChange={setConfirm}
              autoComplete="new-password"
            />
            <FormMessage error={form.error} success={form.success} />
            <Button
              type="submit"
              busy={form.busy}
              busyText="Saving..."
              disabled={form.success !== null}
            >
              Reset password
            </Button>
          </>
        ) : (
          <FormMessage error="No token provided" />
        )}
        <p>
          <Link to={paths.login}>Back to login</Link>
        </p>
      </form>
    </div>
  );
}
