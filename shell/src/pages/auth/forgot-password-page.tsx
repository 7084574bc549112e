import { Link } from '@travel/shell/router';
import { Button, usePageMeta } from '@travel/shell/ui';
import { EmailField, FormMessage, formProblem, useForm } from '@travel/shell/forms';
import { apiErrorMessage } from '@travel/shell/http';
import { paths } from '@travel/shell/paths';
import { forgotPassword } from './auth-api';
import { validateEmail } from './validation';
import '../form-page.css';

const SENT_TEXT = 'If an account exists for this email, a reset link is on its way.';

export function ForgotPasswordPage() {
  usePageMeta({
    title: 'Forgot password',
    description: 'Ask for a link to choose a new password for your Travel & Tours account.',
  });
  const form = useForm({
    initial: { email: '' },
    check: ({ email }) => formProblem(validateEmail(email)),
    send: ({ email }) => forgotPassword(email.trim()),
    onSent: (answer) => answer.message || SENT_TEXT,
    serverFieldErrors: false,
    onRefused: (error) => apiErrorMessage(error, 'Something went wrong. Please try again.'),
  });

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={form.handleSubmit} noValidate>
        <h1>Forgot password</h1>
        <p>Enter your account&apos;s email and we will send you a link to choose a new password.</p>
        <EmailField value={form.values.email} onChange={(value) => form.set('email', value)} />
        <FormMessage error={form.problem ?? form.refusal} success={form.success} />
        <Button type="submit" busy={form.busy} busyText="Sending...">
          Send reset link
        </Button>
        <p>
          <Link to={paths.login}>Back to login</Link>
        </p>
      </form>
    </div>
  );
}
