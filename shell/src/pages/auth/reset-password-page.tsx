import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@travel/shell/router';
import { apiErrorMessage } from '@travel/shell/http';
import { Button, usePageMeta } from '@travel/shell/ui';
import { FormMessage } from '@travel/shell/forms';
import { paths } from '@travel/shell/paths';
import { resetPassword } from './auth-api';
import { validatePassword } from './validation';
import { PasswordField } from './password-field';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useRedirectAfter(success !== null, paths.login, RESET_REDIRECT_MS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const invalid =
      validatePassword(password) ?? (password === confirm ? null : 'Passwords do not match');
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const response = await resetPassword({ token, password });
      setSuccess(response.message || 'Your password has been reset. You can now log in.');
    } catch (caught) {
      setError(apiErrorMessage(caught, 'Password reset failed. Please try again.'));
    } finally {
      setBusy(false);
    }
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
            <FormMessage error={error} success={success} />
            <Button type="submit" busy={busy} busyText="Saving..." disabled={success !== null}>
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
