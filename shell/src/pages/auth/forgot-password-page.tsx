import { useState, type FormEvent } from 'react';
import { Link } from '@travel/shell/router';
import { Button, usePageMeta } from '@travel/shell/ui';
import { EmailField, FormMessage, useFormSubmit } from '@travel/shell/forms';
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
  const [email, setEmail] = useState('');
  const form = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return form.submit(
      validateEmail(email),
      async () => (await forgotPassword(email.trim())).message || SENT_TEXT,
      'Something went wrong. Please try again.',
    );
  };

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={(event) => void submit(event)} noValidate>
        <h1>Forgot password</h1>
        <p>Enter your account&apos;s email and we will send you a link to choose a new password.</p>
        <EmailField value={email} onChange={setEmail} />
        <FormMessage error={form.error} success={form.success} />
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
