import { t } from '@travel/shell/i18n';
import { Link } from '@travel/shell/router';
import { Button, usePageMeta } from '@travel/shell/ui';
import {
  EmailField,
  FormMessage,
  PasswordField,
  TextField,
  formProblem,
  useForm,
} from '@travel/shell/forms';
import { apiErrorMessage } from '@travel/shell/http';
import { paths } from '@travel/shell/paths';
import { register } from './auth-api';
import { validateRegister } from './validation';
import { ResendVerification } from './resend-verification';
import '../form-page.css';

export function RegisterPage() {
  usePageMeta({
    title: t('shell.register.metaTitle'),
    description: t('shell.register.metaDescription'),
  });
  const form = useForm({
    initial: { username: '', email: '', password: '' },
    check: (values) => formProblem(validateRegister(values)),
    send: ({ username, email, password }) =>
      register({ username: username.trim(), email: email.trim(), password }),
    onSent: (answer) => answer.message || t('shell.register.success'),
    serverFieldErrors: false,
    onRefused: (error) => apiErrorMessage(error, t('shell.register.failed')),
  });
  const { username, email, password } = form.values;

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={form.handleSubmit} noValidate>
        <h1>{t('shell.nav.register')}</h1>
        <TextField
          label={t('shell.register.username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => form.set('username', event.target.value)}
        />
        <EmailField value={email} onChange={(value) => form.set('email', value)} />
        <PasswordField
          value={password}
          onChange={(value) => form.set('password', value)}
          autoComplete="new-password"
        />
        {/* The instruction stays: the visitor needs it until the mail arrives (no jump to the login form). */}
        <FormMessage error={form.problem ?? form.refusal} success={form.success} />
        {form.success !== null && <ResendVerification email={email} />}
        <Button
          type="submit"
          busy={form.busy}
          busyText={t('shell.register.busy')}
          disabled={form.success !== null}
        >
          {t('shell.nav.register')}
        </Button>
        <p>
          {t('shell.register.haveAccount')}{' '}
          <Link to={paths.login}>{t('shell.register.loginHere')}</Link>
        </p>
      </form>
    </div>
  );
}
