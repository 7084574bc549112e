import { t } from '@travel/shell/i18n';
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
    title: t('shell.reset.title'),
    description: t('shell.reset.metaDescription'),
  });
  const [params] = useSearchParams();
  const token = params.get('token');
  const form = useForm({
    initial: { password: '', confirm: '' },
    check: ({ password, confirm }) =>
      formProblem(
        validatePassword(password) ?? (password === confirm ? null : t('shell.reset.mismatch')),
      ),
    // Without a token the form has no button: nothing is sent.
    send: async ({ password }) => (token ? resetPassword({ token, password }) : null),
    onSent: (answer) => answer && (answer.message || t('shell.reset.done')),
    serverFieldErrors: false,
    onRefused: (error) => apiErrorMessage(error, t('shell.reset.failed')),
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
        setLinkProblem(apiErrorMessage(error, t('shell.reset.linkUsed')));
    });
    return () => {
      current = false;
    };
  }, [token]);

  useRedirectAfter(form.success !== null, paths.login, RESET_REDIRECT_MS);

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={form.handleSubmit} noValidate>
        <h1>{t('shell.reset.title')}</h1>
        {token && linkProblem && form.success === null ? (
          <>
            <FormMessage error={linkProblem} />
            <p>
              <Link className="sh-button sh-button--primary" to={paths.forgotPassword}>
                {t('shell.reset.newLink')}
              </Link>
            </p>
          </>
        ) : token ? (
          <>
            <PasswordField
              label={t('shell.reset.newPassword')}
              value={password}
              onChange={(value) => form.set('password', value)}
              autoComplete="new-password"
            />
            <PasswordField
              label={t('shell.reset.confirmPassword')}
              name="confirmPassword"
              value={confirm}
              onChange={(value) => form.set('confirm', value)}
              autoComplete="new-password"
            />
            <FormMessage error={form.problem ?? form.refusal} success={form.success} />
            <Button
              type="submit"
              busy={form.busy}
              busyText={t('shell.saving')}
              disabled={form.success !== null}
            >
              {t('shell.reset.submit')}
            </Button>
          </>
        ) : (
          <FormMessage error={t('shell.noToken')} />
        )}
        <p>
          <Link to={paths.login}>{t('shell.backToLogin')}</Link>
        </p>
      </form>
    </div>
  );
}
