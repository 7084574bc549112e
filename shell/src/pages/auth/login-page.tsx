import { t } from '@travel/shell/i18n';
import { Link, useLocation, useNavigate } from '@travel/shell/router';
import { useAuthStore } from '@travel/shell/auth';
import { useState } from 'react';
import { apiErrorMessage, isHttpError } from '@travel/shell/http';
import { Button, usePageMeta } from '@travel/shell/ui';
import { EmailField, FormMessage, PasswordField, formProblem, useForm } from '@travel/shell/forms';
import { paths, type FromState } from '@travel/shell/paths';
import { login } from './auth-api';
import { validateLogin } from './validation';
import { ResendVerification } from './resend-verification';
import '../form-page.css';

/**
 * The API's answer to a right password on an account whose email is not verified yet: the one 403 of the
 * login (its message is in the page's language, so the status tells it).
 */
const isUnverified = (error: unknown) => isHttpError(error) && error.response?.status === 403;

const AUTH_PAGES = ['/login', '/register', '/verify-email', '/forgot-password', '/reset-password'];

function returnTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  const usable = from && !AUTH_PAGES.some((page) => from.toLowerCase().startsWith(page));
  return usable ? from : paths.clientHome;
}

export function LoginPage() {
  usePageMeta({
    title: t('shell.login.metaTitle'),
    description: t('shell.login.metaDescription'),
  });
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useAuthStore((state) => state.signIn);
  const [unverified, setUnverified] = useState(false);
  const form = useForm({
    initial: { email: '', password: '' },
    check: (values) => formProblem(validateLogin(values)),
    send: async ({ email, password }) => {
      const { token, user } = await login({ email: email.trim(), password });
      signIn(token, user);
      const target =
        user.role === 'admin'
          ? paths.admin.overview
          : user.role === 'guide'
            ? paths.admin.manifest
            : returnTarget(location.state);
      await navigate(target, { replace: true });
    },
    serverFieldErrors: false,
    onRefused: (error) => {
      setUnverified(isUnverified(error));
      return apiErrorMessage(error, t('shell.login.failed'));
    },
  });
  const { email, password } = form.values;
  const error = form.problem ?? form.refusal;
  const signedOut = (location.state as FromState | null)?.signedOut;

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={form.handleSubmit} noValidate>
        <Button variant="link" className="sh-back" onClick={() => void navigate(-1)}>
          ← {t('shell.back')}
        </Button>
        <h1>{t('shell.nav.login')}</h1>
        {signedOut && (
          <p className="sh-auth__notice" role="status">
            {signedOut}
          </p>
        )}
        <EmailField value={email} onChange={(value) => form.set('email', value)} />
        <PasswordField
          value={password}
          onChange={(value) => form.set('password', value)}
          autoComplete="current-password"
        />
        <FormMessage error={error} />
        {unverified && error !== null && <ResendVerification email={email} />}
        <Button type="submit" busy={form.busy} busyText={t('shell.login.busy')}>
          {t('shell.nav.login')}
        </Button>
        <p>
          {t('shell.login.forgot')}{' '}
          <Link to={paths.forgotPassword}>{t('shell.login.clickHere')}</Link>
        </p>
        <p>
          {t('shell.login.noAccount')}{' '}
          <Link to={paths.register}>{t('shell.login.registerHere')}</Link>
        </p>
      </form>
    </div>
  );
}
