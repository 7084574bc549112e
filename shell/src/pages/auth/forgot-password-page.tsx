import { t } from '@travel/shell/i18n';
import { Link } from '@travel/shell/router';
import { Button, usePageMeta } from '@travel/shell/ui';
import { EmailField, FormMessage, formProblem, useForm } from '@travel/shell/forms';
import { apiErrorMessage } from '@travel/shell/http';
import { paths } from '@travel/shell/paths';
import { forgotPassword } from './auth-api';
import { validateEmail } from './validation';
import '../form-page.css';

export function ForgotPasswordPage() {
  usePageMeta({
    title: t('shell.forgot.title'),
    description: t('shell.forgot.metaDescription'),
  });
  const form = useForm({
    initial: { email: '' },
    check: ({ email }) => formProblem(validateEmail(email)),
    send: ({ email }) => forgotPassword(email.trim()),
    onSent: (answer) => answer.message || t('shell.forgot.sent'),
    serverFieldErrors: false,
    onRefused: (error) => apiErrorMessage(error, t('kit.genericError')),
  });

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={form.handleSubmit} noValidate>
        <h1>{t('shell.forgot.title')}</h1>
        <p>{t('shell.forgot.intro')}</p>
        <EmailField value={form.values.email} onChange={(value) => form.set('email', value)} />
        <FormMessage error={form.problem ?? form.refusal} success={form.success} />
        <Button type="submit" busy={form.busy} busyText={t('shell.sending')}>
          {t('shell.forgot.send')}
        </Button>
        <p>
          <Link to={paths.login}>{t('shell.backToLogin')}</Link>
        </p>
      </form>
    </div>
  );
}
