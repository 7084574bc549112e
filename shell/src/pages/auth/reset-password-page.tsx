import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@travel/shell/router';
import { Button, usePageMeta } from '@travel/shell/ui';
import { FormMessage, PasswordField, formProblem, useForm } from '@travel/shell/forms';
import { apiErrorMessage, isHttpError } from '@travel/shell/http';
import { paths } from '@travel/shell/paths';
import { checkResetLink, resetPassword } from './auth-api';
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
  const form = useForm({
    initial: { password: '', confirm: '' },
    check: ({ password, confirm }) =>
      formProblem(
        validatePassword(password) ?? (password === confirm ? null : 'Passwords do not match'),
      ),
    // Without a token the form has no button: nothing is sent.
    send: async ({ password }) => (token ? resetPassword({ token, password }) : null),
    onSent: (answer) =>
      answer && (answer.message || 'Your password has been reset. You can now log in.'),
    serverFieldErrors: false,
    onRefused: (error) => apiErrorMessage(error, 'Password reset failed. Please try again.'),
  });
  const { password, confirm } = form.values;
  // A link already used (or expired) says so on opening instead of showing the form again.
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    checkResetLink(token).catch((error: unknown) => {
      // Only the API's verdict on the link; a failed request leaves the form to try.
      if (current && isHttpError(error) && error.response?.status === 400)
        setLinkProblem(apiErrorMessage(error, 'This link can no longer be used.'));
    });
    return () => {
      current = false;
    };
  }, [token]);

  useRedirectAfter(form.success !== null, paths.login, RESET_REDIRECT_MS);

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={form.handleSubmit} noValidate>
        <h1>Choose a new password</h1>
        {token && linkProblem && form.success === null ? (
          <>
            <FormMessage error={linkProblem} />
            <p>
              <Link className="sh-button sh-button--primary" to={paths.forgotPassword}>
                Request a new link
              </Link>
            </p>
          </>
        ) : token ? (
          <>
            <PasswordField
              label="New password"
              value={password}
              onChange={(value) => form.set('password', value)}
              autoComplete="new-password"
            />
            <PasswordField
              label="Confirm password"
              name="confirmPassword"
              value={confirm}
              onChange={(value) => form.set('confirm', value)}
              autoComplete="new-password"
            />
            <FormMessage error={form.problem ?? form.refusal} success={form.success} />
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
